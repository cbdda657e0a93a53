import { isSessionExpired } from "@odo/domain";
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

const expiryListeners = new Set<() => void>();

/** Called when the server says the session expired, after it was cleared (the app goes to `/`). */
export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

/**
 * Calls the API. A 401 TOKEN_EXPIRED ends the session (SPEC §4) but keeps the local data and the
 * unsent changes; every other status is returned for the caller to read.
 */
export async function api<T = Record<string, unknown>>(path: string, options: ApiOptions = {}): Promise<ApiReply<T>> {
  const session = getSession();
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if ((options.auth ?? true) && session && !headers.authorization) headers.authorization = `Bearer ${session.token}`;
  let response: Response;
  try {
    response = await fetch(`${apiBase()}${path}`, {
      method: options.method ?? "GET",
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : "network error");
  }
  const body = (await response.json().catch(() => ({}))) as ApiReply<T>["body"];
  const reply = { status: response.status, body };
  if (isSessionExpired({ status: reply.status, message: body.message })) {
    endSession();
    for (const listener of expiryListeners) listener();
  }
  return reply;
}

export const base64Json = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));

/** `Basic base64(username:password)` with UTF-8 text. */
export const basicAuthorization = (username: string, password: string) =>
  `Basic ${btoa(String.fromCharCode(...new TextEncoder().encode(`${username}:${password}`)))}`;
