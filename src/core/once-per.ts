/**
 * The value kept under `key` in `kept`, made by `make` and kept the first time it is asked
 * for: the one get-or-make for kept values (the Intl objects of src/core/intl-objects.ts, a
 * build's remembered local times in `studioClock`). `undefined` is not a value it keeps.
 */
export function keptOrMade<K, T>(kept: Map<K, T>, key: K, make: () => T): T {
  let value = kept.get(key);
  if (value === undefined) {
    value = make();
    kept.set(key, value);
  }
  return value;
}
