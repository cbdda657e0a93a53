import {
  accountProofSchema,
  emailChangeSchema,
  passwordChangeSchema,
  sessionsPerUser,
  sessionViewSchema,
} from "@odo/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { deleteAccount } from "../../account/delete-account.js";
import { reading, writing } from "../../deps.js";
import type { SignInOrigin } from "../../users/accounts.js";
import { bearerToken } from "../../users/credentials-header.js";
import { cancelEmailChange, requestEmailChange } from "../../users/email-change.js";
import { changePassword } from "../../users/password-change.js";
import { endSession, keepOnlyThisSession, listSessions } from "../../users/sessions.js";
import { errorReplies, messageReply, ok, payloadReply } from "../schemas.js";

const tags = ["account"];
const tokenReply = messageReply.extend({ token: z.string() });

/** The token the request came with: still this device's after the others are signed out. */
const ownToken = (request: FastifyRequest) => bearerToken(request.headers.authorization) ?? "";

const originOf = (request: FastifyRequest): SignInOrigin => ({
  address: request.ip,
  userAgent: request.headers["user-agent"],
});

/**
 * The account's own controls, behind the session check: where it is signed in, its password, its
 * email and deleting it. They need a connection: the server alone decides who may sign in.
 */
export async function accountControlRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/sessions",
    {
      schema: {
        tags,
        summary: "Where your account is signed in, the most recently used first",
        description: `At most ${sessionsPerUser} sessions are kept; a new sign-in past that ends the one used longest ago.`,
        response: { 200: payloadReply(z.array(sessionViewSchema)), ...errorReplies },
      },
    },
    async (request) => ok(await reading(app.deps, (deps) => listSessions(deps, request.user))),
  );

  routes.delete(
    "/sessions/:sessionId",
    {
      schema: {
        tags,
        summary: "Sign one device out now",
        params: z.object({ sessionId: z.string().min(1).max(64) }),
        response: { 200: messageReply, ...errorReplies },
      },
    },
    async (request) => {
      await writing(app.deps, (deps) => endSession(deps, request.user, request.params.sessionId));
      return { code: 200, message: "SIGNED_OUT" };
    },
  );

  routes.post(
    "/sessions/end-others",
    {
      schema: {
        tags,
        summary: "Sign every other device out; this one goes on (with the token returned)",
        response: { 200: tokenReply, ...errorReplies },
      },
    },
    async (request) => {
      const renewed = await writing(app.deps, (deps) =>
        keepOnlyThisSession(deps, request.user, request.headers["user-agent"]),
      );
      return { code: 200, message: "OTHERS_SIGNED_OUT", token: renewed ?? ownToken(request) };
    },
  );

  routes.post(
    "/sign-out",
    {
      schema: {
        tags,
        summary: "End this device's session on the server",
        response: { 200: messageReply, ...errorReplies },
      },
    },
    async (request) => {
      const { sid } = request.user;
      if (sid) await writing(app.deps, (deps) => endSession(deps, request.user, sid).catch(() => undefined));
      return { code: 200, message: "SIGNED_OUT" };
    },
  );

  routes.post(
    "/password",
    {
      config: { rateLimit: {} },
      schema: {
        tags,
        summary: "Change your password (the current one first); every other device is signed out",
        body: passwordChangeSchema,
        response: { 200: tokenReply, ...errorReplies },
      },
    },
    async (request) => {
      const renewed = await changePassword(app.deps, request.user, request.body, originOf(request));
      return { code: 200, message: "PASSWORD_CHANGED", token: renewed ?? ownToken(request) };
    },
  );

  routes.post(
    "/email",
    {
      config: { rateLimit: {} },
      schema: {
        tags,
        summary: "Change your email: a link mailed to the new address confirms it",
        description:
          "Until the link is followed the account keeps its address; the old address is told once it changed.",
        body: emailChangeSchema,
        response: { 202: messageReply, ...errorReplies },
      },
    },
    async (request, reply) => {
      await requestEmailChange(app.deps, request.user, request.body, originOf(request));
      return reply.code(202).send({ code: 202, message: "EMAIL_CONFIRMATION_SENT" });
    },
  );

  routes.delete(
    "/email",
    {
      schema: {
        tags,
        summary: "Forget the new email waiting for confirmation",
        response: { 200: messageReply, ...errorReplies },
      },
    },
    async (request) => {
      await writing(app.deps, (deps) => cancelEmailChange(deps, request.user));
      return { code: 200, message: "EMAIL_CHANGE_CANCELLED" };
    },
  );

  routes.delete(
    "/account",
    {
      config: { rateLimit: {} },
      schema: {
        tags,
        summary: "Delete your account and everything only yours",
        description:
          "Proof that it is you: `password`, or `googleToken` from a Google sign-in made in the last minutes. " +
          "Owned vehicles and their history, shares given and received, the shop, Strava, push browsers, " +
          "mails still to send and sessions go in one transaction; work logged on others' vehicles stays there, by no one.",
        body: accountProofSchema,
        response: { 200: messageReply, ...errorReplies },
      },
    },
    async (request) => {
      await deleteAccount(app.deps, request.user, request.body, request.ip);
      return { code: 200, message: "ACCOUNT_DELETED" };
    },
  );
}
