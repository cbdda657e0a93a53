import { liveChangeEvent } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import { reading } from "../../deps.js";
import { liveSession } from "../../plugins/external/jwt.js";
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
 * Open streams kept per session (a device with a few tabs) and per user (their devices) on this
 * process; past either, the oldest is closed. A device whose stream was closed opens it again.
 */
export const streamsPerSession = 3;
export const streamsPerUser = 10;

interface OpenStream {
  sid: string | undefined;
  end(): void;
}

/**
 * Registered inside the sync routes, behind their session check.
 *
 * `GET /sync/events`: a Server-Sent Events stream that tells a signed-in device the seq its user's
 * change log reaches, once on connect and again each time it advances (another device's push, a
 * mechanic's maintenance, a transfer). The device pulls when that is past its cursor. The session
 * travels in the Authorization header (the PWA reads the stream with fetch), never in the URL.
 * The stream ends as soon as its session does (a sign-out from another device, a new password, a
 * deleted account), on whichever server process that happened.
 */
export async function syncEventRoutes(app: FastifyInstance) {
  /** Each user's open streams on this process, the oldest first. */
  const open = new Map<string, OpenStream[]>();
  // Open streams would keep `close` waiting for ever.
  app.addHook("preClose", async () => {
    for (const streams of [...open.values()]) for (const stream of [...streams]) stream.end();
  });
  const makeRoom = (userId: string, sid: string | undefined) => {
    const streams = open.get(userId) ?? [];
    const sameSession = streams.filter((stream) => stream.sid === sid);
    if (sameSession.length >= streamsPerSession) sameSession[0]?.end();
    if ((open.get(userId) ?? []).length >= streamsPerUser) open.get(userId)?.[0]?.end();
  };

  app.get(
    "/events",
    {
      schema: {
        tags: ["sync"],
        summary:
          "Server-Sent Events: `change` with the newest seq of the user's change log, on connect and on each advance",
        response: errorReplies,
      },
    },
    async (request, reply) => {
      const session = request.user;
      const userId = session.id;
      const feed = app.deps.database.changes;
      makeRoom(userId, session.sid);
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
      // Only an advance is told: a change's note that arrives late (PostgreSQL's notifications may
      // come after the stream read the newest seq) would tell the device the same seq again.
      let told = -1;
      const tell = (seq: number) => {
        if (seq <= told || raw.writableEnded) return;
        told = seq;
        raw.write(liveChangeEvent({ seq }));
      };
      const unsubscribe = feed.subscribe(userId, tell);
      const stopChecking = feed.subscribeToSessions(userId, () => {
        liveSession(app.deps.database, session).then(
          (live) => {
            if (!live || live === "accountDeleted") end();
          },
          () => end(),
        );
      });
      const keepAlive = setInterval(() => raw.write(": keep-alive\n\n"), keepAliveMs);
      const lifetime = setTimeout(() => end(), streamLifetimeMs);
      const stream: OpenStream = { sid: session.sid, end: () => end() };
      const end = () => {
        unsubscribe();
        stopChecking();
        clearInterval(keepAlive);
        clearTimeout(lifetime);
        const streams = (open.get(userId) ?? []).filter((other) => other !== stream);
        if (streams.length > 0) open.set(userId, streams);
        else open.delete(userId);
        if (!raw.writableEnded) raw.end();
      };
      open.set(userId, [...(open.get(userId) ?? []), stream]);
      raw.on("close", end);
      const newest = await reading(app.deps, (deps) => newestSeqOf(deps.db, userId));
      tell(newest);
    },
  );
}
