import { afterEach, describe, expect, it } from "vitest";
import { useAccountNotices } from "../account/account-notices";
import { useSession } from "../state/session";
import { useUi } from "../state/ui";
import { testUser } from "../testing/session-user";
import { STOCK_TICKET_VOLUME, tradeAt } from "./price-click";

afterEach(() => {
  useSession.setState({ user: null, status: "anonymous" });
  useUi.setState({ loginOpen: false, ticket: null });
  useAccountNotices.getState().closeAll();
});

describe("tradeAt (price-board §2 price click, §6 roles)", () => {
  it("opens the login dialog without a session, and asks for no ticket", () => {
    tradeAt("ACB", "B", 25_100);
    expect(useUi.getState().loginOpen).toBe(true);
    expect(useUi.getState().ticket).toBeNull();
  });

  it("asks for a ticket at the clicked price and side with a session, 100 shares", () => {
    useSession.setState({ user: testUser(), status: "signed-in" });
    tradeAt("ACB", "S", 24_900);
    expect(useUi.getState().ticket).toEqual({ symbol: "ACB", side: "S", price: 24_900, volume: 100 });
    expect(STOCK_TICKET_VOLUME).toBe(100);
    expect(useUi.getState().loginOpen).toBe(false);
    expect(useAccountNotices.getState().insiderAlert).toBeNull();
  });
});

describe("tradeAt for an insider (accounts-session §2 insider alert)", () => {
  it("shows the disclosure alert for one of the customer's insider symbols, then asks for the ticket", () => {
    useSession.setState({ user: testUser({ insiderSymbols: ["FPT"] }), status: "signed-in" });
    const order: string[] = [];
    const stopNotices = useAccountNotices.subscribe((state) => state.insiderAlert && order.push("alert"));
    const stopUi = useUi.subscribe((state) => state.ticket && order.push("ticket"));
    tradeAt("FPT", "B", 98_000);
    stopNotices();
    stopUi();
    expect(useAccountNotices.getState().insiderAlert).toBe("FPT");
    expect(useUi.getState().ticket).toEqual({ symbol: "FPT", side: "B", price: 98_000, volume: 100 });
    expect(order).toEqual(["alert", "ticket"]);
  });

  it("shows no alert for the insider's other symbols", () => {
    useSession.setState({ user: testUser({ insiderSymbols: ["FPT"] }), status: "signed-in" });
    tradeAt("ACB", "B", 25_000);
    expect(useAccountNotices.getState().insiderAlert).toBeNull();
    expect(useUi.getState().ticket?.symbol).toBe("ACB");
  });
});
