// @vitest-environment happy-dom
/**
 * Every warning key of the stock and derivative panels (order-entry §8) as the tickets show it:
 * for each key a ticket that breaks that key's rule — typed through the ticket's own inputs,
 * conditional fields and date pickers — is submitted, the key's message shows as the warning
 * toast, and nothing is sent. Table-driven; a last case per panel checks every key of the
 * spec's list has its row here, but for the one a new order cannot break (an amend's rule).
 * The rules themselves are the market package's validators, tested there one refusal per rule;
 * these tests hold the tickets to them: the form they hand over, the context (band, reference,
 * instrument, permissions, today) and the toast.
 */
import {
  DERIVATIVE_PANEL_WARNING_KEYS,
  STOCK_PANEL_WARNING_KEYS,
  warningMessage,
  type AccountListItem,
  type WarningKey,
} from "@bangia/market";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useAccountNotices } from "../account/account-notices";
import { useAccount } from "../account/account-store";
import { setApiSession } from "../api/http";
import { startI18n } from "../i18n/i18n";
import { usePreferences } from "../state/preferences";
import { useSession } from "../state/session";
import { stubCoreGateway, type CoreData } from "../testing/core-gateway";
import { stubLocalStorage } from "../testing/memory-storage";
import { quoteRow } from "../testing/test-quotes";
import { testUser } from "../testing/session-user";
import { fakeQuoteWorker, renderWithProviders } from "../testing/test-kit";
import { DerivativeTicket } from "./derivative-ticket";
import { exchangeToday } from "./market-today";
import { StockTicket } from "./stock-ticket";
import { useTicket } from "./ticket-store";
import { ToastRegion, useToasts } from "./toasts";

const STOCK_ACCOUNT: AccountListItem = { accName: "Nguyễn Văn An", accCode: "058C0000011", accType: "1" };
const DERIVATIVE_ACCOUNT: AccountListItem = {
  accName: "Hoàng Thu Hà",
  accCode: "058C0000058",
  accType: "8",
};
const CONTRACT = "VN30F2606";

let calls: CoreData[];
let answers: Record<string, (data: CoreData) => unknown>;

/** FPT on HOSE (reference 99.00, band 92.10–105.90), VN30F2606 (1,900.0 points, 1,767.0–2,033.0). */
function stubCore(stockType = "D"): void {
  answers = {
    "Web.StockInfo": () => ({
      rc: 1,
      data: { stockType, lastPrice: 99_100, r: 99_000, mc: "10", post_to: "HOSE" },
    }),
    "Web.StockInfo.Derivative": () => ({
      rc: 1,
      data: { symbol: CONTRACT, lastPrice: 190_000, r: 190_000, c: 203_300, f: 176_700 },
    }),
    "Web.BuyingPower": () => ({
      rc: 1,
      data: {
        ee: 1e9,
        ee_inc_app: 1e9,
        cash_limit: 0,
        pp: 1e9,
        avaiColla: 0,
        cash_avai: 1e9,
        temp_ee: 1e9,
        balance: 1e9,
        volumeAvaiable: 10_000,
        max_long: 10,
        max_short: 10,
        unit: 100,
      },
    }),
  };
  // The data feed's derivative symbol list gives the ticket its contracts.
  calls = stubCoreGateway((data) => answers[String(data["cmd"])]?.(data) ?? { rc: 0 }, {
    getlistderivativesymbols: (url) => (url.includes("INDEX") ? [CONTRACT, "VN30F2607"] : []),
  });
}

/** What a case types: the ticket's own fields, then the kind, then the conditional inputs. */
interface TicketCase {
  readonly key: WarningKey;
  readonly why: string;
  readonly side?: "B" | "S";
  readonly price?: string;
  readonly volume?: string;
  readonly pin?: string;
  readonly symbol?: string;
  /** The conditional kind picked in the drop-down. */
  readonly kind?: string;
  /** SL/TP by price or by amount (derivatives). */
  readonly sltp?: "price" | "amount";
  /** Conditional inputs by name (`ticket-{name}`): text, dates as day offsets from today. */
  readonly fields?: Readonly<Record<string, string>>;
  readonly dates?: Readonly<Partial<Record<"effectiveDate" | "expiryDate", number | "">>>;
  readonly relation?: "LTEQ";
  readonly functions?: readonly string[];
  readonly accCode?: string;
  readonly stockType?: string;
  readonly params?: Readonly<Record<string, number>>;
}

