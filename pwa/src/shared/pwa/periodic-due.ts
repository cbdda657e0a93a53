/** The Periodic Background Sync tag of a signed-in user's due check; the worker reads the id from it. */
export const periodicDueTagPrefix = "odo-due:";
/** The browser decides when; this is the least time between two checks. */
const minIntervalMs = 12 * 3_600_000;

interface PeriodicSyncManager {
  register(tag: string, options: { minInterval: number }): Promise<void>;
  unregister(tag: string): Promise<void>;
  getTags(): Promise<string[]>;
}

async function periodicSync(): Promise<PeriodicSyncManager | undefined> {
  const registration = await navigator.serviceWorker?.getRegistration();
  return (registration as (ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManager }) | undefined)
    ?.periodicSync;
}

/**
 * Asks the browser (where it offers Periodic Background Sync: an installed app in Chromium) to
 * wake the service worker now and then, so items that come due with time notify with Odo closed.
 */
export async function startPeriodicDueCheck(userId: string): Promise<void> {
  try {
    await (await periodicSync())?.register(`${periodicDueTagPrefix}${userId}`, { minInterval: minIntervalMs });
  } catch {
    // Not installed, or the browser declined: the checks at start and on return still run.
  }
}

/** At sign-out: nobody's reminders are checked on this device any more. */
export async function stopPeriodicDueChecks(): Promise<void> {
  try {
    const manager = await periodicSync();
    for (const tag of (await manager?.getTags()) ?? []) {
      if (tag.startsWith(periodicDueTagPrefix)) await manager?.unregister(tag);
    }
  } catch {
    // Nothing registered.
  }
}
