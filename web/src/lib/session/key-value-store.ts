/** A small synchronous key-value store (localStorage in the browser, a Map in tests). */
export type KeyValueStore = Readonly<{
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}>;

/** The browser's localStorage; private modes that throw on write degrade to no storage. */
export function localStorageStore(storage: Storage | undefined = globalThis.localStorage): KeyValueStore {
  return {
    get: (key) => {
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      try {
        storage?.setItem(key, value);
      } catch {
        // Quota or privacy mode: the value simply is not kept.
      }
    },
    remove: (key) => {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing kept, nothing to remove.
      }
    },
  };
}

/** An in-memory store, for tests and for environments without localStorage. */
export function memoryStore(initial: Readonly<Record<string, string>> = {}): KeyValueStore {
  const map = new Map(Object.entries(initial));
  return { get: (key) => map.get(key) ?? null, set: (key, value) => void map.set(key, value), remove: (key) => void map.delete(key) };
}
