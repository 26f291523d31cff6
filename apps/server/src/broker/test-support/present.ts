/** The value, or a failed test when it is missing: lets a test say "this exists" in one word. */
export function present<T>(value: T | null | undefined, what = "value"): T {
  if (value === null || value === undefined) throw new Error(`expected a ${what}`);
  return value;
}
