import fastifyJwt from "@fastify/jwt";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { users } from "../../db/schema.js";
import { ApiError } from "../../errors.js";

export interface SessionUser {
  id: string;
  /** The session version the token was issued under; a password reset bumps the account's. */
  sv: number;
  role: "admin" | "user";
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
 * UNAUTHORIZED. The role is read from the account on each request, so promoting or demoting an
 * admin takes effect at once.
 */
export const jwt = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyJwt, {
      secret: app.deps.config.jwtSecret,
      sign: { expiresIn: app.deps.config.tokenTtlSeconds },
      formatUser: (payload) => ({ id: payload.sub, sv: payload.sv, role: "user" }),
    });

    app.decorate("authenticate", async (request: FastifyRequest) => {
      try {
        await request.jwtVerify();
      } catch (error) {
        const code = error instanceof Error && "code" in error ? error.code : undefined;
        throw new ApiError(code === "FST_JWT_AUTHORIZATION_TOKEN_EXPIRED" ? "TOKEN_EXPIRED" : "UNAUTHORIZED");
      }
      const account = app.deps.db
        .select({ role: users.role, active: users.active, sessionVersion: users.sessionVersion })
        .from(users)
        .where(eq(users.id, request.user.id))
        .get();
      if (!account?.active || account.sessionVersion !== request.user.sv) throw new ApiError("UNAUTHORIZED");
      request.user.role = account.role;
    });

    app.deps.signSession = (claims) => app.jwt.sign(claims);
  },
  { name: "jwt", dependencies: ["deps"] },
);
