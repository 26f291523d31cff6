import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubLocalStorage } from "../testing/memory-storage";
import { createTicketStore, PIN_VALUE_KEY, REMEMBER_PIN_KEY } from "./ticket-store";

describe("the ticket's transitions (order-entry §4)", () => {
  let storage: Map<string, string>;
  beforeEach(() => {
    storage = stubLocalStorage();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("a price click fills side, symbol, price and volume, and fixes the price", () => {
    const ticket = createTicketStore(true);
    ticket.getState().open({ symbol: "fpt", side: "S", price: 98_000, volume: 100 }, "98");
    expect(ticket.getState()).toMatchObject({
      side: "S",
      symbol: "FPT",
      price: "98",
      volume: "100",
      livePrice: false,
      opened: 1,
    });
    ticket.getState().followPrice("98.1");
    expect(ticket.getState().price).toBe("98");
  });

  it("a ticket without a price lets the live price follow until a manual edit", () => {
    const ticket = createTicketStore(true);
    ticket.getState().open({ symbol: "FPT", side: "B", price: 0, volume: 100 }, "");
    ticket.getState().followPrice("98.1");
    expect(ticket.getState().price).toBe("98.1");
    ticket.getState().editPrice("97.5");
    ticket.getState().followPrice("98.2");
    expect(ticket.getState()).toMatchObject({ price: "97.5", livePrice: false });
  });

  it("a keyword price is uppercased", () => {
    const ticket = createTicketStore();
    ticket.getState().editPrice("atc");
    expect(ticket.getState().price).toBe("ATC");
  });

  it("choosing another symbol clears price and volume; the same symbol keeps them", () => {
    const ticket = createTicketStore();
    ticket.getState().open({ symbol: "FPT", side: "B", price: 98_000, volume: 100 }, "98");
    ticket.getState().setSymbol("fpt");
    expect(ticket.getState()).toMatchObject({ price: "98", volume: "100" });
    ticket.getState().setSymbol("VNM");
    expect(ticket.getState()).toMatchObject({ symbol: "VNM", price: "", volume: "" });
  });

  it("changing the account clears symbol, price and volume", () => {
    const ticket = createTicketStore();
    ticket.getState().open({ symbol: "FPT", side: "B", price: 98_000, volume: 100 }, "98");
    ticket.getState().clearForAccount();
    expect(ticket.getState()).toMatchObject({ symbol: "", price: "", volume: "", side: "B" });
  });

  it("the volume takes digits and thousands commas only", () => {
    const ticket = createTicketStore();
    ticket.getState().setVolume("1,0a0-0");
    expect(ticket.getState().volume).toBe("1,000");
  });

  it("after an order the PIN is kept only when remembered, and remembering stores it", () => {
    const ticket = createTicketStore();
    ticket.getState().open({ symbol: "FPT", side: "B", price: 98_000, volume: 100 }, "98");
    ticket.getState().setPin("123456");
    ticket.getState().resetAfterOrder();
    expect(ticket.getState()).toMatchObject({ price: "", volume: "", pin: "", symbol: "FPT" });

    ticket.getState().setPin("123456");
    ticket.getState().setRememberPin(true);
    expect(storage.get(REMEMBER_PIN_KEY)).toBe("true");
    expect(storage.get(PIN_VALUE_KEY)).toBe('"123456"');
    ticket.getState().resetAfterOrder();
    expect(ticket.getState().pin).toBe("123456");
    expect(createTicketStore().getState()).toMatchObject({ pin: "123456", rememberPin: true });

    ticket.getState().setRememberPin(false);
    expect(storage.has(REMEMBER_PIN_KEY)).toBe(false);
    expect(storage.has(PIN_VALUE_KEY)).toBe(false);
  });
});
