import { Compile } from "typebox/compile";
import { describe, expect, expectTypeOf, it } from "vitest";
import { OrderListQueryDataSchema, type OrderListQueryData } from "./core-book-queries";
import { StockNewOrderDataSchema, type StockNewOrderData } from "./core-orders";
import { UpdateParameterDataSchema } from "./core-session-payloads";

const order: StockNewOrderData = {
  cmd: "Web.newOrder",
  account: "058C0000011",
  advance: false,
  orderType: "1",
  pin: "123456",
  price: 25_650,
  refId: "r-1",
  side: "B",
  symbol: "ACB",
  type: "LO",
  volume: 100,
};

describe("the payload schemas", () => {
  const newOrder = Compile(StockNewOrderDataSchema);

  it("accept the payloads their types describe", () => {
    expect(newOrder.Check(order)).toBe(true);
    expect(newOrder.Check({ ...order, price: "ATO", type: "ATO", outRoom: true })).toBe(true);
  });

  it("refuse a price that is not an integer or a keyword, and a missing field", () => {
    expect(newOrder.Check({ ...order, price: 25_650.5 })).toBe(false);
    expect(newOrder.Check({ ...order, price: "MARKET" })).toBe(false);
    const { refId: _dropped, ...withoutRefId } = order;
    expect(newOrder.Check(withoutRefId)).toBe(false);
  });

  it("hold the spec's literals", () => {
    const parameter = Compile(UpdateParameterDataSchema);
    const hide = { cmd: "UpdateParameter", p1: "HIDE_CONFIRM_ORDER", p2: "HIDE_CONFIRM_ORDER", p3: "1" };
    expect(parameter.Check(hide)).toBe(true);
    expect(parameter.Check({ ...hide, p3: "2" })).toBe(false);
  });

  it("derive the types (literal unions, optional fields) and count pages from 1", () => {
    expectTypeOf<StockNewOrderData["side"]>().toEqualTypeOf<"B" | "S">();
    expectTypeOf<OrderListQueryData["status"]>().toEqualTypeOf<"" | "1" | "2" | "3" | "4">();
    expectTypeOf<OrderListQueryData>().toHaveProperty("product");
    expect(
      Compile(OrderListQueryDataSchema).Check({
        cmd: "Web.Order.OrderList",
        account: "A1",
        page: 0,
        size: 30,
        status: "",
      }),
    ).toBe(false);
  });
});
