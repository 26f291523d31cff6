/**
 * The price-board settings of a logged-in customer on the server (price-board §6 "server-side
 * settings"): `PUT history/userSettings/{userId}/Client` with the board's item, its Settings as
 * JSON text (SaveUserSettingBody). Reading them back at login belongs to the session's start.
 */
import {
  PRICE_BOARD_SETTING_KEY,
  type HistoryFeedAnswers,
  type PriceBoardSettings,
  type SaveUserSettingBody,
} from "@bangia/market";
import { requestJson } from "../api/http";

function userSettingsPath(userId: string): string {
  return `history/userSettings/${encodeURIComponent(userId)}/Client`;
}

/** Saves the board settings item, replacing the stored one. */
export async function saveServerBoardSettings(userId: string, settings: PriceBoardSettings): Promise<void> {
  const body: SaveUserSettingBody = {
    SettingKey: PRICE_BOARD_SETTING_KEY,
    Settings: JSON.stringify(settings),
  };
  await requestJson<HistoryFeedAnswers["saveUserSetting"]>(userSettingsPath(userId), { method: "PUT", body });
}
