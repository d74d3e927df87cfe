// Texts kept by their input, for functions a render calls for every field or list item with the same few inputs
// again and again. Bounded: past `limit` inputs the kept texts are dropped and built again.

/** `compute` with its results kept by `keyOf` of the input (at most `limit` of them at a time). */
export function memoText<T>(
  compute: (input: T) => string,
  keyOf: (input: T) => string,
  limit: number,
): (input: T) => string {
  const kept = new Map<string, string>();
  return (input) => {
    const key = keyOf(input);
    let result = kept.get(key);
    if (result === undefined) {
      result = compute(input);
      if (kept.size >= limit) kept.clear();
      kept.set(key, result);
    }
    return result;
  };
}
