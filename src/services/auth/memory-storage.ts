/** A Storage kept in memory: the fallback when the browser refuses localStorage, and the tests' storage. */
export function createMemoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map<string, string>(Object.entries(initial));
  const storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key: string) => items.get(key) ?? null,
    key: (index: number) => [...items.keys()][index] ?? null,
    removeItem: (key: string) => {
      items.delete(key);
    },
    setItem: (key: string, value: string) => {
      items.set(key, String(value));
    },
  };
  return storage as Storage;
}
