import {
  type AccountProof,
  accountControlErrorKey,
  type EmailChange,
  type PasswordChange,
  type SessionView,
} from "@odo/domain";
import { messageText } from "../../shared/i18n/messages.js";
import { type ApiReply, api, NetworkError } from "../../shared/session/api.js";
import { replaceSessionToken } from "../../shared/session/session-store.js";

/** What went wrong, in the user's words; undefined when the server said yes. */
export type Refusal = string | undefined;

const refusalOf = (reply: ApiReply, ok: number): Refusal =>
  reply.status === ok
    ? undefined
    : messageText(accountControlErrorKey({ status: reply.status, message: reply.body.message }));

/** Where the account is signed in; throws `NetworkError` offline. */
export async function fetchSessions(): Promise<SessionView[]> {
  const reply = await api<{ payload: SessionView[] }>("/users/sessions");
  if (reply.status !== 200) throw new NetworkError(`sessions: ${reply.status}`);
  return reply.body.payload;
}

export async function signDeviceOut(sessionId: string): Promise<Refusal> {
  return refusalOf(await api(`/users/sessions/${encodeURIComponent(sessionId)}`, { method: "DELETE" }), 200);
}

/** The server answers with the token this device goes on with (a new one only for an old token). */
async function keepToken(reply: ApiReply<{ token?: string }>): Promise<Refusal> {
  if (reply.status === 200 && reply.body.token) replaceSessionToken(reply.body.token);
  return refusalOf(reply, 200);
}

export async function signOtherDevicesOut(): Promise<Refusal> {
  return keepToken(await api<{ token?: string }>("/users/sessions/end-others", { method: "POST" }));
}

export async function changePassword(change: PasswordChange): Promise<Refusal> {
  return keepToken(await api<{ token?: string }>("/users/password", { method: "POST", body: change }));
}

export async function askForNewEmail(change: EmailChange): Promise<Refusal> {
  return refusalOf(await api("/users/email", { method: "POST", body: change }), 202);
}

export async function callOffNewEmail(): Promise<Refusal> {
  return refusalOf(await api("/users/email", { method: "DELETE" }), 200);
}

export async function deleteAccount(proof: AccountProof): Promise<Refusal> {
  return refusalOf(await api("/users/account", { method: "DELETE", body: proof }), 200);
}
