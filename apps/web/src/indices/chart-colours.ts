/**
 * Colours of the index charts. Up and down are the spec's chart colours (price-board §9:
 * green #07BA07, red #E63232), relative to the previous close. The global chart gives each
 * index its own colour, none of them the up, down or reference colour, so a line is never read
 * as a rise or a fall.
 */
export const CHART_UP = "#07BA07";
export const CHART_DOWN = "#E63232";
export const CHART_UP_FILL = "rgba(7, 186, 7, 0.18)";
export const CHART_DOWN_FILL = "rgba(230, 50, 50, 0.18)";

const GLOBAL_LINE_COLOURS: Readonly<Record<string, string>> = {
  "10": "#f5a623",
  "02": "#4da3ff",
  "11": "#c678dd",
  "03": "#2ec4b6",
  "27": "#ff7eb6",
};
const FALLBACK_LINE_COLOUR = "#9aa3ae";

/** The global chart's colour of an index. */
export function globalLineColour(code: string): string {
  return GLOBAL_LINE_COLOURS[code] ?? FALLBACK_LINE_COLOUR;
}
