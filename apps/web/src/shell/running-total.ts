/**
 * The header's totals in the language's number style, which is the board's in both languages
 * ("2,271"), so the header and the boards agree.
 */
import { formatNumber, scaleDecimal, type Language } from "@bangia/market";

/**
 * A whole-billions total as the header shows it in `language`. The totals hook writes them in the
 * board style ("16,601", whole billions rounded once); reading that text back is exact, so the
 * language's style never rounds again. Empty (not loaded) stays empty.
 *
 * @example runningTotal("16,601", "vi") // "16.601"
 * @example runningTotal("16,601", "en") // "16,601"
 */
export function runningTotal(boardText: string, language: Language): string {
  if (boardText === "") return "";
  const billions = scaleDecimal(boardText, 0);
  return billions === null ? boardText : formatNumber(billions, { language });
}