const day = (offset: number) => {
  const date = new Date(`${exchangeToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

async function fillCase(entry: TicketCase): Promise<void> {
  if (entry.kind !== undefined)
    fireEvent.change(screen.getByTestId("ticket-kind"), { target: { value: entry.kind } });
  if (entry.sltp !== undefined) fireEvent.click(await screen.findByTestId(`ticket-sltp-${entry.sltp}`));
  if (entry.relation === "LTEQ") fireEvent.click(await screen.findByTestId("ticket-relation"));
  for (const [name, value] of Object.entries(entry.fields ?? {}))
    fireEvent.change(await screen.findByTestId(`ticket-${name}`), { target: { value } });
  for (const [name, offset] of Object.entries(entry.dates ?? {}))
    fireEvent.change(await screen.findByTestId(`ticket-${name}`), {
      target: { value: offset === "" ? "" : day(offset) },
    });
  // The ticket's own fields last: a kind change may reset the price to follow the market.
  act(() => {
    const ticket = useTicket.getState();
    if (entry.price !== undefined) ticket.editPrice(entry.price);
    if (entry.volume !== undefined) ticket.setVolume(entry.volume);
    if (entry.pin !== undefined) ticket.setPin(entry.pin);
  });
}

async function expectWarning(entry: TicketCase): Promise<void> {
  fireEvent.click(screen.getByTestId("ticket-submit"));
  const expected = warningMessage(entry.key, "vi", entry.params);
  await waitFor(() => expect(screen.getByTestId("toast-warning").textContent).toContain(expected));
  // Nothing sent, no confirmation.
  expect(screen.queryByTestId("confirm-order")).toBeNull();
  expect(calls.filter((data) => data["cmd"] === "Web.newOrder")).toHaveLength(0);
  expect(calls.filter((data) => /^CO|order\.new/i.test(String(data["cmd"])))).toHaveLength(0);
}

beforeAll(async () => {
  await startI18n("vi");
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setApiSession(null);
  useAccountNotices.getState().closeAll();
});

function startSession(account: AccountListItem, functions: readonly string[]): void {
  stubLocalStorage();
  usePreferences.setState({ language: "vi" });
  useSession.setState({ user: testUser({ userId: account.accCode.slice(0, 10) }), status: "signed-in" });
  setApiSession("s1");
  useAccount.setState({
    accounts: [account],
    currentAccount: account,
    functions: [...functions],
    hideConfirmOrder: false,
  });
  useTicket.setState({
    symbol: "",
    side: "B",
    price: "",
    volume: "",
    pin: "",
    rememberPin: false,
    rememberOrder: false,
    livePrice: false,
    opened: 0,
  });
  useToasts.setState({ toasts: [] });
}

// A valid FPT buy: 100 at 99.10 with the PIN; each case breaks one rule of it.
const STOCK_CASES: readonly TicketCase[] = [
  { key: "empty-acccount", why: "no account", accCode: "" },
  { key: "empty-symbol", why: "no symbol", symbol: "" },
  { key: "empty-volume", why: "no volume", volume: "" },
  { key: "volume-than-0", why: "volume 0", volume: "0" },
  { key: "vol-greater-than-50000", why: "above 50,000 on HOSE", volume: "50100" },
  { key: "wrong-lot-100", why: "a stop of 150", kind: "stop", volume: "150", fields: { triggerPrice: "99" } },
  { key: "invalid-price", why: "a price that is no number", price: "9A" },
  { key: "empty-price", why: "no price", price: "" },
  { key: "price-than-0", why: "price 0", price: "0" },
  {
    key: "price-step-invalid",
    why: "a stop priced off the 100 VND step (normal orders are not step-checked)",
    kind: "stop",
    price: "99.15",
    fields: { triggerPrice: "99" },
    params: { step: 100 },
  },
  { key: "order-condition-invalid", why: "a stop on a right (type R)", kind: "stop", stockType: "R" },
  { key: "empty-trigger-price", why: "a stop without trigger", kind: "stop", price: "99" },
  {
    key: "trigger-price-than-0",
    why: "a trigger of 0",
    kind: "stop",
    price: "99",
    fields: { triggerPrice: "0" },
  },
  {
    key: "invalid-trigger-price",
    why: "a trigger that is no number",
    kind: "stop",
    price: "99",
    fields: { triggerPrice: "9A" },
  },
  {
    key: "invalid-trailing-amount",
    why: "a trailing amount that is no number",
    kind: "trailing_stop",
    fields: { trailingAmount: "X" },
  },
  {
    key: "trailing-amount-than-0",
    why: "a trailing amount of 0",
    kind: "trailing_stop",
    fields: { trailingAmount: "0" },
  },
  {
    key: "invalid-spread",
    why: "a negative spread",
    kind: "trailing_stop",
    fields: { trailingAmount: "1", spread: "-1" },
  },
  {
    key: "trailing-amount-not-valid",
    why: "a trailing amount off the 10 VND step",
    kind: "trailing_stop",
    fields: { trailingAmount: "1.005" },
    params: { step: 10 },
  },
  {
    key: "stop-spread-not-valid",
    why: "a spread off the 10 VND step",
    kind: "trailing_stop",
    fields: { trailingAmount: "1", spread: "0.005" },
    params: { step: 10 },
  },
  {
    key: "invalid-stop-loss",
    why: "a stop-loss that is no number",
    kind: "sl_tp",
    price: "99",
    fields: { stopLossPrice: "X" },
  },
  {
    key: "invalid-take-profit",
    why: "a take-profit that is no number",
    kind: "sl_tp",
    price: "99",
    fields: { stopLossPrice: "95", takeProfitPrice: "X" },
  },
  { key: "enter-stop-loss-price", why: "SL/TP without either price", kind: "sl_tp", price: "99" },
  {
    key: "enter-slp-and-margin",
    why: "a stop-loss margin without the stop-loss",
    kind: "sl_tp",
    price: "99",
    fields: { takeProfitPrice: "105", stopLossMargin: "0.1" },
  },
  {
    key: "invalid-stop-loss-margin",
    why: "a stop-loss margin that is no number",
    kind: "sl_tp",
    price: "99",
    fields: { stopLossPrice: "95", stopLossMargin: "X" },
  },
  {
    key: "sl-not-equals-tp",
    why: "stop-loss equal to take-profit",
    kind: "sl_tp",
    price: "99",
    fields: { stopLossPrice: "100", takeProfitPrice: "100" },
  },
  {
    key: "long-tp-price",
    why: "a take-profit under the buy price",
    kind: "sl_tp",
    price: "99",
    fields: { stopLossPrice: "95", takeProfitPrice: "98" },
  },
  {
    key: "long-sl-price",
    why: "a stop-loss above the buy price",
    kind: "sl_tp",
    price: "99",
    fields: { stopLossPrice: "100", takeProfitPrice: "105" },
  },
  {
    key: "expired-date-empty",
    why: "a stop without expiry",
    kind: "stop",
    price: "99",
    fields: { triggerPrice: "99" },
    dates: { expiryDate: "" },
  },
  {
    key: "expired-date-invalid",
    why: "a stop expiring yesterday",
    kind: "stop",
    price: "99",
    fields: { triggerPrice: "99" },
    dates: { expiryDate: -1 },
  },
  {
    key: "effective-date-empty",
    why: "a TCO without start",
    kind: "tco",
    price: "99",
    dates: { effectiveDate: "" },
  },
  {
    key: "effective-date-invalid",
    why: "a TCO starting yesterday",
    kind: "tco",
    price: "99",
    dates: { effectiveDate: -1 },
  },
  {
    key: "effective-date-lt-expired-date",
    why: "a TCO starting after its expiry",
    kind: "tco",
    price: "99",
    dates: { effectiveDate: 5, expiryDate: 2 },
  },
  {
    key: "expired-date-30",
    why: "a stop expiring in 30 days",
    kind: "stop",
    price: "99",
    fields: { triggerPrice: "99" },
    dates: { expiryDate: 30 },
  },
  { key: "empty-pin", why: "no PIN", pin: "" },
  { key: "invalid-permission", why: "a buy without the B function", functions: ["S"] },
];

describe("StockTicket: every stock panel warning for a ticket that breaks its rule", () => {
  beforeEach(() => undefined);

  it.each(STOCK_CASES)("$key: $why", async (entry) => {
    const account = { ...STOCK_ACCOUNT, accCode: entry.accCode ?? STOCK_ACCOUNT.accCode };
    startSession(STOCK_ACCOUNT, entry.functions ?? ["B", "S"]);
    stubCore(entry.stockType);
    const worker = fakeQuoteWorker();
    renderWithProviders(
      <>
        <StockTicket account={account} />
        <ToastRegion />
      </>,
    );
    const symbol = entry.symbol ?? "FPT";
    act(() =>
      useTicket
        .getState()
        .open({ symbol, side: entry.side ?? "B", price: 99_100, volume: 100 }, symbol === "" ? "" : "99.10"),
    );
    worker.rows("VN30", quoteRow("FPT", { r: 99_000, c: 105_900, f: 92_100, lastPrice: 99_100 }));
    if (symbol !== "")
      await waitFor(() => expect(calls.some((data) => data["cmd"] === "Web.StockInfo")).toBe(true));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    act(() => useTicket.getState().setPin("123456"));
    await fillCase(entry);
    await expectWarning(entry);
  });

  it("has a case for every key of the stock panel's list", () => {
    const covered = new Set(STOCK_CASES.map((entry) => entry.key));
    expect(STOCK_PANEL_WARNING_KEYS.filter((key) => !covered.has(key))).toEqual([]);
  });
});

// A valid LONG: 1 contract at 1,900.0 with the PIN; each case breaks one rule of it.
const DERIVATIVE_CASES: readonly TicketCase[] = [
  { key: "empty-volume", why: "no volume", volume: "" },
  { key: "volume-than-0", why: "volume 0", volume: "0" },
  { key: "volume-less-than-500", why: "above 500 contracts", volume: "501" },
  { key: "empty-price", why: "no price", price: "" },
  { key: "invalid-price", why: "a price that is no number", price: "19A0" },
  { key: "price-greater-than-ceil", why: "above the ceiling", price: "2100" },
  { key: "price-less-then-floor", why: "under the floor", price: "1700" },
  { key: "all-price-not-valid", why: "off the 0.1 point step", price: "1900.05" },
  { key: "reciprocal-symbol", why: "an arbitrage without the other contract", kind: "arbitrage" },
  {
    key: "invalid-trailing-amount",
    why: "a trailing amount that is no number",
    kind: "trailing_stop",
    fields: { trailingAmount: "X" },
  },
  {
    key: "trailing-amount-than-0",
    why: "a trailing amount of 0",
    kind: "trailing_stop",
    fields: { trailingAmount: "0" },
  },
  {
    key: "trailing-amount-not-valid",
    why: "a trailing amount off the step",
    kind: "trailing_stop",
    fields: { trailingAmount: "1.05" },
  },
  {
    key: "stop-spread-not-valid",
    why: "a trailing spread off the step",
    kind: "trailing_stop",
    fields: { trailingAmount: "1", spread: "0.05" },
  },
  {
    key: "invalid-trigger-price",
    why: "a stop without trigger",
    kind: "stop",
    price: "1900",
  },
  {
    key: "trigger-price-greater-than-ceil",
    why: "a trigger above the ceiling",
    kind: "stop",
    price: "1900",
    fields: { triggerPrice: "2100" },
  },
  {
    key: "trigger-price-less-then-floor",
    why: "a trigger under the floor",
    kind: "stop",
    price: "1900",
    fields: { triggerPrice: "1700" },
  },
  {
    key: "triggered-price-not-valid",
    why: "a trigger off the step",
    kind: "stop",
    price: "1900",
    fields: { triggerPrice: "1900.05" },
  },
  {
    key: "enter-stop-loss-range",
    why: "SL/TP by amount without either",
    kind: "sl_tp",
    sltp: "amount",
    price: "1900",
  },
  {
    key: "slr-than-0",
    why: "a stop-loss amount of 0",
    kind: "sl_tp",
    sltp: "amount",
    price: "1900",
    fields: { stopLossRange: "0" },
  },
  {
    key: "slr-not-valid",
    why: "a stop-loss amount off the step",
    kind: "sl_tp",
    sltp: "amount",
    price: "1900",
    fields: { stopLossRange: "1.05" },
  },
  {
    key: "enter-slr-and-margin",
    why: "a margin without the stop-loss amount",
    kind: "sl_tp",
    sltp: "amount",
    price: "1900",
    fields: { takeProfitRange: "5", stopLossMargin: "1" },
  },
  {
    key: "tpr-than-0",
    why: "a take-profit amount of 0",
    kind: "sl_tp",
    sltp: "amount",
    price: "1900",
    fields: { takeProfitRange: "0" },
  },
  {
    key: "tpr-not-valid",
    why: "a take-profit amount off the step",
    kind: "sl_tp",
    sltp: "amount",
    price: "1900",
    fields: { takeProfitRange: "1.05" },
  },
  { key: "enter-stop-loss-price", why: "SL/TP by price without either", kind: "sl_tp", price: "1900" },
  {
    key: "enter-slp-and-margin",
    why: "a margin without the stop-loss price",
    kind: "sl_tp",
    price: "1900",
    fields: { takeProfitPrice: "1950", stopLossMargin: "1" },
  },
  {
    key: "sl-ceil-floor",
    why: "a stop-loss under the floor",
    kind: "sl_tp",
    price: "1900",
    fields: { stopLossPrice: "1700" },
  },
  {
    key: "tp-ceil-floor",
    why: "a take-profit above the ceiling",
    kind: "sl_tp",
    price: "1900",
    fields: { takeProfitPrice: "2100" },
  },
  {
    key: "sl-not-equals-tp",
    why: "stop-loss equal to take-profit",
    kind: "sl_tp",
    price: "1900",
    fields: { stopLossPrice: "1950", takeProfitPrice: "1950" },
  },
  {
    key: "long-tp-price",
    why: "a LONG's take-profit under its price",
    kind: "sl_tp",
    price: "1900",
    fields: { stopLossPrice: "1850", takeProfitPrice: "1890" },
  },
  {
    key: "long-sl-price",
    why: "a LONG's stop-loss above its price",
    kind: "sl_tp",
    price: "1900",
    fields: { stopLossPrice: "1910", takeProfitPrice: "1950" },
  },
  {
    key: "short-tp-price",
    why: "a SHORT's take-profit above its price",
    side: "S",
    kind: "sl_tp",
    price: "1900",
    fields: { stopLossPrice: "1950", takeProfitPrice: "1910" },
  },
  {
    key: "short-sl-price",
    why: "a SHORT's stop-loss under its price",
    side: "S",
    kind: "sl_tp",
    price: "1900",
    fields: { stopLossPrice: "1890", takeProfitPrice: "1850" },
  },
  {
    key: "spread-not-valid",
    why: "an SL/TP margin off the step",
    kind: "sl_tp",
    price: "1900",
    fields: { stopLossPrice: "1850", takeProfitPrice: "1950", stopLossMargin: "0.05" },
  },
  {
    key: "enter-tp-price",
    why: "an OCO without take-profit",
    kind: "oco",
    fields: { stopLossPrice: "1850" },
  },
  {
    key: "enter-sl-price",
    why: "an OCO without stop-loss",
    kind: "oco",
    fields: { takeProfitPrice: "1950" },
  },
  {
    key: "long_oco_validate",
    why: "a LONG OCO whose take-profit is under its stop-loss",
    kind: "oco",
    fields: { takeProfitPrice: "1850", stopLossPrice: "1950" },
  },
  {
    key: "short_oco_validate",
    why: "a SHORT OCO whose take-profit is above its stop-loss",
    side: "S",
    kind: "oco",
    fields: { takeProfitPrice: "1950", stopLossPrice: "1850" },
  },
  { key: "invalid-permission", why: "a LONG without the B function", functions: ["S"] },
];

/** An amend's rule: a new order has nothing to edit (tested with the edit dialog's validator). */
const NOT_FOR_A_NEW_ORDER: readonly WarningKey[] = ["not-update-market-order"];

describe("DerivativeTicket: every derivative panel warning for a ticket that breaks its rule", () => {
  it.each(DERIVATIVE_CASES)("$key: $why", async (entry) => {
    startSession(DERIVATIVE_ACCOUNT, entry.functions ?? ["B", "S"]);
    stubCore();
    renderWithProviders(
      <>
        <DerivativeTicket account={DERIVATIVE_ACCOUNT} />
        <ToastRegion />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId("ticket-contract")).toHaveProperty("value", CONTRACT));
    await waitFor(() => expect(calls.some((data) => data["cmd"] === "Web.StockInfo.Derivative")).toBe(true));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    act(() => {
      const ticket = useTicket.getState();
      ticket.setSide(entry.side ?? "B");
      ticket.editPrice("1900");
      ticket.setVolume("1");
      ticket.setPin("123456");
    });
    await fillCase(entry);
    await expectWarning(entry);
  });

  it("has a case for every key of the derivative panel's list a new order can break", () => {
    const covered = new Set([...DERIVATIVE_CASES.map((entry) => entry.key), ...NOT_FOR_A_NEW_ORDER]);
    expect(DERIVATIVE_PANEL_WARNING_KEYS.filter((key) => !covered.has(key))).toEqual([]);
  });
});
