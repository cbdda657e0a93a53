import type { User } from "@odo/domain";
import { useLiveQuery } from "dexie-react-hooks";
import { createContext, type ReactNode, useContext, useEffect, useRef } from "react";
import { databaseFor, hasSyncedOnce, type OdoDatabase } from "./db.js";
import { type RefusalListener, SyncEngine } from "./engine.js";

const DatabaseContext = createContext<OdoDatabase | null>(null);

/** Opens the signed-in user's database and runs its sync engine while they are signed in. */
export function UserDataProvider({
  user,
  onRefused,
  children,
}: {
  user: User;
  onRefused: RefusalListener;
  children: ReactNode;
}) {
  const userId = user._id;
  const db = databaseFor(userId);
  const latest = useRef({ user, onRefused });
  latest.current = { user, onRefused };
  useEffect(() => {
    // The user's own row is on the device from the first screen, before any pull.
    void db.users.get(userId).then(async (stored) => {
      if (!stored) await db.users.put(latest.current.user);
    });
    const engine = new SyncEngine(db, userId, (refused, count) => latest.current.onRefused(refused, count));
    engine.start();
    return () => engine.stop();
  }, [db, userId]);
  return <DatabaseContext.Provider value={db}>{children}</DatabaseContext.Provider>;
}

export function useDatabase(): OdoDatabase {
  const db = useContext(DatabaseContext);
  if (!db) throw new Error("useDatabase outside UserDataProvider");
  return db;
}

/** The signed-in user as the device knows them (updated by local changes and pulls). */
export function useMe(fallback: User): User {
  const db = useDatabase();
  return useLiveQuery(() => db.users.get(fallback._id), [db, fallback._id]) ?? fallback;
}

export interface SyncStatus {
  pending: number;
  syncing: boolean;
  lastSyncAt: string | null;
  lastError: "offline" | "server" | null;
}

/** What the top bar shows: unsent changes, syncing, last successful sync, offline. */
export function useSyncStatus(): SyncStatus {
  const db = useDatabase();
  return (
    useLiveQuery(async () => {
      const [pending, meta] = await Promise.all([
        db.outbox.count(),
        db.meta.bulkGet(["syncing", "lastSyncAt", "lastError"]),
      ]);
      const [syncing, lastSyncAt, lastError] = meta.map((row) => row?.value);
      return {
        pending,
        syncing: syncing === true,
        lastSyncAt: typeof lastSyncAt === "string" ? lastSyncAt : null,
        lastError: lastError === "offline" || lastError === "server" ? lastError : null,
      } satisfies SyncStatus;
    }, [db]) ?? { pending: 0, syncing: false, lastSyncAt: null, lastError: null }
  );
}

/** Unsent changes of a user, read straight from their database (the sign-out warning uses it). */
export async function pendingChangesOf(userId: string): Promise<number> {
  return databaseFor(userId).outbox.count();
}

/**
 * Whether this device has finished a sync with the server since it was set up: until then an
 * empty garage only means the first pull has not arrived yet.
 */
export function useFirstSyncDone(): boolean | undefined {
  const db = useDatabase();
  return useLiveQuery(() => hasSyncedOnce(db), [db]);
}
