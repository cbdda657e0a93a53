import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  type HistoryLink,
  type HistoryLinkCreateInput,
  historyFilePath,
  historyLinkPath,
  verifiableHistorySchema,
} from "@odo/domain";
import { api } from "../../shared/session/api.js";
import { apiBase } from "../../shared/session/storage.js";
import { saveFile } from "../../shared/ui/save-file.js";

/** The owner's shared histories: they live on the server (a link needs it), so these need a connection. */
export async function historyLinksOf(vehicleId: string): Promise<HistoryLink[]> {
  const reply = await api<{ payload: HistoryLink[] }>(`/histories?vehicleId=${vehicleId}`);
  if (reply.status !== 200) throw new Error(`links answered ${reply.status}`);
  return reply.body.payload;
}

/** A new link; the reply's message key when the server refuses it (the limit of live links). */
export async function createHistoryLink(input: HistoryLinkCreateInput): Promise<HistoryLink | { refused: string }> {
  const reply = await api<{ payload: HistoryLink; message: string }>("/histories", { method: "POST", body: input });
  return reply.status === 200 ? reply.body.payload : { refused: reply.body.message };
}

export async function revokeHistoryLink(token: string): Promise<void> {
  const reply = await api(`/histories/${token}`, { method: "DELETE" });
  if (reply.status !== 200) throw new Error(`revoke answered ${reply.status}`);
}

/** The address a link opens. */
export const historyLinkUrl = (token: string) => `${window.location.origin}${historyLinkPath(token)}`;

/** The history a link opens, as the server issues it now: the verifiable file. */
export async function issuedHistory(token: string) {
  const reply = await api<unknown>(`/verify/histories/${token}`, { auth: false });
  if (reply.status === 404) return "notFound" as const;
  if (reply.status !== 200) throw new Error(`history answered ${reply.status}`);
  const parsed = verifiableHistorySchema.safeParse(reply.body);
  return parsed.success ? parsed.data : ("notFound" as const);
}

/** The start of a history file's name, in the reader's language ("odo-historial"). */
export const historyFileWord = (i18n: I18n) =>
  i18n._(msg({ message: "odo-history", comment: "The start of a downloaded file's name: lower case, no spaces" }));

/** Hands the history to the browser's download, as the file a buyer drops on /verify. */
export function downloadHistory(history: unknown, name: string): void {
  saveFile(name, new Blob([JSON.stringify(history, null, 2)], { type: "application/json" }));
}

/** Where a link's buyer opens a file the workshop signed: the browser fetches it, no account needed. */
export const signedFileUrl = (token: string, sha256: string) => `${apiBase()}${historyFilePath(token, sha256)}`;
