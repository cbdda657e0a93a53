import { liveChangeEvent } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import { reading } from "../../deps.js";
import { newestSeqOf } from "../../sync/pull.js";
import { errorReplies } from "../schemas.js";

/** A comment line this often keeps proxies and NATs from closing a quiet stream. */
const keepAliveMs = 25_000;
/**
 * A stream ends after this long and the device opens a new one: its session is checked again, and
 * after a deploy devices spread over the instances that are up.
 */
const streamLifetimeMs = 10 * 60_000;

/**
 * Registered inside the sync routes, behind their session check.
 *
 * `GET /sync/events`: a Server-Sent Events stream that tells a signed-in device the seq its user's
 * change log reaches, once on connect and again each time it advances (another device's push, a
 * mechanic's maintenance, a transfer). The device pulls when that is past its cursor. The session
 * travels in the Authorization header (the PWA reads the stream with fetch), never in the URL.
 */
export async function syncEventRoutes(app: FastifyInstance) {
  const open = new Set<() => void>();
  // Open streams would keep `close` waiting for ever.
  app.addHook("preClose", async () => {
    for (const end of open) end();
  });

  app.get(
    "/events",
    {
      schema: {
        tags: ["sync"],
        security: [{ bearer: [] }],
        summary:
          "Server-Sent Events: `change` with the newest seq of the user's change log, on connect and on each advance",
        response: errorReplies,
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      const feed = app.deps.database.changes;
      reply.hijack();
      const raw = reply.raw;
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) raw.setHeader(name, value);
      raw.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        // nginx would otherwise hold the events in its buffer.
        "x-accel-buffering": "no",
        // The connection ends with the stream: a socket left behind for keep-alive would hold up a
        // closing server.
        connection: "close",
      });
      const unsubscribe = feed.subscribe(userId, (seq) => raw.write(liveChangeEvent({ seq })));
      raw.write(liveChangeEvent({ seq: await reading(app.deps, (deps) => newestSeqOf(deps.db, userId)) }));
      const keepAlive = setInterval(() => raw.write(": keep-alive\n\n"), keepAliveMs);
      const lifetime = setTimeout(() => end(), streamLifetimeMs);
      const end = () => {
        unsubscribe();
        clearInterval(keepAlive);
        clearTimeout(lifetime);
        open.delete(end);
        if (!raw.writableEnded) raw.end();
      };
      open.add(end);
      raw.on("close", end);
    },
  );
}
