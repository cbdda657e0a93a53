import { calendarLinkRequestSchema, calendarLinkSchema } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { calendarLink, renewCalendarLink, revokeCalendarLink } from "../../calendar/calendar-feeds.js";
import { errorReplies, messageReply, ok, payloadReply } from "../schemas.js";

const tags = ["users"];

/** The signed-in user's calendar feed address: read, made anew, revoked. */
export async function calendarLinkRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/calendar",
    {
      schema: {
        tags,
        summary: "The address of your calendar feed, if you made one",
        response: { 200: payloadReply(calendarLinkSchema.nullable()), ...errorReplies },
      },
    },
    async (request) => ok(await calendarLink(app.deps, request.user)),
  );

  routes.post(
    "/calendar",
    {
      schema: {
        tags,
        summary: "Make a new calendar feed address",
        description:
          "The old address, if any, stops answering. A new password ends the address too. `timeZone` (IANA) is " +
          "the zone its days are read in; without it, the notification settings' zone.",
        body: calendarLinkRequestSchema,
        response: { 201: payloadReply(calendarLinkSchema), ...errorReplies },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        code: 201,
        message: "CALENDAR_CREATED",
        payload: await renewCalendarLink(app.deps, request.user, request.body?.timeZone),
      }),
  );

  routes.delete(
    "/calendar",
    {
      schema: { tags, summary: "Stop your calendar feed", response: { 200: messageReply, ...errorReplies } },
    },
    async (request) => {
      await revokeCalendarLink(app.deps, request.user);
      return { code: 200, message: "CALENDAR_REVOKED" };
    },
  );
}
