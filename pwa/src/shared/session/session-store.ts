import { type SessionEndReason, sessionEndReasons, storageKeys, type User } from "@odo/domain";
import { useSyncExternalStore } from "react";
import { stopPeriodicDueChecks } from "../pwa/periodic-due.js";
import { readStored, writeStored } from "./storage.js";

export interface Session {
  user: User;
  token: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null = load();

function load(): Session | null {
  const token = readStored(storageKeys.token);
  const raw = readStored(storageKeys.user);
  if (!token || !raw) return null;
  try {
    // Written by this app from a reply the server validated; a light check keeps the schema
    // library out of the first screen's code.
    const user: unknown = JSON.parse(raw);
    return isStoredUser(user) ? { user, token } : null;
  } catch {
    return null;
  }
}

function isStoredUser(value: unknown): value is User {
  if (typeof value !== "object" || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user._id === "string" && typeof user.name === "string" && typeof user.subscription === "object";
}

function emit() {
  for (const listener of listeners) listener();
}

/** The signed-in user and token, kept in persistent storage (SPEC §4 "Session"). */
export function getSession(): Session | null {
  return current;
}

export function startSession(session: Session): void {
  rememberEnded(null);
  writeStored(storageKeys.signedUpAs, null);
  writeStored(storageKeys.user, JSON.stringify(session.user));
  writeStored(storageKeys.token, session.token);
  current = session;
  emit();
}

/** The server gave this device a new token for the session it keeps (its old one had none). */
export function replaceSessionToken(token: string): void {
  if (!current || current.token === token) return;
  writeStored(storageKeys.token, token);
  current = { ...current, token };
  emit();
}

/** Keeps the stored user in step with the newest copy (after a profile change or a pull). */
export function refreshSessionUser(user: User): void {
  if (!current || current.user._id !== user._id) return;
  writeStored(storageKeys.user, JSON.stringify(user));
  current = { ...current, user };
  emit();
}

/** Why the server ended a session: the sign-in screen says so, with the changes still to send. */
export interface EndedSession {
  userId: string;
  username: string;
  reason: SessionEndReason;
}
// Kept in storage: a phone reopened after the server ended its session still lands on sign-in,
// which says why, instead of the landing page.
let ended: EndedSession | null = loadEnded();

function loadEnded(): EndedSession | null {
  try {
    const value: unknown = JSON.parse(readStored(storageKeys.endedSession) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { userId, username, reason } = value as Record<string, unknown>;
    if (typeof userId !== "string" || typeof username !== "string") return null;
    const known = sessionEndReasons.find((each) => each === reason);
    return known ? { userId, username, reason: known } : null;
  } catch {
    return null;
  }
}

function rememberEnded(value: EndedSession | null): void {
  ended = value;
  writeStored(storageKeys.endedSession, value && JSON.stringify(value));
}

/**
 * The username sign-in starts with: the one whose session the server ended, else the account just
 * signed up on this device (its activation link may open in another tab).
 */
export function usernameToSignIn(): string {
  const resumable = ended && ended.reason !== "accountDeleted" ? ended.username : undefined;
  return resumable ?? readStored(storageKeys.signedUpAs) ?? "";
}

/** Remembers the account just signed up, until it first signs in. */
export function rememberSignUp(username: string): void {
  writeStored(storageKeys.signedUpAs, username);
}

/** The session the server ended last on this device, if the user has not signed in since. */
export function endedSession(): EndedSession | null {
  return ended;
}

/**
 * Clears the user, the token and the chosen vehicle. The user's local database and unsent changes
 * stay on the device, so signing in again as the same person resumes where they were. `reason`
 * is given when the server ended the session rather than the user.
 */
export function endSession(reason?: EndedSession["reason"]): void {
  rememberEnded(reason && current ? { userId: current.user._id, username: current.user.username, reason } : null);
  writeStored(storageKeys.user, null);
  writeStored(storageKeys.token, null);
  writeStored(storageKeys.vehicle, null);
  current = null;
  void stopPeriodicDueChecks();
  emit();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out changes this one too.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === storageKeys.token || event.key === storageKeys.user || event.key === null) {
      current = load();
      emit();
    }
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** The signed-in user inside the protected screens (the layout guarantees there is one). */
export function useSignedInUser(): User {
  const session = useSession();
  if (!session) throw new Error("useSignedInUser outside the signed-in layout");
  return session.user;
}
