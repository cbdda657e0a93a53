import { apiErrorBody, apiErrorForMessageKey, firstMessageKey, toFieldErrors } from "@odo/domain";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ZodError } from "zod";
import { ApiError } from "../../errors.js";
import { RequestValidationError } from "./validation.js";

/**
 * One place that shapes every error reply as `{code, message}`: catalogue refusals keep their
 * status, a request that breaks a rule is a 400 whose message is the rule's key (plus the key of
 * each field), a framework 4xx keeps its status and text, and anything unexpected is logged and
 * answered 500 'Error en el servidor' without details.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ApiError) {
        const conflict = error.conflict ? { conflict: error.conflict } : {};
        return reply.code(error.status).send({ code: error.status, message: error.message, ...conflict });
      }
      const zodError =
        error instanceof RequestValidationError ? error.zodError : error instanceof ZodError ? error : undefined;
      if (zodError) {
        const key = firstMessageKey(zodError);
        const code = apiErrorForMessageKey[key];
        const body = code ? apiErrorBody(code) : { code: 400, message: key };
        return reply.code(body.code).send({ ...body, errors: toFieldErrors(zodError) });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ code: status, message: error.message || "Bad request" });
      }
      request.log.error({ err: error }, "unhandled error");
      return reply.code(500).send(apiErrorBody("SERVER_ERROR"));
    });
  },
  { name: "error-handler" },
);
