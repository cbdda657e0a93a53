import type { Readable } from "node:stream";
import { idSchema } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { openFile, storageUsage, uploadFile } from "../../attachment/attachments.js";
import { fileHeaders } from "../../attachment/file-headers.js";
import { UploadSlots } from "../../attachment/upload-slots.js";
import { reading } from "../../deps.js";
import { errorReplies, messageReply, ok, payloadReply } from "../schemas.js";

const tags = ["attachments"];
const byId = z.object({ id: idSchema });
const usageSchema = z.object({
  plan: z.string(),
  usedBytes: z.number().int().min(0),
  quotaBytes: z.number().int().min(0),
});

/** Files of receipts, photos and papers: uploaded apart from their records, served to who sees them. */
export async function attachmentRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // An upload's body is the file itself, streamed to the store: no parser reads it into memory.
  app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
  const { perAccount, perProcess } = app.deps.uploadLimits;
  const slots = new UploadSlots(perAccount, perProcess);

  routes.get(
    "/usage",
    {
      schema: {
        tags,
        summary: "How many bytes of files the account stores, and what its plan allows",
        response: { 200: payloadReply(usageSchema), ...errorReplies },
      },
    },
    async (request) => ok(await reading(app.deps, ({ db }) => storageUsage(db, request.user.id))),
  );

  routes.put(
    "/:id/content",
    {
      schema: {
        tags,
        summary: "Upload the file of an attachment record its author made (a JPEG, PNG or WebP image, or a PDF)",
        params: byId,
        response: { 200: messageReply, ...errorReplies },
      },
    },
    async (request) => {
      const length = request.headers["content-length"];
      await uploadFile(
        app.deps,
        request.user,
        request.params.id,
        request.body as Readable,
        length === undefined ? undefined : Number(length),
        slots,
      );
      return { code: 200, message: "ATTACHMENT_STORED" };
    },
  );

  routes.get(
    "/:id/content",
    {
      schema: {
        tags,
        summary: "Download an attachment's file, for whoever sees its record",
        params: byId,
        response: { 200: z.unknown().describe("The file's bytes"), ...errorReplies },
      },
    },
    async (request, reply) => {
      const { attachment, body } = await openFile(app.deps, request.user, request.params.id);
      // A file's bytes never change under its id: a device keeps its copy.
      return reply.headers(fileHeaders(attachment, "private, max-age=31536000, immutable")).send(body);
    },
  );
}
