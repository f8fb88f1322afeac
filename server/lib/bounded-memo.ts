/**
 * Keeps the last `limit` values made for string keys, dropping the one used least recently
 * when full: for pure work that a stream of identical requests would otherwise repeat, such
 * as compiling the same statement again. `make` runs only when the key is not kept.
 */
export function boundedMemo<Value>(limit: number): (key: string, make: () => Value) => Value {
  const values = new Map<string, Value>();
  return (key, make) => {
    if (values.has(key)) {
      const value = values.get(key) as Value;
      // A Map keeps insertion order: moving the key to the end leaves the least recently used first.
      values.delete(key);
      values.set(key, value);
      return value;
    }
    const value = make();
    values.set(key, value);
    if (values.size > limit) values.delete(values.keys().next().value as string);
    return value;
  };
}
