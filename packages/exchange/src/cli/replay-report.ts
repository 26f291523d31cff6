/**
 * The replay tool's output files (trades.csv, orders.csv, books.csv) and its short summary.
 * Prices are integer VND as on the exchange; times are exchange time "YYYY-MM-DD HH:MM:SS",
 * the form the input accepts, so an output row can be pasted back into an input file.
 */
import { rejectMessage } from "../orders/reject-codes";
import { REPLAY_COLUMNS } from "./replay-rows";
import type { ReplayResult } from "./replay-session";
import { formatReplayTime } from "./replay-time";

type Cell = string | number | null;

/** One CSV field, quoted only when it must be. */
function csvField(value: Cell): string {
  const text = value === null ? "" : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(",")}\n`).join("");
}

export function tradesCsv(result: ReplayResult): string {
  return csv(
    [
      "trade_id",
      "time",
      "symbol",
      "board",
      "price",
      "volume",
      "buy_client_id",
      "sell_client_id",
      "aggressor",
    ],
    result.trades.map((trade) => [
      trade.tradeId,
      formatReplayTime(trade.time),
      trade.symbol,
      trade.board,
      trade.price,
      trade.volume,
      trade.buyClientId,
      trade.sellClientId,
      trade.aggressor,
    ]),
  );
}

export function ordersCsv(result: ReplayResult): string {
  return csv(
    ["row", ...REPLAY_COLUMNS, "outcome", "order_id", "code", "message_en", "message_vi"],
    result.outcomes.map(({ row, account, result: answer, orderId, code }) => {
      const message = code === null ? null : rejectMessage(code);
      return [
        row.row,
        formatReplayTime(row.time),
        ...REPLAY_COLUMNS.slice(1).map((column) =>
          column === "account" ? account || row.cells.account : row.cells[column],
        ),
        answer,
        orderId,
        code,
        message?.en ?? null,
        message?.vi ?? null,
      ];
    }),
  );
}

export function booksCsv(result: ReplayResult): string {
  return csv(
    ["symbol", "board", "side", "level", "price", "volume", "orders"],
    result.books.map((level) => [
      level.symbol,
      level.board,
      level.side,
      level.level,
      level.price,
      level.volume,
      level.orders,
    ]),
  );
}

/** A few lines for the terminal: what was replayed, what traded, what is left. */
export function replaySummary(result: ReplayResult): string {
  const count = (kind: string) => result.outcomes.filter((outcome) => outcome.result === kind).length;
  const first = result.outcomes[0];
  const last = result.outcomes.at(-1);
  const span =
    first === undefined || last === undefined
      ? "no rows"
      : `${formatReplayTime(first.row.time)} to ${formatReplayTime(last.row.time)}`;
  const volume = result.trades.reduce((sum, trade) => sum + trade.volume, 0);
  const value = result.trades.reduce((sum, trade) => sum + trade.price * trade.volume, 0);
  const number = (value: number) => value.toLocaleString("en-US");
  const counted = (value: number, one: string, many: string) =>
    `${number(value)} ${value === 1 ? one : many}`;
  return [
    `Replayed ${counted(result.outcomes.length, "row", "rows")} (${span}): ${count("accepted")} accepted, ` +
      `${count("rejected")} rejected, ${counted(count("advanced"), "clock advance", "clock advances")}.`,
    `${counted(result.trades.length, "trade", "trades")}: ${counted(volume, "share", "shares")}, ${number(value)} VND.`,
    `${counted(result.books.length, "price level", "price levels")} left on the books.`,
  ].join("\n");
}
