import { returnPathAfterSignIn, type SessionEndReason } from "@odo/domain";

/**
 * Keeps the named query values that are strings and drops the rest. Route search validation uses
 * it instead of zod: route definitions load with the first screen, and zod would weigh it down.
 */
export function stringParams<const Key extends string>(
  search: Record<string, unknown>,
  keys: readonly Key[],
): Partial<Record<Key, string>> {
  const kept: Partial<Record<Key, string>> = {};
  for (const key of keys) {
    const value = search[key];
    if (typeof value === "string" && value !== "") kept[key] = value;
  }
  return kept;
}

/** `?retry=N` on a form: the refused change (its id in the "Not saved" list) to open it with. */
export function retrySearch(search: Record<string, unknown>): { retry?: number } {
  const value = Number(search.retry);
  return Number.isSafeInteger(value) && value > 0 ? { retry: value } : {};
}

/** The history's filters in its address, so back and reload keep them: kinds, days, text. */
export function historySearch(search: Record<string, unknown>) {
  return stringParams(search, ["kinds", "from", "to", "q"]);
}
export type HistorySearch = ReturnType<typeof historySearch>;

/**
 * The add-maintenance form's query: `?retry=N`, or `?for=changeOil,changeAirFilter` when a due item
 * opens it with the work to log (and the odometer as its reading).
 */
export function addMaintenanceSearch(search: Record<string, unknown>): {
  retry?: number;
  for?: string;
  shared?: string;
} {
  return { ...retrySearch(search), ...stringParams(search, ["for", "shared"]) };
}

/** `/shared?batch=…`: the files another app shared, kept on the phone by the service worker. */
export function sharedSearch(search: Record<string, unknown>): { batch?: string } {
  return stringParams(search, ["batch"]);
}

/**
 * The add-expense form's query: `?retry=N`, `?category=insurance`, or `?series=ID&index=N` to log
 * an occurrence of a recurring expense with its amount changed.
 */
export function addExpenseSearch(search: Record<string, unknown>): {
  retry?: number;
  category?: string;
  series?: string;
  index?: string;
} {
  return { ...retrySearch(search), ...stringParams(search, ["category", "series", "index"]) };
}

/** The add-refuel form's query: `?retry=N`, and `?energy=electricity` when it logs a charge. */
export function addRefuelSearch(search: Record<string, unknown>): { retry?: number; energy?: string } {
  return { ...retrySearch(search), ...stringParams(search, ["energy"]) };
}

/** `/signin?next=…`'s search: the screen to come back to, when it is one of the app's. */
export function returnSearch(search: Record<string, unknown>): { next?: string } {
  const next = returnPathAfterSignIn(search.next);
  return next === undefined ? {} : { next };
}

/**
 * Sign-in after the server ended a session on `href`: back there once signed in again, unless the
 * account is gone. Every way a session ends leads here, so they agree.
 */
export function signInAfterSessionEnded(href: string, reason: SessionEndReason) {
  if (reason === "accountDeleted") return { to: "/signin" as const, search: {} };
  // Already on its way to sign-in (a session ends while the screens let go): the same way back.
  const url = new URL(href, "http://odo.invalid");
  const back = url.pathname === "/signin" ? url.searchParams.get("next") : href;
  return { to: "/signin" as const, search: returnSearch({ next: back }) };
}
