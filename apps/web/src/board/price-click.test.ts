import { afterEach, describe, expect, it } from "vitest";
import { useSession } from "../state/session";
import { useUi } from "../state/ui";
import { STOCK_TICKET_VOLUME, tradeAt } from "./price-click";

afterEach(() => {
  useSession.getState().signOut();
  useUi.setState({ loginOpen: false, ticket: null });
});

describe("tradeAt (price-board §2 price click, §6 roles)", () => {
  it("opens the login dialog without a session, and asks for no ticket", () => {
    tradeAt("ACB", "B", 25_100);
    expect(useUi.getState().loginOpen).toBe(true);
    expect(useUi.getState().ticket).toBeNull();
  });

  it("asks for a ticket at the clicked price and side with a session, 100 shares", () => {
    useSession.getState().signIn({ userId: "u1", sid: "s1", customerName: "A", insiderSymbols: [] });
    tradeAt("ACB", "S", 24_900);
    expect(useUi.getState().ticket).toEqual({ symbol: "ACB", side: "S", price: 24_900, volume: 100 });
    expect(STOCK_TICKET_VOLUME).toBe(100);
    expect(useUi.getState().loginOpen).toBe(false);
  });
});
