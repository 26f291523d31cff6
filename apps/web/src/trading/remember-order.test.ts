/**
 * Remember-order (order-entry §4 "On success the dialog closes and the form resets unless
 * remember-order is on. On reset, the PIN is kept if remember-PIN is on"; accounts-session §3
 * "remembered order fields", §4 Logout): the rule after a successful order, the stored values
 * per user, and the ticket store restoring them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOGOUT_CLEARED_KEYS, useSession } from "../state/session";
import { stubLocalStorage } from "../testing/memory-storage";
import { testUser } from "../testing/session-user";
import {
  fieldsAfterOrder,
  parseRememberedOrder,
  rememberedOrderOf,
  REMEMBER_ORDER_KEY,
  REMEMBERED_ORDER_KEY,
  storeRememberedOrder,
  storeRememberOrder,
  withUser,
  type RememberedOrder,
} from "./remember-order";
import { createTicketStore } from "./ticket-store";

const ORDER: RememberedOrder = {
  account: "058C0000011",
  side: "B",
  kind: "normal",
  symbol: "FPT",
  price: "92.10",
  volume: "100",
};

describe("fieldsAfterOrder (order-entry §4)", () => {
  it.each([
    ["neither remembered: price, volume and PIN cleared", false, false, { price: "", volume: "", pin: "" }],
    ["remember-PIN only: the PIN stays", false, true, { price: "", volume: "", pin: "123456" }],
    [
      "remember-order only: price and volume stay, never an unremembered PIN",
      true,
      false,
      { price: "92.10", volume: "100", pin: "" },
    ],
    ["both: everything stays", true, true, { price: "92.10", volume: "100", pin: "123456" }],
  ] as const)("%s", (_rule, rememberOrder, rememberPin, expected) => {
    expect(
      fieldsAfterOrder({ price: "92.10", volume: "100", pin: "123456", rememberOrder, rememberPin }),
    ).toEqual(expected);
  });
});

describe("parseRememberedOrder", () => {
  it.each([
    ["a ticket's order", ORDER, ORDER],
    ["a conditional type", { ...ORDER, kind: "trailing_stop" }, { ...ORDER, kind: "trailing_stop" }],
    ["no account", { ...ORDER, account: "" }, null],
    ["an unknown side", { ...ORDER, side: "X" }, null],
    ["a kind that is no type name", { ...ORDER, kind: "<script>" }, null],
    ["a number for the volume", { ...ORDER, volume: 100 }, null],
    ["an over-long symbol", { ...ORDER, symbol: "X".repeat(21) }, null],
    ["not an object", "FPT", null],
  ] as const)("%s", (_case, raw, expected) => {
    expect(parseRememberedOrder(raw)).toEqual(expected);
  });
});

describe("withUser", () => {
  it.each([
    ["adds a user last", { a: 1 }, "b", 2, { a: 1, b: 2 }],
    ["moves a user's new value last", { a: 1, b: 2 }, "a", 3, { b: 2, a: 3 }],
    ["removes a user with null", { a: 1, b: 2 }, "a", null, { b: 2 }],
  ] as const)("%s", (_rule, map, user, value, expected) => {
    const next = withUser<number>(map, user, value);
    expect(next).toEqual(expected);
    expect(Object.keys(next)).toEqual(Object.keys(expected));
  });

  it("keeps the 10 most recent users", () => {
    let map: Readonly<Record<string, number>> = {};
    for (let user = 0; user < 12; user++) map = withUser(map, `u${user}`, user);
    expect(Object.keys(map)).toEqual(["u2", "u3", "u4", "u5", "u6", "u7", "u8", "u9", "u10", "u11"]);
  });
});

describe("the remembered order in the browser", () => {
  let storage: Map<string, string>;
  beforeEach(() => {
    storage = stubLocalStorage();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.setState({ user: null, status: "anonymous" });
  });

  it("is kept per user, only while the user's box is ticked, and only for its account", () => {
    storeRememberedOrder("u1", ORDER);
    expect(storage.has(REMEMBERED_ORDER_KEY)).toBe(false);
    storeRememberOrder("u1", true);
    storeRememberedOrder("u1", ORDER);
    expect(rememberedOrderOf("u1", ORDER.account)).toEqual(ORDER);
    expect(rememberedOrderOf("u1", "058C0000016")).toBeNull();
    expect(rememberedOrderOf("u2", ORDER.account)).toBeNull();
    storeRememberOrder("u1", false);
    expect(rememberedOrderOf("u1", ORDER.account)).toBeNull();
    expect(JSON.parse(storage.get(REMEMBERED_ORDER_KEY) ?? "null")).toEqual({});
  });

  it("lives under the keys the logout clears", () => {
    expect(LOGOUT_CLEARED_KEYS).toContain(REMEMBER_ORDER_KEY);
    expect(LOGOUT_CLEARED_KEYS).toContain(REMEMBERED_ORDER_KEY);
  });

  it("the ticket keeps the order after success and brings it back into an empty ticket of the account", () => {
    useSession.setState({ user: testUser({ userId: "058C000001" }), status: "signed-in" });
    const ticket = createTicketStore();
    ticket.getState().setRememberOrder(true);
    ticket.getState().open({ symbol: "FPT", side: "B", price: 92_100, volume: 100 }, "92.10");
    ticket.getState().setPin("123456");
    ticket.getState().resetAfterOrder(ORDER);
    expect(ticket.getState()).toMatchObject({ symbol: "FPT", price: "92.10", volume: "100", pin: "" });

    // A reload: a new ticket of the same user and account starts from the order.
    const next = createTicketStore();
    expect(next.getState().restoreRemembered(ORDER.account)).toEqual(ORDER);
    expect(next.getState()).toMatchObject({
      rememberOrder: true,
      side: "B",
      symbol: "FPT",
      price: "92.10",
      volume: "100",
      pin: "",
    });
    // Another account, or a ticket already filled by a click, gets nothing.
    expect(createTicketStore().getState().restoreRemembered("058C0000016")).toBeNull();
    const clicked = createTicketStore();
    clicked.getState().open({ symbol: "HPG", side: "S", price: 0, volume: 100 }, "");
    expect(clicked.getState().restoreRemembered(ORDER.account)).toBeNull();
    expect(clicked.getState().symbol).toBe("HPG");
  });

  it("another user of the browser gets neither the box nor the order", () => {
    useSession.setState({ user: testUser({ userId: "058C000001" }), status: "signed-in" });
    const ticket = createTicketStore();
    ticket.getState().setRememberOrder(true);
    ticket.getState().resetAfterOrder(ORDER);
    useSession.setState({ user: testUser({ userId: "058C000002" }), status: "signed-in" });
    const other = createTicketStore();
    expect(other.getState().restoreRemembered(ORDER.account)).toBeNull();
    expect(other.getState()).toMatchObject({ rememberOrder: false, symbol: "" });
  });

  it("without remember-order the form resets after success and nothing is stored", () => {
    useSession.setState({ user: testUser({ userId: "058C000001" }), status: "signed-in" });
    const ticket = createTicketStore();
    ticket.getState().open({ symbol: "FPT", side: "B", price: 92_100, volume: 100 }, "92.10");
    ticket.getState().resetAfterOrder(ORDER);
    expect(ticket.getState()).toMatchObject({ symbol: "FPT", price: "", volume: "" });
    expect(storage.has(REMEMBERED_ORDER_KEY)).toBe(false);
  });
});
