import {
  type Entitlement,
  entitlementSchema,
  entitlementTrusted,
  type PlanOnDevice,
  planOnDevice,
  type User,
} from "@odo/domain";
import { useEffect, useSyncExternalStore } from "react";
import { browserChecks } from "../../data/signature-checks.js";
import { api, NetworkError } from "../session/api.js";
import { readStored, writeStored } from "../session/storage.js";
import { odoKey } from "../signing/odo-key.js";
import { useOnline } from "../sync/use-online.js";

/** Each account's last entitlement checked on this phone: a second person signing in keeps theirs apart. */
const storedKey = (userId: string) => `odo.plan.entitlement.${userId}`;

const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The entitlement this phone checked last for the account, or null. */
export function storedEntitlement(userId: string): Entitlement | null {
  const raw = readStored(storedKey(userId));
  if (!raw) return null;
  try {
    const parsed = entitlementSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.userId === userId ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Asks the server for the account's signed plan and keeps it once Odo's key checks it (issue
 * "Plans that are paid for"): without a connection, the one kept stands. Returns what is kept.
 */
export async function refreshEntitlement(userId: string): Promise<Entitlement | null> {
  try {
    const reply = await api<{ payload: unknown }>("/users/entitlement");
    const parsed = entitlementSchema.safeParse(reply.body.payload);
    const key = parsed.success ? await odoKey() : undefined;
    if (
      reply.status === 200 &&
      parsed.success &&
      key &&
      (await entitlementTrusted(parsed.data, userId, key, browserChecks))
    ) {
      writeStored(storedKey(userId), JSON.stringify(parsed.data));
      emit();
    }
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
  }
  return storedEntitlement(userId);
}

/**
 * The plan this phone holds the account to now: the signed one kept, for up to 30 days without a
 * connection; refreshed whenever the phone is online and the account's plan changes. Null until
 * one was kept (a phone that has not been online since the account signed in).
 */
export function usePlanOnDevice(me: User): (PlanOnDevice & { paidUntil: string | null; renews: boolean }) | null {
  const online = useOnline();
  const raw = useSyncExternalStore(subscribe, () => readStored(storedKey(me._id)));
  const plan = me.subscription.plan;
  useEffect(() => {
    // A plan changed elsewhere (another phone, the scheduler) comes with the user's row: ask again.
    if (online && plan) void refreshEntitlement(me._id).catch(() => undefined);
  }, [online, me._id, plan]);
  const entitlement = raw === null ? null : storedEntitlement(me._id);
  if (!entitlement) return null;
  return { ...planOnDevice(entitlement, new Date()), paidUntil: entitlement.paidUntil, renews: entitlement.renews };
}
