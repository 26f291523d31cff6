/**
 * A customer who must still change the first-login (or an expired) password gets rc -8009 for
 * every session call but that change and the account reads around it (ours: the spec only opens
 * the modal, and a temporary password must not trade). A gate of the core dispatcher, so it holds
 * for every caller, HTTP or not.
 */
import { CORE_COMMANDS } from "@bangia/market";
import { invalidSession, refusal } from "../core/core-answers";
import type { CoreGate } from "../core/core-dispatcher";
import type { CustomerStore } from "../db/stores";
import { exchangeToday, mustChangePassword } from "./login-service";

export const PASSWORD_CHANGE_REQUIRED_RC = -8009;

/** What a customer may call before changing the first-login password. */
const BEFORE_PASSWORD_CHANGE: ReadonlySet<string> = new Set([
  CORE_COMMANDS.CHANGE_PASSWORD_FIRST_LOGIN,
  CORE_COMMANDS.LIST_ACCOUNTS,
  CORE_COMMANDS.LIST_WEB_TRADE_FUNCTIONS,
  CORE_COMMANDS.ACCOUNT_INFO,
]);

export function passwordChangeGate(customers: Pick<CustomerStore, "find">, now: () => number): CoreGate {
  return async (command, caller) => {
    if (BEFORE_PASSWORD_CHANGE.has(command.cmd)) return null;
    const customer = await customers.find(caller.session.userId);
    if (customer === null) return invalidSession();
    return mustChangePassword(customer, exchangeToday(now()))
      ? refusal(PASSWORD_CHANGE_REQUIRED_RC, caller.language)
      : null;
  };
}
