/**
 * A fake server for the account tests: core answers by command (a value, or a function of the
 * payload), the calls it received, and user settings that load or fail.
 */
import type { CoreAnswer, UserSettingItem } from "@bangia/market";
import type { AccountApi, CoreCaller } from "./account-api";

type Answer = CoreAnswer<unknown> | ((data: Record<string, unknown>) => CoreAnswer<unknown>);

export interface FakeAccountApi extends AccountApi {
  /** Every core call, oldest first: group and payload. */
  readonly calls: { readonly group: string; readonly data: Record<string, unknown> }[];
  /** The answers by command; a command without one answers rc 0. */
  readonly answers: Record<string, Answer>;
  /** The settings items, or an error to reject with. */
  settings: readonly UserSettingItem[] | Error;
  /** The server's saved HIDE_CONFIRM_ORDER, undefined when unknown. */
  hideConfirmOrder: boolean | undefined;
}

export const DEMO_ACCOUNTS = [
  { accName: "Hoàng Thu Hà", accCode: "058C0000058", accType: "8" },
  { accName: "Hoàng Thu Hà", accCode: "058C0000051", accType: "1" },
] as const;

export function fakeAccountApi(answers: Record<string, Answer> = {}): FakeAccountApi {
  const calls: FakeAccountApi["calls"] = [];
  const fake: FakeAccountApi = {
    calls,
    answers: {
      ListAccount: { rc: 1, data: DEMO_ACCOUNTS },
      ListFuncWebtrade: { rc: 1, data: ["B", "S"] },
      GetAccountInfo: { rc: 1, data: [{ C_IS_CARD_CLEAR: "0" }] },
      UpdateAccountDefault: { rc: 1 },
      UpdateParameter: { rc: 1 },
      ...answers,
    },
    settings: [],
    hideConfirmOrder: undefined,
    // The gateway's generic signature cannot be implemented by a lookup; the tests' answers are
    // the wire shapes of each command.
    core: (async (group: string, data: Record<string, unknown>) => {
      calls.push({ group, data });
      const answer = fake.answers[String(data["cmd"])] ?? { rc: 0 };
      return typeof answer === "function" ? answer(data) : answer;
    }) as unknown as CoreCaller,
    async loadUserSettings() {
      if (fake.settings instanceof Error) throw fake.settings;
      return fake.settings;
    },
    async loadHideConfirmOrder() {
      return fake.hideConfirmOrder;
    },
  };
  return fake;
}
