import {
  dueItemSchema,
  idSchema,
  reminderCompleteSchema,
  reminderCreateSchema,
  reminderSchema,
  reminderSnoozeSchema,
  reminderUpdateSchema,
} from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { reading, writing } from "../../deps.js";
import {
  addReminder,
  completeReminder,
  deleteReminder,
  listReminders,
  snoozeReminder,
  updateReminder,
  vehicleDue,
} from "../../reminder/reminders.js";
import { errorReplies, messageReply, ok, payloadReply } from "../schemas.js";
import { timeZone } from "../time-zone.js";

const tags = ["reminders"];
const byId = z.object({ id: idSchema });
const byReminder = byId.extend({ reminderId: idSchema });

/**
 * A vehicle's reminders (the owner's and a workshop's) and what is due, the same services the
 * `reminder.*` sync mutations run. A reminder is addressed under its vehicle; one of another
 * vehicle is a 404.
 */
export async function vehicleReminderRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/:id/due",
    {
      schema: {
        tags,
        summary: "What is coming up: the service, parts, insurance, taxes and reminders, most pressing first",
        description: "`tz` is the IANA time zone whose calendar counts the days (default UTC).",
        params: byId,
        querystring: z.object({ tz: z.string().max(64).optional() }),
        response: { 200: payloadReply(z.array(dueItemSchema)), ...errorReplies },
      },
    },
    async (request) =>
      ok(
        await reading(app.deps, (deps) =>
          vehicleDue(deps, request.user, request.params.id, timeZone(request.query.tz)),
        ),
      ),
  );

  routes.get(
    "/:id/reminders",
    {
      schema: {
        tags,
        summary: "The vehicle's reminders",
        params: byId,
        response: { 200: payloadReply(z.array(reminderSchema)), ...errorReplies },
      },
    },
    async (request) => ok(await reading(app.deps, (deps) => listReminders(deps, request.user, request.params.id))),
  );

  routes.post(
    "/:id/reminders",
    {
      schema: {
        tags,
        summary: "Set a reminder: what, and at a km and/or a date, once or every N km and/or M months",
        params: byId,
        body: reminderCreateSchema,
        response: { 201: payloadReply(reminderSchema), ...errorReplies },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return {
        code: 201,
        message: "REMINDER_CREATED",
        payload: await writing(app.deps, (deps) => addReminder(deps, request.user, request.params.id, request.body)),
      };
    },
  );

  routes.patch(
    "/:id/reminders/:reminderId",
    {
      schema: {
        tags,
        summary: "Change a reminder's fields (null clears one); `dismissed: true` puts it away",
        params: byReminder,
        body: reminderUpdateSchema,
        response: { 200: payloadReply(reminderSchema), ...errorReplies },
      },
    },
    async (request) => ({
      code: 200,
      message: "REMINDER_UPDATED",
      payload: await writing(app.deps, (deps) =>
        updateReminder(deps, request.user, request.params.reminderId, request.body, request.params.id),
      ),
    }),
  );

  routes.delete(
    "/:id/reminders/:reminderId",
    {
      schema: {
        tags,
        summary: "Delete a reminder",
        params: byReminder,
        response: { 200: messageReply, ...errorReplies },
      },
    },
    async (request) => {
      await writing(app.deps, (deps) =>
        deleteReminder(deps, request.user, request.params.reminderId, request.params.id),
      );
      return { code: 200, message: "REMINDER_DELETED" };
    },
  );

  routes.post(
    "/:id/reminders/:reminderId/complete",
    {
      schema: {
        tags,
        summary: "Mark it done at a km and date; a recurring one counts again from there",
        params: byReminder,
        body: reminderCompleteSchema.omit({ _id: true }),
        response: { 200: payloadReply(reminderSchema), ...errorReplies },
      },
    },
    async (request) => ({
      code: 200,
      message: "REMINDER_COMPLETED",
      payload: await writing(app.deps, (deps) =>
        completeReminder(deps, request.user, { ...request.body, _id: request.params.reminderId }, request.params.id),
      ),
    }),
  );

  routes.post(
    "/:id/reminders/:reminderId/snooze",
    {
      schema: {
        tags,
        summary: "Put it out of sight until a date",
        params: byReminder,
        body: reminderSnoozeSchema.omit({ _id: true }),
        response: { 200: payloadReply(reminderSchema), ...errorReplies },
      },
    },
    async (request) => ({
      code: 200,
      message: "REMINDER_SNOOZED",
      payload: await writing(app.deps, (deps) =>
        snoozeReminder(deps, request.user, request.params.reminderId, request.body.until, request.params.id),
      ),
    }),
  );
}
