import { describe, expect, it } from "vitest";
import { serviceSessions } from "./service-time";

const rows = (venue: Parameters<typeof serviceSessions>[0]) =>
  serviceSessions(venue).map((session) => `${session.phase} ${session.start}-${session.end}`);

describe("serviceSessions (the exchange schedule, trading hours only)", () => {
  it("HOSE: ATO, continuous, lunch, continuous, ATC, put-through", () => {
    expect(rows("HOSE")).toEqual([
      "OPENING_CALL 09:00-09:15",
      "CONTINUOUS 09:15-11:30",
      "LUNCH 11:30-13:00",
      "CONTINUOUS 13:00-14:30",
      "CLOSING_CALL 14:30-14:45",
      "PUT_THROUGH_ONLY 14:45-15:00",
    ]);
  });

  it("HNX ends with the post-close session", () => {
    expect(rows("HNX").slice(-2)).toEqual([
      "POST_CLOSE_COLLECTION 14:45-14:55",
      "POST_CLOSE_MATCHING 14:55-15:00",
    ]);
  });

  it("UPCOM has no call auctions", () => {
    expect(rows("UPCOM")).toEqual(["CONTINUOUS 09:00-11:30", "LUNCH 11:30-13:00", "CONTINUOUS 13:00-15:00"]);
  });

  it("derivatives open at 08:45 and close at 14:45", () => {
    const derivatives = rows("DERIVATIVES");
    expect(derivatives[0]).toBe("OPENING_CALL 08:45-09:00");
    expect(derivatives.at(-1)).toBe("CLOSING_CALL 14:30-14:45");
  });
});
