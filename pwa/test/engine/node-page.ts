/**
 * What the sync engine reads of a browser tab, for running it in Node: a window and a document
 * that take listeners, a navigator that is online (without Web Locks, so each engine leads at
 * once), a location, and one localStorage per module instance's session (see devices.ts).
 * IndexedDB comes from fake-indexeddb, one factory per device.
 */
const listeners = { addEventListener() {}, removeEventListener() {}, dispatchEvent: () => true };

const storage = new Map<string, string>();
const localStorageShim = {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, String(value)),
  removeItem: (key: string) => void storage.delete(key),
  clear: () => storage.clear(),
  key: (index: number) => [...storage.keys()][index] ?? null,
  get length() {
    return storage.size;
  },
};

export function installNodePage(origin: string): void {
  Object.assign(globalThis, {
    window: Object.assign(globalThis, listeners),
    document: { visibilityState: "visible", ...listeners },
    location: { origin },
    localStorage: localStorageShim,
  });
  Object.defineProperty(globalThis, "navigator", { value: { onLine: true }, configurable: true });
}
