import {
  idSchema,
  treadReadingCreateSchema,
  treadReadingSchema,
  treadReadingUpdateSchema,
  tyreEventCreateSchema,
  tyreEventSchema,
  tyreEventUpdateSchema,
  tyreSetCreateSchema,
  tyreSetSchema,
  tyreSetUpdateSchema,
} from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { reading, writing } from "../../deps.js";
import {
  addTreadReading,
  addTyreEvent,
  addTyreSet,
  changeTreadReading,
  changeTyreEvent,
  changeTyreSet,
  listTyres,
  removeTreadReading,
  removeTyreEvent,
  removeTyreSet,
} from "../../tyre/tyres.js";
import { errorReplies, messageReply, ok, payloadReply } from "../schemas.js";

const tags = ["tyres"];
const byId = z.object({ id: idSchema });
const bySet = byId.extend({ setId: idSchema });
const byEvent = byId.extend({ eventId: idSchema });
const byReading = byId.extend({ readingId: idSchema });

/**
 * A vehicle's tyres: its sets, the moves that put them on and take them off, and tread readings,
 * the same services the `tyreSet.*`, `tyreEvent.*` and `treadReading.*` sync mutations run. Each is
 * addressed under its vehicle; one of another vehicle is a 404.
 */
export async function vehicleTyreRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const created = <T>(message: string, payload: T) => ({ code: 201, message, payload });

  routes.get(
    "/:id/tyres",
    {
      schema: {
        tags,
        summary: "The vehicle's tyre sets, their moves and tread readings (a broker sees none)",
        params: byId,
        response: {
          200: payloadReply(
            z.object({
              sets: z.array(tyreSetSchema),
              events: z.array(tyreEventSchema),
              readings: z.array(treadReadingSchema),
            }),
          ),
          ...errorReplies,
        },
      },
    },
    async (request) => ok(await reading(app.deps, (deps) => listTyres(deps, request.user, request.params.id))),
  );

  routes.post(
    "/:id/tyres",
    {
      schema: {
        tags,
        summary: "Add a tyre set (its size is read and written back as Odo writes it)",
        params: byId,
        body: tyreSetCreateSchema,
        response: { 201: payloadReply(tyreSetSchema), ...errorReplies },
      },
    },
    async (request, reply) => {
      reply.code(201);
      const set = await writing(app.deps, (deps) => addTyreSet(deps, request.user, request.params.id, request.body));
      return created("TYRE_SET_CREATED", set);
    },
  );

  routes.patch(
    "/:id/tyres/:setId",
    {
      schema: {
        tags,
        summary: "Change a tyre set's fields; `retired: true` keeps it for its history and costs",
        params: bySet,
        body: tyreSetUpdateSchema,
        response: { 200: payloadReply(tyreSetSchema), ...errorReplies },
      },
    },
    async (request) => ({
      code: 200,
      message: "TYRE_SET_UPDATED",
      payload: await writing(app.deps, (deps) =>
        changeTyreSet(deps, request.user, request.params.id, request.params.setId, request.body),
      ),
    }),
  );

  routes.delete(
    "/:id/tyres/:setId",
    {
      schema: {
        tags,
        summary: "Delete a tyre set logged by mistake",
        params: bySet,
        response: { 200: messageReply, ...errorReplies },
      },
    },
    async (request) => {
      await writing(app.deps, (deps) => removeTyreSet(deps, request.user, request.params.id, request.params.setId));
      return { code: 200, message: "TYRE_SET_DELETED" };
    },
  );

  routes.post(
    "/:id/tyres/events",
    {
      schema: {
        tags,
        summary:
          "Tyres put on, taken off (`to: null`) or moved at an odometer reading: a mount, a seasonal swap, a rotation",
        params: byId,
        body: tyreEventCreateSchema,
        response: { 201: payloadReply(tyreEventSchema), ...errorReplies },
      },
    },
    async (request, reply) => {
      reply.code(201);
      const event = await writing(app.deps, (deps) =>
        addTyreEvent(deps, request.user, request.params.id, request.body),
      );
      return created("TYRE_EVENT_CREATED", event);
    },
  );

  routes.patch(
    "/:id/tyres/events/:eventId",
    {
      schema: {
        tags,
        summary: "Change a tyre move's date, km or notes",
        params: byEvent,
        body: tyreEventUpdateSchema,
        response: { 200: payloadReply(tyreEventSchema), ...errorReplies },
      },
    },
    async (request) => ({
      code: 200,
      message: "TYRE_EVENT_UPDATED",
      payload: await writing(app.deps, (deps) =>
        changeTyreEvent(deps, request.user, request.params.id, request.params.eventId, request.body),
      ),
    }),
  );

  routes.delete(
    "/:id/tyres/events/:eventId",
    {
      schema: {
        tags,
        summary: "Delete a tyre move",
        params: byEvent,
        response: { 200: messageReply, ...errorReplies },
      },
    },
    async (request) => {
      await writing(app.deps, (deps) => removeTyreEvent(deps, request.user, request.params.id, request.params.eventId));
      return { code: 200, message: "TYRE_EVENT_DELETED" };
    },
  );

  routes.post(
    "/:id/tyres/readings",
    {
      schema: {
        tags,
        summary: "Log tread depths (mm) and pressures (kPa), tyre by tyre",
        params: byId,
        body: treadReadingCreateSchema,
        response: { 201: payloadReply(treadReadingSchema), ...errorReplies },
      },
    },
    async (request, reply) => {
      reply.code(201);
      const logged = await writing(app.deps, (deps) =>
        addTreadReading(deps, request.user, request.params.id, request.body),
      );
      return created("TREAD_READING_CREATED", logged);
    },
  );

  routes.patch(
    "/:id/tyres/readings/:readingId",
    {
      schema: {
        tags,
        summary: "Change a tread reading",
        params: byReading,
        body: treadReadingUpdateSchema,
        response: { 200: payloadReply(treadReadingSchema), ...errorReplies },
      },
    },
    async (request) => ({
      code: 200,
      message: "TREAD_READING_UPDATED",
      payload: await writing(app.deps, (deps) =>
        changeTreadReading(deps, request.user, request.params.id, request.params.readingId, request.body),
      ),
    }),
  );

  routes.delete(
    "/:id/tyres/readings/:readingId",
    {
      schema: {
        tags,
        summary: "Delete a tread reading",
        params: byReading,
        response: { 200: messageReply, ...errorReplies },
      },
    },
    async (request) => {
      await writing(app.deps, (deps) =>
        removeTreadReading(deps, request.user, request.params.id, request.params.readingId),
      );
      return { code: 200, message: "TREAD_READING_DELETED" };
    },
  );
}
