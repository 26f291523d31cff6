/**
 * The account calls of group B (accounts-session §4, §7): the account list, the web-trade
 * function list, the card status, the default account and the hide-confirmation parameter.
 * Every call is the session's customer's; one that names an account the session does not own is
 * refused (account-access.ts).
 */
import {
  AccountInfoQueryDataSchema,
  CORE_COMMANDS,
  CORE_GROUPS,
  HIDE_CONFIRM_ORDER,
  ListAccountsDataSchema,
  ListWebTradeFunctionsDataSchema,
  UpdateDefaultAccountDataSchema,
  UpdateParameterDataSchema,
  type AccountListItem,
} from "@bangia/market";
import type { Stores, TradingAccount } from "../db/stores";
import { refuseAccount } from "../core/account-access";
import { invalidSession, OK } from "../core/core-answers";
import { defineCoreCommand, type CoreCommand } from "../core/core-command";

export interface AccountCommandDeps {
  readonly stores: Stores;
  /** Wall-clock now, epoch ms. */
  readonly now: () => number;
}

/**
 * Whether `p1` names one of `accounts`: an account code, or the customer code the spec derives
 * from one (the code without its last, type, digit).
 */
export function namesOwnAccount(p1: string, accounts: readonly TradingAccount[]): boolean {
  const wanted = p1.trim().toUpperCase();
  return (
    wanted !== "" &&
    accounts.some((account) => account.accountCode === wanted || account.accountCode.slice(0, -1) === wanted)
  );
}

/** The answer rows of ListAccount: ascending by code, as the store lists them. */
export function accountListItems(accounts: readonly TradingAccount[]): AccountListItem[] {
  return accounts.map((account) => ({
    accName: account.name,
    accCode: account.accountCode,
    accType: account.type,
  }));
}

/** The web-trade function codes of all the customer's accounts, each once, sorted. */
export function webTradeFunctions(accounts: readonly TradingAccount[]): string[] {
  return [...new Set(accounts.flatMap((account) => account.functions))].sort();
}

export function accountCommands(deps: AccountCommandDeps): CoreCommand[] {
  const { stores } = deps;
  const audit = { auditLog: stores.auditLog, now: deps.now };
  const group = CORE_GROUPS.BACK_OFFICE;

  return [
    defineCoreCommand({
      group,
      cmd: CORE_COMMANDS.LIST_ACCOUNTS,
      session: "required",
      summary: "The session customer's accounts [{accName, accCode, accType}], ascending by code",
      payload: ListAccountsDataSchema,
      example: { cmd: CORE_COMMANDS.LIST_ACCOUNTS },
      async handle({ session }) {
        return { rc: 1, data: accountListItems(await stores.tradingAccounts.listByUser(session.userId)) };
      },
    }),
    defineCoreCommand({
      group,
      cmd: CORE_COMMANDS.LIST_WEB_TRADE_FUNCTIONS,
      session: "required",
      summary: "The web-trade function codes of the customer's accounts (B buy, S sell, …)",
      payload: ListWebTradeFunctionsDataSchema,
      example: { cmd: CORE_COMMANDS.LIST_WEB_TRADE_FUNCTIONS },
      async handle({ session }) {
        return { rc: 1, data: webTradeFunctions(await stores.tradingAccounts.listByUser(session.userId)) };
      },
    }),
    defineCoreCommand({
      group,
      cmd: CORE_COMMANDS.ACCOUNT_INFO,
      session: "required",
      summary: "The card status [{C_IS_CARD_CLEAR}] of an own account (p1: its code or customer code)",
      payload: AccountInfoQueryDataSchema,
      example: { cmd: CORE_COMMANDS.ACCOUNT_INFO, type: "cursor", p1: "058C0000011" },
      async handle(call) {
        const { session, data } = call;
        const accounts = await stores.tradingAccounts.listByUser(session.userId);
        if (!namesOwnAccount(data.p1, accounts)) return refuseAccount(audit, call, data.p1);
        const customer = await stores.customers.find(session.userId);
        if (customer === null) return invalidSession();
        return { rc: 1, data: [{ C_IS_CARD_CLEAR: customer.cardStatus }] };
      },
    }),
    defineCoreCommand({
      group,
      cmd: CORE_COMMANDS.UPDATE_DEFAULT_ACCOUNT,
      session: "required",
      summary: "Makes an own account (p1) the default",
      payload: UpdateDefaultAccountDataSchema,
      example: { cmd: CORE_COMMANDS.UPDATE_DEFAULT_ACCOUNT, p1: "058C0000011" },
      async handle(call) {
        const { session, data } = call;
        const account = data.p1.trim().toUpperCase();
        // One statement checks the ownership and sets the default: no window between the two.
        if (!(await stores.customers.setDefaultAccount(session.userId, account)))
          return refuseAccount(audit, call, data.p1);
        await stores.auditLog.append({
          at: deps.now(),
          userId: session.userId,
          action: "account.default",
          ip: call.ip,
          detail: { account },
        });
        return OK;
      },
    }),
    defineCoreCommand({
      group,
      cmd: CORE_COMMANDS.UPDATE_PARAMETER,
      session: "required",
      summary: "HIDE_CONFIRM_ORDER (p1 = p2): p3 '0' shows the stock order confirmation, '1' hides it",
      payload: UpdateParameterDataSchema,
      example: {
        cmd: CORE_COMMANDS.UPDATE_PARAMETER,
        p1: HIDE_CONFIRM_ORDER,
        p2: HIDE_CONFIRM_ORDER,
        p3: "1",
      },
      async handle({ session, data, ip }) {
        const hidden = data.p3 === "1";
        if (!(await stores.customers.setHideConfirmOrder(session.userId, hidden))) return invalidSession();
        await stores.auditLog.append({
          at: deps.now(),
          userId: session.userId,
          action: "account.parameter",
          ip,
          detail: { parameter: HIDE_CONFIRM_ORDER, hidden },
        });
        return OK;
      },
    }),
  ];
}
