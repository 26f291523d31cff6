/**
 * `JSON.stringify` in pieces: the same text, handed out as chunks, so a large state can be
 * written a few milliseconds at a time (see `time-slicer.ts`) instead of in one long pause.
 *
 * Arrays and objects are walked element by element while they are large (more than
 * `WHOLE_BELOW` entries) or hold a large one; anything smaller is given to `JSON.stringify`
 * whole, which keeps each chunk's cost small and the walk cheap. The rules of `JSON.stringify`
 * are kept: `toJSON` is called (with its key), values it leaves out (undefined, functions,
 * symbols) are skipped in objects and written `null` in arrays, non-finite numbers as `null`.
 * A `toJSON` may build its value only when the walk reaches it: large values can be built piece
 * by piece too.
 */

/** Containers with at most this many entries, none of them large, are written whole. */
const WHOLE_BELOW = 16;
/** Runs of plain values (not objects) in a large array are written this many at a time. */
const PLAIN_RUN = 512;

/** The chunks of `JSON.stringify(value)`; their concatenation is exactly that text. */
export function* jsonChunks(value: unknown): Generator<string, void, undefined> {
  const text = yield* chunksOf(prepared(value, ""));
  if (text === undefined) throw new TypeError("the value has no JSON text");
}

/** Yields the chunks of a prepared value; returns undefined when the value has no JSON text. */
function* chunksOf(value: unknown): Generator<string, true | undefined, undefined> {
  if (!isContainer(value) || !isLarge(value)) {
    const text = JSON.stringify(value) as string | undefined;
    if (text === undefined) return undefined;
    yield text;
    return true;
  }
  if (Array.isArray(value)) {
    yield "[";
    for (let i = 0; i < value.length;) {
      if (i > 0) yield ",";
      let end = i;
      while (end < value.length && end - i < PLAIN_RUN && !isContainer(value[end])) end++;
      if (end > i) {
        // Plain values (undefined, functions and symbols among them are written null, as in
        // any array) need no key: the run's own array text without its brackets.
        yield JSON.stringify(value.slice(i, end)).slice(1, -1);
        i = end;
        continue;
      }
      const written = yield* chunksOf(prepared(value[i], String(i)));
      if (written === undefined) yield "null";
      i++;
    }
    yield "]";
    return true;
  }
  yield "{";
  let first = true;
  for (const key of Object.keys(value)) {
    const entry = prepared((value as Record<string, unknown>)[key], key);
    if (entry === undefined || typeof entry === "function" || typeof entry === "symbol") continue;
    yield `${first ? "" : ","}${JSON.stringify(key)}:`;
    first = false;
    yield* chunksOf(entry);
  }
  yield "}";
  return true;
}

/** The value as `JSON.stringify` sees it under `key`: after its `toJSON`, if it has one. */
function prepared(value: unknown, key: string): unknown {
  if (typeof value === "object" && value !== null && "toJSON" in value && typeof value.toJSON === "function")
    return (value.toJSON as (key: string) => unknown).call(value, key);
  return value;
}

function isContainer(value: unknown): value is object {
  return typeof value === "object" && value !== null;
}

/** Large: many entries, or an entry that is itself a container with many. */
function isLarge(value: object): boolean {
  const entries: unknown[] = Array.isArray(value) ? value : Object.values(value);
  if (entries.length > WHOLE_BELOW) return true;
  return entries.some(
    (entry) =>
      isContainer(entry) &&
      ("toJSON" in entry || (Array.isArray(entry) ? entry : Object.keys(entry)).length > WHOLE_BELOW),
  );
}
