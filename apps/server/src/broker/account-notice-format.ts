/** A ratio in parts per million as a percent with two decimals, from integers only: 352_512 → "35.25%". */
export function formatPercentPpm(ppm: number): string {
  const hundredths = Math.round(ppm / 100);
  const sign = hundredths < 0 ? "-" : "";
  const abs = Math.abs(hundredths);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}%`;
}
