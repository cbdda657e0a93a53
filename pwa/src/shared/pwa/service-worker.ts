import { useSyncExternalStore } from "react";

let accept: (() => void) | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/**
 * Registers the service worker of the production build. A new version waits until the user says
 * yes (no silent reload under a half-filled form); the app checks for one whenever it comes back
 * to the foreground.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  // Loaded after the first paint: nothing on screen waits for the worker.
  const { Workbox } = await import("workbox-window");
  const workbox = new Workbox("/sw.js");
  workbox.addEventListener("waiting", () => {
    accept = () => {
      workbox.addEventListener("controlling", () => window.location.reload());
      workbox.messageSkipWaiting();
    };
    emit();
  });
  // A browser may refuse the worker (a private window, a policy, a test that opens the app as a
  // first visit): the app then works online only, and says nothing of it as a failure.
  const ignoreRefusal = () => undefined;
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") workbox.update().catch(ignoreRefusal);
  });
  workbox.register().catch(ignoreRefusal);
}

export function dismissUpdate(): void {
  accept = null;
  emit();
}

/** The function that installs the waiting version, or null when there is none. */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => accept,
  );
}

/** Asks the browser not to evict Odo's data under storage pressure (after sign-in). */
export function askForPersistentStorage(): void {
  void navigator.storage?.persist?.().catch(() => false);
}
