/**
 * The user-settings items the server keeps (accounts-session §3): what a save is checked
 * against and what a read falls back to. The `Settings` text is read with the market package's
 * parsers, so the server stores exactly what the apps would read back: values the parser does
 * not accept take their defaults, as they would in the browser. Beyond the parsers the server
 * refuses text that is not a JSON object, fields no panel knows, and a board selection with
 * nothing ticked (`no-setting-chosen`).
 */
import {
  DEFAULT_PRICE_BOARD_SETTINGS,
  DEFAULT_USER_SETTINGS,
  PRICE_BOARD_SETTING_KEY,
  parseBoardSettings,
  parseUserSettings,
  serializeUserSettings,
  validateBoardSettings,
  type UserSettingItem,
} from "@bangia/market";
import { badRequest } from "../../http/api-errors";
import { SETTING_ITEM_KEYS } from "./history-schemas";

export type SettingItemKey = (typeof SETTING_ITEM_KEYS)[number];

function defaultSettingsText(key: SettingItemKey): string {
  return JSON.stringify(
    key === PRICE_BOARD_SETTING_KEY
      ? DEFAULT_PRICE_BOARD_SETTINGS
      : serializeUserSettings(DEFAULT_USER_SETTINGS[key]),
  );
}

function fieldsOf(key: SettingItemKey): readonly string[] {
  return Object.keys(
    key === PRICE_BOARD_SETTING_KEY ? DEFAULT_PRICE_BOARD_SETTINGS : DEFAULT_USER_SETTINGS[key],
  );
}

/** Every item of a user: the stored ones, and the defaults of the keys never saved. */
export function withDefaults(stored: readonly UserSettingItem[]): UserSettingItem[] {
  return SETTING_ITEM_KEYS.map(
    (key) =>
      stored.find((item) => item.SettingKey === key) ?? {
        SettingKey: key,
        Settings: defaultSettingsText(key),
      },
  );
}

/**
 * The item to store for a save: its `Settings` normalised by the market package's parser.
 *
 * @throws ApiError BAD_REQUEST for text that is not a JSON object, an unknown field, or an
 * empty board selection.
 */
export function settingItemToSave(key: SettingItemKey, settings: string): UserSettingItem {
  let parsed: unknown;
  try {
    parsed = JSON.parse(settings);
  } catch {
    throw badRequest("body/Settings", "is not JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw badRequest("body/Settings", "must be a JSON object");
  const known = fieldsOf(key);
  const unknown = Object.keys(parsed).find((field) => !known.includes(field));
  if (unknown !== undefined)
    throw badRequest(`body/Settings/${unknown.slice(0, 40)}`, `is not a ${key} setting`);
  if (key === PRICE_BOARD_SETTING_KEY) {
    const checked = validateBoardSettings(parseBoardSettings(parsed));
    if (!checked.ok) throw badRequest("body/Settings", checked.key);
    return { SettingKey: key, Settings: JSON.stringify(checked.value) };
  }
  return { SettingKey: key, Settings: JSON.stringify(serializeUserSettings(parseUserSettings(key, parsed))) };
}
