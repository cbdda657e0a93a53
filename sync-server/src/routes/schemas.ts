import { readingConflictSchema, userSchema } from "@odo/domain";
import { z } from "zod";

/** The spec's reply envelope (SPEC §7): `code` repeats the HTTP status. */
export const messageReply = z.object({ code: z.number().int(), message: z.string() });

export const errorReply = messageReply.extend({
  /** For a request that broke a rule: each field's message key. */
  errors: z
    .record(z.string(), z.object({ key: z.string(), minimum: z.number().optional(), maximum: z.number().optional() }))
    .optional(),
  /** For a km refused as `invalidMileage`: the reading it clashes with, `{side, date, kms}`. */
  conflict: readingConflictSchema.optional(),
});

export const sessionReply = messageReply.extend({ user: userSchema, token: z.string() });

export const payloadReply = <T extends z.ZodType>(payload: T) => messageReply.extend({ payload });

/** Error replies every route may give, for the OpenAPI document. */
export const errorReplies = { "4xx": errorReply, 500: errorReply } as const;

/** Headers are documented, not narrowed: unknown headers pass through untouched. */
export const authorizationHeader = z.looseObject({ authorization: z.string().optional() });
export const credentialsHeader = z.looseObject({ "x-credentials": z.string().optional() });

/** A success that carries data, in the spec's envelope: `{ code: 200, message: "OK", payload }`. */
export const ok = <T>(payload: T) => ({ code: 200, message: "OK", payload });
