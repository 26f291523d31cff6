/**
 * Records a running server's realtime socket, as a board subscribed to every symbol sees it: one
 * socket.io-client connection with `bundle=1`, joined (`regs`) to every symbol of the stock
 * dictionary, then the rows of getliststockdata, then every bundle for `seconds`. Messages at or
 * below a row's seq (already in the snapshot) are dropped, as the app's quote worker drops them,
 * so the recording's messages continue the rows' numbers.
 */
import { encodeRegs, type RegsAnswer, type StockDictionaryEntry, type StockQuote } from "@bangia/market";
import { io } from "socket.io-client";
import { streamKey, type RecordedEvent, type Recording } from "./recording";

const REGS_CHUNK = 1_000;
const ROWS_CHUNK = 200;
const TIMEOUT_MS = 20_000;

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}

export async function recordSocket(origin: string, seconds: number): Promise<Recording> {
  const dictionary = await getJson<readonly StockDictionaryEntry[]>(`${origin}/api/datafeed/getlistallstock`);
  const symbols = dictionary.map((entry) => entry.stock_code);
  const socket = io(origin, { transports: ["websocket"], query: { bundle: "1" }, reconnection: false });
  const buffered: (readonly [number, string, Readonly<Record<string, unknown>>])[] = [];
  socket.on("bundle", (pairs: readonly (readonly [string, Readonly<Record<string, unknown>>])[]) => {
    const now = performance.now();
    for (const [channel, message] of pairs) buffered.push([now, channel, message]);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", reject);
    });
    for (const part of chunks(symbols, REGS_CHUNK)) {
      const answer = (await socket
        .timeout(TIMEOUT_MS)
        .emitWithAck("regs", encodeRegs("join", part))) as RegsAnswer;
      if (!answer.ok) throw new Error(`regs refused: ${answer.code}`);
    }
    const rows: StockQuote[] = [];
    for (const part of chunks(symbols, ROWS_CHUNK))
      rows.push(
        ...(await getJson<readonly StockQuote[]>(
          `${origin}/api/datafeed/getliststockdata/${part.join(",")}`,
        )),
      );
    const start = performance.now();
    await new Promise((resolve) => setTimeout(resolve, seconds * 1_000));
    socket.disconnect();

    // Drop what the rows already hold: the recording's messages continue the rows' numbers.
    const rowSeq = new Map(rows.map((row) => [row.sym, row.seq]));
    const events: RecordedEvent[] = [];
    const firstMs = buffered.find(([at]) => at >= start)?.[0] ?? start;
    for (const [at, channel, message] of buffered) {
      const seq = message["seq"];
      const held = rowSeq.get(streamKey(channel, message));
      if (held !== undefined && typeof seq === "number" && seq <= held) continue;
      events.push([Math.max(0, Math.round(at - firstMs)), channel, message]);
    }
    return { source: `socket of ${origin}, ${seconds} s`, rows, events };
  } finally {
    socket.disconnect();
  }
}
