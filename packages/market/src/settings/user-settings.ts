/**
 * The user settings of order entry (accounts-session §3, §9; order-entry §3): suggested volumes,
 * volume and price steps, realtime price, and which confirmations and notices show. The server keeps one item per SettingKey —
 * `stock` for the securities panel and `derivative` for the derivatives panel — each holding
 * its settings as JSON. Field names are the stored ones, misspelling (`volumn_step`) included.
 *
 * Every field falls back to its default on a missing or malformed value, and a whole item on a
 * load error (spec: "each has a default fallback on load error").
 */
import {
  DEFAULT_DERIVATIVE_VOLUME_STEP,
  DERIVATIVE_VOLUME_PRESETS,
  STOCK_VOLUME_PRESETS,
  STOCK_VOLUME_STEP,
} from "../lots";
import { readStoredObject } from "./stored-json";

/** The SettingKey of each panel's item. */
export const SETTING_KEYS = ["stock", "derivative"] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export interface UserSettings {
  /** Suggested volumes, the panel's preset buttons (order-entry §3 `volume`, §9). */
  readonly volume: readonly number[];
  /** Step of the volume +/- buttons; a whole number. */
  readonly volumn_step: number;
  /** Step of the price +/- buttons, in board units (thousand VND; index points on derivatives). */
  readonly price_step: number;
  /** Whether the order price follows the market price live. */
  readonly realtime_price: boolean;
  readonly show_confirm_order: boolean;
  readonly show_match_order_success: boolean;
  readonly show_cancel_order_success: boolean;
}

/** The stored form: flags as the strings 'true' / 'false', numbers as they are. */
export type StoredUserSettings = {
  readonly [K in keyof UserSettings]: UserSettings[K] extends boolean ? "true" | "false" : UserSettings[K];
};

/**
 * Defaults per panel. Suggested volumes are the spec's presets (order-entry §9: 100, 500, 1000,
 * 5000 for stocks; 1, 2, 5, 10 for derivatives). The spec gives volume step 1 and price step 0.1
 * (§9 names them for derivatives). For stocks the volume step is the board lot, since a step of 1
 * makes volumes the lot rule refuses; 0.1 (100 VND) sits on every stock tick. The spec gives no defaults for the
 * flags: confirmations and notices default on (the safer side when money moves), realtime price
 * defaults off so a price never moves under a customer who is typing an order.
 */
export const DEFAULT_USER_SETTINGS: Readonly<Record<SettingKey, UserSettings>> = Object.freeze({
  stock: Object.freeze({
    volume: Object.freeze([...STOCK_VOLUME_PRESETS]),
    volumn_step: STOCK_VOLUME_STEP,
    price_step: 0.1,
    realtime_price: false,
    show_confirm_order: true,
    show_match_order_success: true,
    show_cancel_order_success: true,
  }),
  derivative: Object.freeze({
    volume: Object.freeze([...DERIVATIVE_VOLUME_PRESETS]),
    volumn_step: DEFAULT_DERIVATIVE_VOLUME_STEP,
    price_step: 0.1,
    realtime_price: false,
    show_confirm_order: true,
    show_match_order_success: true,
    show_cancel_order_success: true,
  }),
});

// Plain decimal text only ("5", "0.5"): Number() would also take "0x10", "1e3" or "Infinity".
// The length cap keeps a hostile stored value from reaching the pattern at all.
const DECIMAL_TEXT = /^\d+(?:\.\d+)?$/;
const MAX_NUMBER_TEXT_LENGTH = 32;

function readPositive(value: unknown): number | null {
  let number = value;
  if (typeof value === "string") {
    const text = value.trim();
    number = text.length <= MAX_NUMBER_TEXT_LENGTH && DECIMAL_TEXT.test(text) ? Number(text) : null;
  }
  return typeof number === "number" && Number.isFinite(number) && number > 0 ? number : null;
}

function readWhole(value: unknown): number | null {
  const number = readPositive(value);
  return number !== null && Number.isSafeInteger(number) ? number : null;
}

/** Suggested volumes: the whole positive entries, repeats dropped; none usable → the default. */
function readVolumes(value: unknown, fallback: readonly number[]): readonly number[] {
  if (!Array.isArray(value)) return fallback;
  const volumes = [...new Set(value.map(readWhole).filter((volume) => volume !== null))];
  return volumes.length > 0 ? volumes : fallback;
}

function readFlag(value: unknown, fallback: boolean): boolean {
  if (typeof value === "boolean") return value;
  if (value === "true") return true;
  if (value === "false") return false;
  return fallback;
}

/**
 * One panel's settings from its stored JSON (text or already parsed). Steps must be positive
 * numbers (plain decimal text accepted), the volume step and suggested volumes whole ones; flags
 * 'true' / 'false' (booleans accepted). Anything else takes that field's default; unreadable JSON
 * takes them all.
 *
 * @example
 * parseUserSettings("derivative", '{"volumn_step":"5","show_confirm_order":"false"}');
 * // → { volumn_step: 5, price_step: 0.1, realtime_price: false, show_confirm_order: false, … }
 */
export function parseUserSettings(key: SettingKey, raw: unknown): UserSettings {
  const defaults = DEFAULT_USER_SETTINGS[key];
  const stored = readStoredObject(raw);
  if (stored === null) return defaults;
  return {
    volume: readVolumes(stored["volume"], defaults.volume),
    volumn_step: readWhole(stored["volumn_step"]) ?? defaults.volumn_step,
    price_step: readPositive(stored["price_step"]) ?? defaults.price_step,
    realtime_price: readFlag(stored["realtime_price"], defaults.realtime_price),
    show_confirm_order: readFlag(stored["show_confirm_order"], defaults.show_confirm_order),
    show_match_order_success: readFlag(stored["show_match_order_success"], defaults.show_match_order_success),
    show_cancel_order_success: readFlag(
      stored["show_cancel_order_success"],
      defaults.show_cancel_order_success,
    ),
  };
}

/**
 * Both panels' settings from the server's item list (`{ SettingKey, Settings }` entries). A
 * missing item, or an answer that is not a list, gives that panel its defaults.
 *
 * @example
 * userSettingsFromItems([{ SettingKey: "stock", Settings: '{"price_step":0.5}' }]).stock.price_step; // → 0.5
 * userSettingsFromItems(undefined).derivative; // → DEFAULT_USER_SETTINGS.derivative
 */
export function userSettingsFromItems(items: unknown): Readonly<Record<SettingKey, UserSettings>> {
  const list = Array.isArray(items) ? items.map(readStoredObject) : [];
  const settingsOf = (key: SettingKey): UserSettings =>
    parseUserSettings(key, list.find((item) => item?.["SettingKey"] === key)?.["Settings"]);
  return { stock: settingsOf("stock"), derivative: settingsOf("derivative") };
}

/**
 * The stored form of one panel's settings.
 *
 * @example
 * serializeUserSettings(DEFAULT_USER_SETTINGS.derivative).show_confirm_order; // → "true"
 */
export function serializeUserSettings(settings: UserSettings): StoredUserSettings {
  const flag = (value: boolean): "true" | "false" => (value ? "true" : "false");
  return {
    volume: settings.volume,
    volumn_step: settings.volumn_step,
    price_step: settings.price_step,
    realtime_price: flag(settings.realtime_price),
    show_confirm_order: flag(settings.show_confirm_order),
    show_match_order_success: flag(settings.show_match_order_success),
    show_cancel_order_success: flag(settings.show_cancel_order_success),
  };
}
