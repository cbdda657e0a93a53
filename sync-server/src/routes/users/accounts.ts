import { forgotPasswordSchema, googleSignInSchema, googleSignUpSchema, signUpBodySchema } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { writing } from "../../deps.js";
import { activate, forgotPassword, resetPassword, signIn, signUp } from "../../users/accounts.js";
import { bearerToken } from "../../users/credentials-header.js";
import { confirmEmailChange } from "../../users/email-change.js";
import { googleSignIn, googleSignUp } from "../../users/google-accounts.js";
import {
  authorizationHeader,
  credentialsHeader,
  errorReplies,
  messageReply,
  payloadReply,
  sessionReply,
} from "../schemas.js";

const limited = { rateLimit: {} };
const tags = ["accounts"];

export async function accountRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/signup",
    {
      config: limited,
      schema: {
        tags,
        summary: "Sign up in two steps",
        description: "Header x-credentials: base64(JSON {username, password, passwordConfirmation}).",
        headers: credentialsHeader,
        body: signUpBodySchema,
        response: { 200: messageReply, 201: messageReply, ...errorReplies },
      },
    },
    async (request, reply) => {
      const result = await signUp(app.deps, request.headers["x-credentials"], request.body);
      return reply.code(result.code).send(result);
    },
  );

  routes.post(
    "/activate",
    {
      schema: {
        tags,
        summary: "Activate an account with the mailed token as bearer",
        headers: authorizationHeader,
        response: { 200: messageReply, ...errorReplies },
      },
    },
    async (request) => writing(app.deps, (deps) => activate(deps, bearerToken(request.headers.authorization))),
  );

  routes.get(
    "/signin",
    {
      config: limited,
      schema: {
        tags,
        summary: "Sign in with Basic credentials",
        headers: authorizationHeader,
        response: { 200: sessionReply, ...errorReplies },
      },
    },
    async (request) => {
      const session = await signIn(app.deps, request.headers.authorization, {
        address: request.ip,
        userAgent: request.headers["user-agent"],
      });
      return { code: 200, message: "SIGNED_IN", ...session };
    },
  );

  routes.post(
    "/auth/google",
    {
      config: limited,
      schema: {
        tags,
        summary: "Sign in with a Google ID token",
        body: googleSignInSchema,
        response: { 200: sessionReply, ...errorReplies },
      },
    },
    async (request) => {
      const session = await googleSignIn(app.deps, request.body.googleToken, request.headers["user-agent"]);
      return { code: 200, message: "SIGNED_IN", ...session };
    },
  );

  routes.post(
    "/auth/google-signup",
    {
      config: limited,
      schema: {
        tags,
        summary: "Sign up with a Google ID token (validate, then complete)",
        body: googleSignUpSchema,
        response: {
          200: payloadReply(z.object({ name: z.string(), lastname: z.string(), email: z.string() })),
          201: sessionReply,
          ...errorReplies,
        },
      },
    },
    async (request, reply) => {
      const result = await googleSignUp(app.deps, request.body, request.headers["user-agent"]);
      return reply.code(result.code).send(result);
    },
  );

  routes.post(
    "/forgot-password",
    {
      config: limited,
      schema: {
        tags,
        summary: "Mail a password-reset link",
        body: forgotPasswordSchema,
        response: { 200: messageReply, ...errorReplies },
      },
    },
    async (request) => forgotPassword(app.deps, request.body.email, request.body.lang),
  );

  routes.post(
    "/email/confirm",
    {
      config: limited,
      schema: {
        tags,
        summary: "Confirm a new email with the mailed token as bearer (works signed out)",
        headers: authorizationHeader,
        response: { 200: messageReply, ...errorReplies },
      },
    },
    async (request) => confirmEmailChange(app.deps, bearerToken(request.headers.authorization)),
  );

  routes.post(
    "/reset-password",
    {
      config: limited,
      schema: {
        tags,
        summary: "Choose a new password with the mailed token as bearer",
        description: "Header x-credentials: base64(JSON {password, passwordConfirmation}).",
        headers: z.looseObject({ ...authorizationHeader.shape, ...credentialsHeader.shape }),
        response: { 200: messageReply, ...errorReplies },
      },
    },
    async (request) =>
      resetPassword(app.deps, bearerToken(request.headers.authorization), request.headers["x-credentials"]),
  );
}
