import { calendarFeedParamsSchema } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { calendarFeedText } from "../../calendar/calendar-feeds.js";
import { errorReplies } from "../schemas.js";

/** `/api/calendar/*`: the owner's calendar feed, read by calendar apps, which send no session. */
export async function calendarRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/:userId/:file",
    {
      // Counted per feed, not per address: Google's and Apple's fetchers read everyone's feeds
      // from a handful of addresses.
      config: {
        rateLimit: { keyGenerator: (request) => `calendar:${(request.params as { userId?: string }).userId}` },
      },
      schema: {
        tags: ["calendar"],
        summary: "What is due, as an iCalendar feed",
        description:
          "The address is secret: it is made on `POST /users/calendar` and stops answering (404) when revoked, " +
          "renewed, or when the account's password changes.",
        params: calendarFeedParamsSchema,
        response: { 200: z.string(), ...errorReplies },
      },
    },
    async (request, reply) => {
      const secret = request.params.file.slice(0, -".ics".length);
      const text = await calendarFeedText(app.deps, request.params.userId, secret);
      return reply
        .type("text/calendar; charset=utf-8")
        .header("cache-control", "private, no-cache")
        .header("content-disposition", 'inline; filename="odo.ics"')
        .send(text);
    },
  );
}
