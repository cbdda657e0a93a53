import { z } from "zod";
import { readingConflictSchema } from "../errors/api-error.js";
import { idSchema } from "../shared/ids.js";
import { isPlainObject } from "../shared/record-fields.js";
import { type SyncEntity, syncEntities } from "../shared/synced-kinds.js";

/** Mutations pushed in one request at most; a device with more sends several batches. */
export const maxPushBatch = 500;
/** The largest request body the server reads (JSON), pushes included. */
export const requestBodyBytes = 1_048_576;
/**
 * What a device puts in one push at most: below the server's limit with room to spare, so a queue
 * of files' records (each with its thumbnail) goes in several pushes rather than in one refused.
 */
export const devicePushBytes = Math.floor(requestBodyBytes * 0.75);
/** Changes returned by one pull at most; `hasMore` asks for the next page. */
export const maxPullPage = 1_000;
export const defaultPullPage = 500;

export const pushedMutationSchema = z.object({
  mid: z.number().int().positive(),
  name: z.string().min(1).max(64),
  args: z.unknown(),
});
export type PushedMutation = z.infer<typeof pushedMutationSchema>;

/**
 * `POST /sync/push`. `mid` is a per-device increasing number; a batch must be in that order.
 * `clientId` names the device and belongs to one user.
 */
export const pushRequestSchema = z.object({
  clientId: idSchema,
  mutations: z
    .array(pushedMutationSchema)
    .max(maxPushBatch)
    .refine((mutations) => mutations.every((m, index) => index === 0 || m.mid > (mutations[index - 1]?.mid ?? 0)), {
      error: "invalidOption",
    }),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;

export const mutationStatuses = ["applied", "rejected"] as const;

export const mutationResultSchema = z.object({
  mid: z.number().int().positive(),
  status: z.enum(mutationStatuses),
  code: z.string().optional(),
  message: z.string().optional(),
  /** For a km refused as `invalidMileage`: the reading it clashes with. */
  conflict: readingConflictSchema.optional(),
});
export type MutationResult = z.infer<typeof mutationResultSchema>;

/** A refusal is a `rejected` result inside a 200; only a missing or expired session is an HTTP 401. */
export const pushResponseSchema = z.object({
  lastMutationId: z.number().int().min(0),
  results: z.array(mutationResultSchema),
});
export type PushResponse = z.infer<typeof pushResponseSchema>;

/**
 * The 409 of a push whose first new `mid` is not `lastMutationId + 1` (a late or reordered batch,
 * a device that dropped entries): nothing was applied, and the device renumbers what the server has
 * not seen from `lastMutationId + 1` and pushes again, so no batch is ever silently dropped.
 */
export const pushOutOfOrderSchema = z.object({
  code: z.literal(409),
  message: z.literal("MUTATION_OUT_OF_ORDER"),
  lastMutationId: z.number().int().min(0),
});
export type PushOutOfOrder = z.infer<typeof pushOutOfOrderSchema>;

export const syncEntitySchema = z.enum(syncEntities);

/** `GET /sync/pull?cursor=N&limit=M` query, as strings arrive in a URL. */
export const pullQuerySchema = z.object({
  cursor: z.coerce.number({ error: "invalidNumber" }).int().min(0).default(0),
  limit: z.coerce.number({ error: "invalidNumber" }).int().min(1).max(maxPullPage).default(defaultPullPage),
});

/**
 * Most pages one `GET /sync/pull/pages` sends: a first pull of a big garage comes without a round
 * trip between pages, and each request stays bounded (twenty thousand rows).
 */
export const maxPullPagesPerRequest = 20;

/** `GET /sync/pull/pages?cursor=N&limit=M&pages=K`: up to K pages of M changes, one after another. */
export const pullPagesQuerySchema = pullQuerySchema.extend({
  pages: z.coerce
    .number({ error: "invalidNumber" })
    .int()
    .min(1)
    .max(maxPullPagesPerRequest)
    .default(maxPullPagesPerRequest),
});

/** Its reply: each page as `pullResponseSchema` on a line of its own (newline-delimited JSON). */
export const pullPagesContentType = "application/x-ndjson";

/** What a change-log row does to the row it names on a device: put it, or delete it (a tombstone). */
export const changeOps = ["put", "del"] as const;
const [putOp, deleteOp] = changeOps;

/** One row of a user's change log: a row to put (`data`, the entity's schema), or a tombstone. */
export type Change =
  | { op: typeof putOp; entity: SyncEntity; id: string; data: Record<string, unknown> }
  | { op: typeof deleteOp; entity: SyncEntity; id: string };

/**
 * `Change`, checked as one object whose `data` must be an object when it is a put, and is taken as
 * it is (each kind's own schema is the server's to apply). A first pull checks tens of thousands of
 * rows on a phone, where zod runs without compiling its checks (the app's CSP allows no `eval`):
 * a union of two objects cost four times as much, and a loose object or a record of unknowns
 * copies or visits every key of every row.
 */
export const changeSchema = z
  .object({
    op: z.enum(changeOps),
    entity: syncEntitySchema,
    id: z.string(),
    data: z.unknown().optional().meta({ description: "The row, as its entity's schema describes it (a put only)" }),
  })
  .refine((change) => change.op !== putOp || isPlainObject(change.data), {
    error: "required",
    path: ["data"],
  }) as unknown as z.ZodType<Change>;

export const pullResponseSchema = z.object({
  cursor: z.number().int().min(0),
  hasMore: z.boolean(),
  changes: z.array(changeSchema),
});
export type PullResponse = z.infer<typeof pullResponseSchema>;

/**
 * `GET /sync/events` (Server-Sent Events): `event: change` with this data, once on connect and each
 * time the user's change log advances; a device whose cursor is below `seq` has changes to pull.
 */
export const liveChangeEventName = "change";
export const liveChangeSchema = z.object({ seq: z.number().int().min(0) });
export type LiveChange = z.infer<typeof liveChangeSchema>;

/** One `change` event as it travels on the stream. */
export const liveChangeEvent = (change: LiveChange) =>
  `event: ${liveChangeEventName}\ndata: ${JSON.stringify(change)}\n\n`;

/** The change a stream event carries; undefined for keep-alive comments and anything malformed. */
export function parseLiveChange(event: string): LiveChange | undefined {
  const lines = event.split(/\r?\n/);
  if (!lines.includes(`event: ${liveChangeEventName}`)) return undefined;
  const data = lines.find((line) => line.startsWith("data:"))?.slice("data:".length);
  if (data === undefined) return undefined;
  try {
    const parsed = liveChangeSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
