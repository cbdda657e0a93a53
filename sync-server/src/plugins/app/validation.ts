import type { FastifySchemaCompiler } from "fastify";
import type { z } from "zod";

/** A request part (body, query, params, headers) that broke a schema; keeps zod's issues whole. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;

  constructor(readonly zodError: z.ZodError) {
    super("request validation failed");
    this.name = "RequestValidationError";
  }
}

/**
 * Validates with the domain's zod schemas (their transforms normalise the input) and keeps the
 * issues so the reply can carry the rule's message key.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error) };
  };
