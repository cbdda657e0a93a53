import type { ApiKeyCreate, ApiKeyView } from "@odo/domain";
import { api, NetworkError } from "../../shared/session/api.js";

/** The account's personal API keys (they live on the server, not synced). Throws `NetworkError` offline. */
export async function fetchApiKeys(): Promise<ApiKeyView[]> {
  const reply = await api<{ payload: ApiKeyView[] }>("/users/api-keys");
  if (reply.status !== 200) throw new NetworkError(`api keys: ${reply.status}`);
  return reply.body.payload;
}

/** A new key, shown this once; or the server's refusal (`API_KEY_LIMIT`, a field's message). */
export async function createApiKey(
  input: ApiKeyCreate,
): Promise<{ made: ApiKeyView & { key: string } } | { refused: string }> {
  const reply = await api<{ payload: ApiKeyView & { key: string } }>("/users/api-keys", {
    method: "POST",
    body: input,
  });
  return reply.status === 201 ? { made: reply.body.payload } : { refused: reply.body.message ?? "" };
}

export async function revokeApiKey(id: string): Promise<void> {
  const reply = await api(`/users/api-keys/${encodeURIComponent(id)}`, { method: "DELETE" });
  if (reply.status !== 200 && reply.status !== 404) throw new NetworkError(`api keys: ${reply.status}`);
}
