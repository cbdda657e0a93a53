import {
  type Entitlement,
  entitlementSchema,
  entitlementTrusted,
  type Plan,
  type PlanOnDevice,
  planAppliedOnDevice,
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
 * Keeps the account's signed plan fresh while the phone is online: asked once the shell opens, on
 * each return online, and whenever the account's plan changes (another phone, a payment, the
 * scheduler bring a new user row).
 */
export function useKeepPlanWord(me: User): void {
  const online = useOnline();
  const plan = me.subscription.plan;
  useEffect(() => {
    if (online && plan) void refreshEntitlement(me._id).catch(() => undefined);
  }, [online, me._id, plan]);
}

/**
 * The plan this phone holds the account to now: the signed one kept, for up to 30 days without a
 * connection. Null until one was kept (a phone that has not been online since the account signed in).
 */
export function usePlanOnDevice(
  me: User,
): (PlanOnDevice & Pick<Entitlement, "paidUntil" | "renews" | "paidAtProvider">) | null {
  const raw = useSyncExternalStore(subscribe, () => readStored(storedKey(me._id)));
  const entitlement = raw === null ? null : storedEntitlement(me._id);
  if (!entitlement) return null;
  const { paidUntil, renews, paidAtProvider } = entitlement;
  return { ...planOnDevice(entitlement, new Date()), paidUntil, renews, paidAtProvider };
}

/** The plan this phone applies (vehicle limit, read-only vehicles, what the plan includes): `planAppliedOnDevice`. */
export function usePlanAppliedOnDevice(me: User): Plan {
  return planAppliedOnDevice(me.subscription.plan, usePlanOnDevice(me));
}
