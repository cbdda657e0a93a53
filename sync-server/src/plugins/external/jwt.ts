import fastifyJwt from "@fastify/jwt";
import { type ApiKeyScope, sessionSeenEveryMs, type UserRole } from "@odo/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../../db/database.js";
import { ApiError } from "../../errors.js";
import { apiKeyHolder, isApiKey } from "../../users/api-keys.js";
import { bearerToken } from "../../users/credentials-header.js";
import { touchSession } from "../../users/sessions-repository.js";
import { sessionAccount } from "../../users/users-repository.js";

export interface SessionUser {
  id: string;
  /** The session version the token was issued under; a new password bumps the account's. */
  sv: number;
  /** The session (a row of `sessions`); undefined for a token issued before sessions were kept. */
  sid: string | undefined;
  role: UserRole;
}

declare module "@fastify/jwt" {
  interface FastifyJWT {
    payload: { sub: string; sv: number; sid?: string };
    user: SessionUser;
  }
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** What a personal API key needs to call the route; none: keys are refused (`signed-in.ts`). */
    apiKey?: ApiKeyScope;
  }
  interface FastifyInstance {
    /** onRequest hook of every protected route: a valid, current session or a 401. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

/**
 * Sessions are HS256 JWTs carrying the user id and session version. A token that expired is a 401
 * TOKEN_EXPIRED (the PWA then signs the user out); a missing, forged or outdated one is a 401
 * UNAUTHORIZED, whatever went wrong reading it. The scheme is matched in any letter case (RFC 7235).
 * The role is read from the account on each request, so promoting or demoting an admin takes
 * effect at once.
 */
const expiredCodes = new Set(["FAST_JWT_EXPIRED", "FST_JWT_AUTHORIZATION_TOKEN_EXPIRED"]);

interface VerifiedSession {
  id: string;
  sv: number;
  sid: string | undefined;
  expiresAt: number;
}

/**
 * Tokens whose signature was already checked, until they expire: verifying an HS256 signature on
 * every request cost as much as answering it. Bounded; the oldest entries go first.
 */
class VerifiedTokens {
  readonly #sessions = new Map<string, VerifiedSession>();

  constructor(private readonly capacity: number) {}

  get(token: string, now: number): VerifiedSession | undefined {
    const session = this.#sessions.get(token);
    if (session && session.expiresAt <= now) {
      this.#sessions.delete(token);
      return undefined;
    }
    return session;
  }

  set(token: string, session: VerifiedSession): void {
    if (this.#sessions.size >= this.capacity) {
      const oldest = this.#sessions.keys().next().value;
      if (oldest !== undefined) this.#sessions.delete(oldest);
    }
    this.#sessions.set(token, session);
  }
}

/**
 * The account behind a session while the session still holds: the account active and the token's
 * session not ended (a sign-out, a new password elsewhere, a reset). A token from before sessions
 * were kept has no session: it holds while the account's session version is the one it carries,
 * which signing out everywhere else moves on.
 */
export async function liveSession(
  database: Database,
  session: { id: string; sv: number; sid: string | undefined },
): Promise<{ role: UserRole; lastSeenAt: string | null } | "accountDeleted" | undefined> {
  const current = await database.read((db) => sessionAccount(db, session.id, session.sid ?? ""));
  // No account behind a well-signed token: it was deleted (on another phone, or by an admin).
  if (!current) return "accountDeleted";
  if (!current.active) return undefined;
  const holds = session.sid === undefined ? current.sessionVersion === session.sv : current.lastSeenAt !== null;
  return holds ? current : undefined;
}

export const jwt = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyJwt, {
      secret: app.deps.config.jwtSecret,
      sign: { expiresIn: app.deps.config.tokenTtlSeconds },
      formatUser: (payload) => ({ id: payload.sub, sv: payload.sv, sid: payload.sid, role: "user" }),
    });

    const verified = new VerifiedTokens(10_000);

    app.decorate("authenticate", async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw new ApiError("UNAUTHORIZED");
      if (isApiKey(token)) {
        const holder = await apiKeyHolder(app.deps, token, request.routeOptions.config.apiKey);
        // No session: `sv` -1 and no `sid`; the routes a key may reach never read them.
        request.user = { id: holder.id, sv: -1, sid: undefined, role: holder.role };
        return;
      }
      const now = app.deps.clock().getTime();
      let session = verified.get(token, now);
      if (!session) {
        let claims: { sub?: unknown; sv?: unknown; sid?: unknown; exp?: unknown };
        try {
          claims = app.jwt.verify(token);
        } catch (error) {
          const code = error instanceof Error && "code" in error ? String(error.code) : "";
          throw new ApiError(expiredCodes.has(code) ? "TOKEN_EXPIRED" : "UNAUTHORIZED");
        }
        if (
          typeof claims.sub !== "string" ||
          typeof claims.sv !== "number" ||
          typeof claims.exp !== "number" ||
          (claims.sid !== undefined && typeof claims.sid !== "string")
        ) {
          throw new ApiError("UNAUTHORIZED");
        }
        session = { id: claims.sub, sv: claims.sv, sid: claims.sid, expiresAt: claims.exp * 1000 };
        verified.set(token, session);
      }
      // The account and the session are read on every request, so a new password, a sign-out from
      // another device, a deactivation or a role change counts at once.
      const { id, sid } = session;
      const current = await liveSession(app.deps.database, session);
      // The device is told the account is gone, to wipe what it holds of it, not to ask for a sign-in.
      if (current === "accountDeleted") throw new ApiError("ACCOUNT_DELETED");
      if (!current) throw new ApiError("UNAUTHORIZED");
      if (sid && current.lastSeenAt && Date.parse(current.lastSeenAt) < now - sessionSeenEveryMs) {
        await app.deps.database.write((db) => touchSession(db, sid, new Date(now)));
      }
      request.user = { id, sv: session.sv, sid, role: current.role };
    });

    app.deps.signSession = (claims) => app.jwt.sign(claims);
  },
  { name: "jwt", dependencies: ["deps"] },
);
