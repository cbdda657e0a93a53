import type { FastifyInstance } from "fastify";
import { signedIn } from "../../plugins/app/signed-in.js";
import { accountControlRoutes } from "./account-controls.js";
import { accountRoutes } from "./accounts.js";
import { apiKeyRoutes } from "./api-keys.js";
import { calendarLinkRoutes } from "./calendar.js";
import { integrationRoutes } from "./integrations.js";
import { planRoutes } from "./plan.js";
import { profileRoutes } from "./profile.js";
import { pushSubscriptionRoutes } from "./push-subscriptions.js";
import { webhookRoutes } from "./webhooks.js";

/** `/api/users/*`: account routes are public; profile, rating and notifications need a session. */
export async function userRoutes(app: FastifyInstance) {
  await app.register(accountRoutes);
  await app.register(
    signedIn(async (protectedRoutes) => {
      await protectedRoutes.register(accountControlRoutes);
      await protectedRoutes.register(apiKeyRoutes);
      await protectedRoutes.register(calendarLinkRoutes);
      await protectedRoutes.register(integrationRoutes);
      await protectedRoutes.register(planRoutes);
      await protectedRoutes.register(profileRoutes);
      await protectedRoutes.register(pushSubscriptionRoutes);
      await protectedRoutes.register(webhookRoutes);
    }),
  );
}
