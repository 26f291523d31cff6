/**
 * The proprietary (self-trading) board: today's flow of each group from the exchange's days,
 * and the days before from the generated content.
 *
 * Decision where the spec is silent: past days are generated at the first day's references
 * (anchored-subjects.ts), so a day's figures stay the same from one day to the next and are
 * computed once per group and date.
 */
import { previousTradingDay, type HolidayList, type ProprietaryDay } from "@bangia/market";
import type { GeneratedContent, ProprietaryFlow } from "../../synthetic/generated-content";
import type { ProprietaryGroup } from "../board-groups";
import { flowOfDay, isActive, proprietaryDay, proprietarySymbolDay } from "../rows/proprietary-rows";
import type { AnchoredSubjects } from "./anchored-subjects";
import type { MarketDay } from "./market-day";
import type { ProprietaryFeed } from "./market-feed";

/** Most proprietary days served (the board asks for 10). */
export const MAX_PROPRIETARY_DAYS = 60;
/** Dates of past proprietary days kept (the history walks back at most MAX_PROPRIETARY_DAYS). */
const PROPRIETARY_DATES_KEPT = MAX_PROPRIETARY_DAYS + 5;

export interface ProprietaryFeedParts {
  readonly content: GeneratedContent;
  readonly subjects: AnchoredSubjects;
  /** The exchange's holidays, to count the trading days of the history. */
  readonly holidays: HolidayList;
}

interface SymbolFlow {
  readonly symbol: string;
  readonly flow: ProprietaryFlow;
}

export function createProprietaryFeed(day: MarketDay, parts: ProprietaryFeedParts): ProprietaryFeed {
  const { content, subjects, holidays } = parts;
  /** Generated days by date, then group: a past day never changes. */
  const past = new Map<string, Map<ProprietaryGroup, ProprietaryDay>>();

  function todayFlows(group: ProprietaryGroup): SymbolFlow[] {
    const flows: SymbolFlow[] = [];
    for (const symbol of day.groups.proprietarySymbols(group)) {
      const symbolDay = day.exchange.day(symbol);
      if (symbolDay !== undefined) flows.push({ symbol, flow: flowOfDay(symbolDay) });
    }
    return flows;
  }

  function aggregate(group: ProprietaryGroup): ProprietaryDay {
    return proprietaryDay(
      day.date,
      todayFlows(group).map((entry) => entry.flow),
    );
  }

  function pastDay(group: ProprietaryGroup, date: string): ProprietaryDay {
    let groups = past.get(date);
    if (groups === undefined) {
      groups = new Map();
      past.set(date, groups);
      if (past.size > PROPRIETARY_DATES_KEPT) {
        const oldest = [...past.keys()].sort()[0];
        if (oldest !== undefined) past.delete(oldest);
      }
    }
    let generated = groups.get(group);
    if (generated === undefined) {
      const flows: ProprietaryFlow[] = [];
      for (const symbol of day.groups.proprietarySymbols(group)) {
        const subject = subjects.of(symbol);
        if (subject !== undefined) flows.push(content.proprietaryFlow(subject, date));
      }
      generated = proprietaryDay(date, flows);
      groups.set(group, generated);
    }
    return generated;
  }

  return {
    proprietaryAggregate: aggregate,

    proprietarySnapshot(group) {
      const today = day.date;
      return todayFlows(group)
        .filter((entry) => isActive(entry.flow))
        .map((entry) => proprietarySymbolDay(today, entry.symbol, entry.flow));
    },

    proprietaryHistory(group, days) {
      const wanted = Number.isFinite(days)
        ? Math.max(0, Math.min(MAX_PROPRIETARY_DAYS, Math.floor(days)))
        : 0;
      if (wanted === 0) return [];
      const today = day.date;
      const history: ProprietaryDay[] = [aggregate(group)];
      for (let date = today; history.length < wanted;) {
        date = previousTradingDay(date, holidays);
        history.push(pastDay(group, date));
      }
      return history.reverse();
    },
  };
}
