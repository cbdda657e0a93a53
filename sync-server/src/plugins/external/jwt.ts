import fastifyJwt from "@fastify/jwt";
import type { UserRole } from "@odo/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ApiError } from "../../errors.js";
import { bearerToken } from "../../users/credentials-header.js";
import { sessionAccount } from "../../users/users-repository.js";

export interface SessionUser {
  id: string;
  /** The session version the token was issued under; a password reset bumps the account's. */
  sv: number;
  role: UserRole;
}

declare module "@fastify/jwt" {
  interface FastifyJWT {
    payload: { sub: string; sv: number };
    user: SessionUser;
  }
}

declare module "fastify" {
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

export const jwt = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyJwt, {
      secret: app.deps.config.jwtSecret,
      sign: { expiresIn: app.deps.config.tokenTtlSeconds },
      formatUser: (payload) => ({ id: payload.sub, sv: payload.sv, role: "user" }),
    });

    const verified = new VerifiedTokens(10_000);

    app.decorate("authenticate", async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw new ApiError("UNAUTHORIZED");
      const now = app.deps.clock().getTime();
      let session = verified.get(token, now);
      if (!session) {
        let claims: { sub?: unknown; sv?: unknown; exp?: unknown };
        try {
          claims = app.jwt.verify(token);
        } catch (error) {
          const code = error instanceof Error && "code" in error ? String(error.code) : "";
          throw new ApiError(expiredCodes.has(code) ? "TOKEN_EXPIRED" : "UNAUTHORIZED");
        }
        if (typeof claims.sub !== "string" || typeof claims.sv !== "number" || typeof claims.exp !== "number") {
          throw new ApiError("UNAUTHORIZED");
        }
        session = { id: claims.sub, sv: claims.sv, expiresAt: claims.exp * 1000 };
        verified.set(token, session);
      }
      // The account is read on every request, so a reset, a deactivation or a role change counts at once.
      const id = session.id;
      const current = await app.deps.database.read((db) => sessionAccount(db, id));
      if (!current?.active || current.sessionVersion !== session.sv) throw new ApiError("UNAUTHORIZED");
      request.user = { id: session.id, sv: session.sv, role: current.role };
    });

    app.deps.signSession = (claims) => app.jwt.sign(claims);
  },
  { name: "jwt", dependencies: ["deps"] },
);
