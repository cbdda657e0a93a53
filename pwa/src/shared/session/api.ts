import { sessionEndedKey } from "@odo/domain";
import { jsonLines } from "./json-lines.js";
import { endSession, getSession } from "./session-store.js";
import { apiBase } from "./storage.js";

/** A reply from the server: its status and its JSON body (the `{code, message, ...}` envelope). */
export interface ApiReply<T = Record<string, unknown>> {
  status: number;
  body: T & { code?: number; message?: string };
}

/** The request never reached the server (offline, DNS, server down). */
export class NetworkError extends Error {}

export interface ApiOptions {
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  body?: unknown;
  headers?: Record<string, string>;
  /** Sends the session's bearer token (default: when signed in). */
  auth?: boolean;
}

const expiryListeners = new Set<(ended: { userId: string; reason: SessionEndReason }) => void>();
type SessionEndReason = NonNullable<ReturnType<typeof sessionEndedKey>>;

/**
 * Called when the server no longer accepts the session (it expired, a password reset elsewhere
 * signed this device out, the account was deleted), after it was cleared: with whose it was and why.
 */
export function onSessionExpired(listener: (ended: { userId: string; reason: SessionEndReason }) => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

/**
 * Calls the API. Any 401 to a call made with the session's token ends the session (SPEC §4 names
 * TOKEN_EXPIRED; a reset elsewhere gives UNAUTHORIZED) but keeps the local data and the unsent
 * changes, unless the account was deleted (ACCOUNT_DELETED): then its data goes too. Every other
 * status is returned for the caller to read.
 */
export async function api<T = Record<string, unknown>>(path: string, options: ApiOptions = {}): Promise<ApiReply<T>> {
  const { response, session } = await send(path, options);
  return replyOf<T>(response, session);
}

/** A reply of JSON lines (`application/x-ndjson`): each line parsed as it arrives, or the error reply. */
export type LinesReply = { status: 200; lines: AsyncGenerator<unknown> } | ApiReply;

/** Calls an API route that answers JSON lines; any other reply (an error) is read as `api` reads it. */
export async function apiLines(path: string, options: ApiOptions = {}): Promise<LinesReply> {
  const { response, session } = await send(path, options);
  if (response.status !== 200 || !response.body) return replyOf(response, session);
  return { status: 200, lines: jsonLines(response.body) };
}

async function send(path: string, options: ApiOptions) {
  const session = getSession();
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const withSession = (options.auth ?? true) && session !== null && !headers.authorization;
  if (withSession) headers.authorization = `Bearer ${session.token}`;
  try {
    const response = await fetch(`${apiBase()}${path}`, {
      method: options.method ?? "GET",
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    return { response, session: withSession ? session : null };
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : "network error");
  }
}

async function replyOf<T>(response: Response, session: ReturnType<typeof getSession>): Promise<ApiReply<T>> {
  const body = (await response.json().catch(() => ({}))) as ApiReply<T>["body"];
  const reply = { status: response.status, body };
  const endedBecause = session ? sessionEndedKey({ status: reply.status, message: body.message }) : undefined;
  // Another call may have ended it already (the engine and a screen, both at once): once is enough.
  if (endedBecause && session && getSession()?.token === session.token) {
    endSession(endedBecause);
    for (const listener of expiryListeners) listener({ userId: session.user._id, reason: endedBecause });
  }
  return reply;
}

export const base64Json = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));

/** `Basic base64(username:password)` with UTF-8 text. */
export const basicAuthorization = (username: string, password: string) =>
  `Basic ${btoa(String.fromCharCode(...new TextEncoder().encode(`${username}:${password}`)))}`;
