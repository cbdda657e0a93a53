import {
  type PullResponse,
  type PushResponse,
  pullResponseSchema,
  pushOutOfOrderSchema,
  pushResponseSchema,
} from "@odo/domain";

/** What the device does with a push's reply, read with the sync contract's schemas. */
export type PushOutcome =
  | { kind: "results"; reply: PushResponse }
  | { kind: "outOfOrder"; lastMutationId: number }
  | { kind: "sessionEnded" }
  | { kind: "trouble"; why: string };

/** A push's reply: its results, the server's last mid to renumber from, or why it cannot be used. */
export function pushOutcome(status: number, body: unknown): PushOutcome {
  if (status === 401) return { kind: "sessionEnded" };
  if (status === 409) {
    const outOfOrder = pushOutOfOrderSchema.safeParse(body);
    return outOfOrder.success
      ? { kind: "outOfOrder", lastMutationId: outOfOrder.data.lastMutationId }
      : { kind: "trouble", why: "409 without the server's last mutation" };
  }
  if (status !== 200) return { kind: "trouble", why: String(status) };
  const reply = pushResponseSchema.safeParse(body);
  return reply.success ? { kind: "results", reply: reply.data } : { kind: "trouble", why: "malformed push reply" };
}

export type PullOutcome =
  | { kind: "page"; page: PullResponse }
  | { kind: "sessionEnded" }
  | { kind: "trouble"; why: string };

/**
 * A pull's reply: a page of changes, or why it cannot be used. A malformed page is trouble, not
 * rows: nothing of it reaches the device, and the cursor stays where it was.
 */
export function pullOutcome(status: number, body: unknown): PullOutcome {
  if (status === 401) return { kind: "sessionEnded" };
  if (status !== 200) return { kind: "trouble", why: String(status) };
  const page = pullResponseSchema.safeParse(body);
  return page.success ? { kind: "page", page: page.data } : { kind: "trouble", why: "malformed pull reply" };
}
