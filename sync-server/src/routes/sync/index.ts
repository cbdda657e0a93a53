import {
  apiErrorBody,
  mutationArgsSchemas,
  pullPagesContentType,
  pullPagesQuerySchema,
  pullQuerySchema,
  pullResponseSchema,
  pushOutOfOrderSchema,
  pushRequestSchema,
  pushResponseSchema,
} from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { reading } from "../../deps.js";
import { refreshDistancesIfStale } from "../../integrations/integrations.js";
import { compressedStream } from "../../plugins/external/compress.js";
import { pullPage, pullPages } from "../../sync/pull.js";
import { OpenPullStreams } from "../../sync/pull-streams.js";
import { push } from "../../sync/push.js";
import { errorReplies } from "../schemas.js";
import { mutationRunner } from "./apply-mutation.js";
import { syncEventRoutes } from "./events.js";

const tags = ["sync"];

export async function syncRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  await app.register(syncEventRoutes);
  // Linked bikes' distances are refreshed from Strava when their owner pulls, after the reply;
  // closing the server waits for any refresh still running.
  const refreshing = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled(refreshing);
  });
  const pullStreams = new OpenPullStreams();
  app.addHook("preClose", async () => pullStreams.endAll());
  const refreshDistancesAfter = (userId: string) => {
    const refresh = refreshDistancesIfStale(app.deps, userId).finally(() => refreshing.delete(refresh));
    refreshing.add(refresh);
  };

  routes.post(
    "/push",
    {
      schema: {
        tags,
        summary: "Apply a device's queued mutations, once each, in order",
        description: `Each mutation is \`{mid, name, args}\`: \`mid\` increases by one per device, and \`args\` are the arguments of the mutation \`name\`, whose schema is \`components.schemas["MutationArgs.<name>"]\`. The names: ${Object.keys(mutationArgsSchemas).join(", ")}. Ids are lower-case UUIDs the client makes; a mutation sent again with the same mid gets its stored result.`,
        body: pushRequestSchema,
        response: { ...errorReplies, 200: pushResponseSchema, 409: pushOutOfOrderSchema },
      },
    },
    async (request, reply) => {
      const outcome = await push(app.deps, request.user, request.body, mutationRunner);
      if ("applied" in outcome) return outcome.applied;
      const refusal = pushOutOfOrderSchema.parse({ ...apiErrorBody("MUTATION_OUT_OF_ORDER"), ...outcome.outOfOrder });
      return reply.code(refusal.code).send(refusal);
    },
  );

  // Typed by hand: the page is sent as JSON text spliced from stored rows, not as an object.
  app.get<{ Querystring: z.output<typeof pullQuerySchema> }>(
    "/pull",
    {
      schema: {
        tags,
        summary: "Changes for the signed-in user after a cursor, paged",
        querystring: pullQuerySchema,
        response: { 200: pullResponseSchema, ...errorReplies },
      },
    },
    async (request, reply) => {
      refreshDistancesAfter(request.user.id);
      const page = await reading(app.deps, (deps) =>
        pullPage(deps.db, request.user, request.query.cursor, request.query.limit),
      );
      return reply.type("application/json").send(page.text);
    },
  );

  app.get<{ Querystring: z.output<typeof pullPagesQuerySchema> }>(
    "/pull/pages",
    {
      schema: {
        tags,
        summary: "Several pages of changes in one reply, one after another",
        description: `The pages \`GET /sync/pull\` would return one by one from \`cursor\`, up to \`pages\` of them, without a round trip between them: each is a line of \`${pullPagesContentType}\` shaped as \`GET /sync/pull\`'s reply, and the last one sent says whether more follow. A reply cut short keeps the pages sent before the cut.`,
        querystring: pullPagesQuerySchema,
        response: { 200: { content: { [pullPagesContentType]: { schema: pullResponseSchema } } }, ...errorReplies },
      },
    },
    async (request, reply) => {
      refreshDistancesAfter(request.user.id);
      const pages = compressedStream(request, reply, pullPages(app.deps, request.user, request.query));
      pullStreams.track(request.user.id, pages);
      return reply.type(pullPagesContentType).send(pages);
    },
  );
}
