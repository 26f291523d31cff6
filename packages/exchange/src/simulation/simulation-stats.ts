/**
 * What the simulator sent and how the exchange answered: commands per type and rejections per
 * code. The simulator builds only valid commands, so a test (or an operator) can assert that
 * rejections stay near zero; anything that does show up names the rule the simulator missed.
 */
import type { CommandResult } from "../exchange/exchange-api";
import type { OrderCommand } from "../orders/order-commands";

export interface SimulationStats {
  commands: number;
  rejected: number;
  byCommand: Record<OrderCommand["type"], number>;
  /** Rejections by reject code. */
  rejections: Record<string, number>;
}

export function emptyStats(): SimulationStats {
  return {
    commands: 0,
    rejected: 0,
    byCommand: { new: 0, cancel: 0, replace: 0, advertise: 0, withdraw: 0, deal: 0 },
    rejections: {},
  };
}

/** Counts one command and its answer. */
export function recordResult(stats: SimulationStats, command: OrderCommand, result: CommandResult): void {
  stats.commands++;
  stats.byCommand[command.type]++;
  if (result.ok) return;
  stats.rejected++;
  stats.rejections[result.code] = (stats.rejections[result.code] ?? 0) + 1;
}

/** A deep copy, so callers cannot change the simulator's counters. */
export function copyStats(stats: SimulationStats): SimulationStats {
  return { ...stats, byCommand: { ...stats.byCommand }, rejections: { ...stats.rejections } };
}
