/**
 * The server calls of the account layer: the core gateway (accounts, functions, card status,
 * default account, the confirmation parameter, the smart-OTP enrolment) and the user settings of
 * the history feed (`GET userSettings/{userId}/Client`). One object, so tests hand the stores a
 * fake server.
 */
import type { HistoryFeedAnswers, UserSettingItem } from "@bangia/market";
import { coreCall } from "../state/core-client";
import { requestJson } from "../api/http";
import { fetchSession } from "../api/session-api";

/** The core gateway call, as api/core-client.ts makes it. */
export type CoreCaller = typeof coreCall;

export interface AccountApi {
  readonly core: CoreCaller;
  /** The user's settings items (stock, derivative, priceBoard); rejects on a failed load. */
  loadUserSettings(userId: string): Promise<readonly UserSettingItem[]>;
  /** The saved HIDE_CONFIRM_ORDER parameter (GET /api/session); undefined without a session. */
  loadHideConfirmOrder(): Promise<boolean | undefined>;
}

export const accountApi: AccountApi = {
  core: coreCall,
  async loadUserSettings(userId) {
    const path = `history/userSettings/${encodeURIComponent(userId)}/Client`;
    const answer = await requestJson<HistoryFeedAnswers["userSettings"]>(path);
    return answer.data.data;
  },
  async loadHideConfirmOrder() {
    return (await fetchSession()).data?.hideConfirmOrder;
  },
};
