import {
  historyLinkLimits,
  historyTokenSchema,
  odoKeySchema,
  type Sign,
  sha256Schema,
  verifiableHistorySchema,
} from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { fileHeaders } from "../../attachment/file-headers.js";
import { type AppDeps, reading, writing } from "../../deps.js";
import { ApiError } from "../../errors.js";
import { PerProcessLimit } from "../../limits/per-process-limit.js";
import { odoSigningKey } from "../../signing/signing-keys.js";
import { historyVersion, issuedHistory, liveHistoryLink, signedFileOf } from "../../verify/history-links.js";
import { IssuedCopies } from "../../verify/issued-copies.js";
import { errorReplies } from "../schemas.js";

const tags = ["verify"];

/** What a buyer needs, signed out: Odo's public key, and a shared history by its link. */
export async function verifyRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Made by the first process that needs it, so the first read may write it; then kept.
  let odoKey: ReturnType<typeof odoSigningKey> | undefined;
  const odo = () => {
    odoKey ??= writing(app.deps, (deps) => odoSigningKey(deps.db, deps.config.tokenEncryptionKey, deps.clock()));
    odoKey.catch(() => {
      odoKey = undefined;
    });
    return odoKey;
  };
  // A shared history is public: anyone may ask for it, so it is cheap to answer and bounded per address.
  const copies = new IssuedCopies(historyLinkLimits.copiesKept, historyLinkLimits.copyMaxAgeMs);
  const reads = new PerProcessLimit(historyLinkLimits.readsPerMinute);

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
      const { keyId, publicKey } = await odo();
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
      const now = app.deps.clock().getTime();
      if (!reads.allow(request.ip, now)) throw new ApiError("RATE_LIMITED");
      const signer = await odo();
      // Read only, outside any write unit: pushes never wait on a buyer.
      const { history } = await reading(app.deps, (deps) => currentHistory(deps, request.params.token, signer, now));
      return reply.header("cache-control", "no-store").send(history);
    },
  );

  routes.get(
    "/histories/:token/files/:sha256",
    {
      schema: {
        tags,
        summary: "A file a workshop signed in a shared history (its invoice), on a link shared with amounts",
        params: z.object({ token: historyTokenSchema, sha256: sha256Schema }),
        response: { 200: z.unknown().describe("The file's bytes"), ...errorReplies },
      },
    },
    async (request, reply) => {
      const now = app.deps.clock().getTime();
      if (!reads.allow(request.ip, now)) throw new ApiError("RATE_LIMITED");
      const { token, sha256 } = request.params;
      const signer = await odo();
      const file = await reading(app.deps, async (deps) => {
        const { link, history } = await currentHistory(deps, token, signer, now);
        return await signedFileOf(deps, link, history, sha256);
      });
      const body = await app.deps.blobs.get(file._id, file.sha256);
      if (!body) throw new ApiError("ATTACHMENT_NOT_UPLOADED");
      // Never kept: a revoked link stops serving its files at once.
      return reply.headers(fileHeaders(file, "no-store")).send(body);
    },
  );

  /** The history a live link issues now: the copy made at the owner's latest change, or a new one. */
  async function currentHistory(deps: AppDeps, token: string, signer: { keyId: string; sign: Sign }, now: number) {
    const link = await liveHistoryLink(deps, token);
    const version = await historyVersion(deps, link);
    const copy = copies.get(token, version, now);
    if (copy) return { link, history: copy };
    const issued = await issuedHistory(deps, link, signer);
    copies.set(token, version, issued, now);
    return { link, history: issued };
  }
}
