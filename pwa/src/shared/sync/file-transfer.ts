import { sessionEndedKey } from "@odo/domain";
import { NetworkError } from "../session/api.js";
import { getSession } from "../session/session-store.js";
import { apiBase } from "../session/storage.js";

/** How the server answered an upload or a download that reached it. */
export type TransferReply = { status: number; message: string };

async function send(path: string, init: RequestInit): Promise<Response> {
  const session = getSession();
  if (!session) throw new NetworkError("signed out");
  try {
    return await fetch(`${apiBase()}${path}`, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${session.token}` },
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : "network error");
  }
}

async function replyOf(response: Response): Promise<TransferReply> {
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  const message = body.message ?? "";
  if (sessionEndedKey({ status: response.status, message })) throw new NetworkError("session ended");
  return { status: response.status, message };
}

/** Sends a file's bytes as they are: the server checks them against the record. */
export async function uploadBytes(id: string, blob: Blob): Promise<TransferReply> {
  const response = await send(`/attachments/${id}/content`, {
    method: "PUT",
    headers: { "content-type": blob.type || "application/octet-stream" },
    body: blob,
  });
  return replyOf(response);
}

/** A file's bytes from the server, or why not. */
export async function downloadBytes(id: string): Promise<{ blob: Blob } | { refused: TransferReply }> {
  const response = await send(`/attachments/${id}/content`, { method: "GET" });
  if (response.ok) return { blob: await response.blob() };
  return { refused: await replyOf(response) };
}

/** What the account stores on the server, and what its plan allows. */
export async function storageOnServer(): Promise<{ usedBytes: number; quotaBytes: number } | null> {
  const response = await send("/attachments/usage", { method: "GET" });
  if (!response.ok) return null;
  const body = (await response.json()) as { payload?: { usedBytes: number; quotaBytes: number } };
  return body.payload ?? null;
}
