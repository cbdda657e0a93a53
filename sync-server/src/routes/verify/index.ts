import { historyTokenSchema, odoKeySchema, verifiableHistorySchema } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { writing } from "../../deps.js";
import { odoSigningKey } from "../../signing/signing-keys.js";
import { issuedHistory } from "../../verify/history-links.js";
import { errorReplies } from "../schemas.js";

const tags = ["verify"];

/** What a buyer needs, signed out: Odo's public key, and a shared history by its link. */
export async function verifyRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/key",
    {
      schema: {
        tags,
        summary: "Odo's public key, which certifies shops' keys and signs shared histories",
        response: { 200: odoKeySchema },
      },
    },
    async (_request, reply) => {
      // Made by the first process that needs it, so the first read may write it.
      const { keyId, publicKey } = await writing(app.deps, (deps) =>
        odoSigningKey(deps.db, deps.config.tokenEncryptionKey, deps.clock()),
      );
      return reply.header("cache-control", "public, max-age=3600").send({ keyId, publicKey });
    },
  );

  routes.get(
    "/histories/:token",
    {
      schema: {
        tags,
        summary: "A shared history with everything needed to check it (the file is this reply)",
        params: z.object({ token: historyTokenSchema }),
        response: { 200: verifiableHistorySchema, ...errorReplies },
      },
    },
    async (request, reply) => {
      const history = await writing(app.deps, (deps) => issuedHistory(deps, request.params.token));
      return reply.header("cache-control", "no-store").send(history);
    },
  );
}
