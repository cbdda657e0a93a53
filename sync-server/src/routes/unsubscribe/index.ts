import type { Language } from "@odo/domain";
import { unsubscribeWords } from "@odo/words";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { writing } from "../../deps.js";
import { escapeHtml } from "../../mail/templates.js";
import { unsubscribe } from "../../notifications/unsubscribe.js";
import { apiPageSecurityHeaders } from "../../plugins/external/helmet.js";
import { errorReplies, messageReply } from "../schemas.js";

const query = z.object({ token: z.string().min(1).max(512) });

function page(lang: Language, lines: string[]): string {
  const body = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("");
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Odo</title></head><body><main><h1>Odo</h1>${body}<p><a href="/user/profile">Odo</a></p></main></body></html>`;
}

/**
 * `/api/unsubscribe?token=…` from a mail's footer: works signed out. A GET (a person clicking)
 * answers a page in their language; a POST (a mail client's one-click, RFC 8058) a short reply.
 */
export async function unsubscribeRoutes(app: FastifyInstance) {
  // RFC 8058: mail clients post `List-Unsubscribe=One-Click` as a form; only the token matters.
  app.addContentTypeParser(
    ["application/x-www-form-urlencoded", "multipart/form-data"],
    { parseAs: "string", bodyLimit: 1_024 },
    (_request, body, done) => done(null, body),
  );
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/",
    {
      schema: {
        tags: ["users"],
        summary: "Stop reminder mails from a mail's link (a page)",
        querystring: query,
        produces: ["text/html"],
      },
    },
    async (request, reply) => {
      const done = await writing(app.deps, (deps) => unsubscribe(deps, request.query.token));
      const lang = done?.lang ?? "es";
      return reply
        .code(done ? 200 : 400)
        .type("text/html; charset=utf-8")
        .headers(apiPageSecurityHeaders)
        .header("cache-control", "no-store")
        .send(
          page(
            lang,
            done
              ? unsubscribeWords(lang, done.list)
              : [...unsubscribeWords(lang, null), ...unsubscribeWords("en", null)],
          ),
        );
    },
  );

  routes.post(
    "/",
    {
      schema: {
        tags: ["users"],
        summary: "One-click unsubscribe (RFC 8058)",
        querystring: query,
        response: { 200: messageReply, ...errorReplies },
      },
    },
    async (request, reply) => {
      const done = await writing(app.deps, (deps) => unsubscribe(deps, request.query.token));
      if (!done) return reply.code(400).send({ code: 400, message: "INVALID_TOKEN" });
      return { code: 200, message: "UNSUBSCRIBED" };
    },
  );
}
