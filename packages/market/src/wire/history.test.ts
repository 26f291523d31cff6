import { describe, expect, expectTypeOf, it } from "vitest";
import type { PriceBoardSettings } from "../settings/board-settings";
import type { StoredUserSettings } from "../settings/user-settings";
import {
  PRICE_BOARD_SETTING_KEY,
  type HistoryFeedAnswers,
  type NearestHistories,
  type UserSettingItem,
  type UserSettingsByKey,
  type Watchlist,
} from "./history";

describe("history-feed answers (price-board §7 History feed)", () => {
  it("nests watchlists as the client reads them: data.data", () => {
    expectTypeOf<HistoryFeedAnswers["listWatchlists"]["data"]["data"]>().toEqualTypeOf<
      readonly Watchlist[]
    >();
    expectTypeOf<HistoryFeedAnswers["createWatchlist"]["data"]["data"]["Id"]>().toEqualTypeOf<string>();
    expectTypeOf<Watchlist>().toEqualTypeOf<{
      readonly Id: string;
      readonly Name: string;
      readonly Symbols: readonly string[];
    }>();
    const created: HistoryFeedAnswers["createWatchlist"] = {
      data: { data: { Id: "w1", Name: "Bank", Symbols: [] } },
    };
    expect(created.data.data.Id).toBe("w1");
  });

  it("keys historiesnearest by symbol with c, v, t arrays", () => {
    const answer: NearestHistories = { FPT: { c: [121_500], v: [1_000], t: [1_741_572_900] } };
    expect(answer["FPT"]?.t?.[0]).toBe(1_741_572_900);
  });

  it("stores settings as JSON text under a SettingKey, flags as 'true'/'false'", () => {
    expectTypeOf<UserSettingItem["SettingKey"]>().toEqualTypeOf<"stock" | "derivative" | "priceBoard">();
    expectTypeOf<UserSettingItem["Settings"]>().toEqualTypeOf<string>();
    expectTypeOf<UserSettingsByKey["derivative"]>().toEqualTypeOf<StoredUserSettings>();
    expectTypeOf<UserSettingsByKey["derivative"]["show_confirm_order"]>().toEqualTypeOf<"true" | "false">();
    expectTypeOf<UserSettingsByKey["stock"]>().toHaveProperty("volumn_step");
    expectTypeOf<UserSettingsByKey["priceBoard"]>().toEqualTypeOf<PriceBoardSettings>();
    expect(PRICE_BOARD_SETTING_KEY).toBe("priceBoard");
  });
});
