// The push floors' process: a bare Fastify taking the bench's batches at `/push` and answering as
// Odo does (every mutation applied), once `store(mutations, clientId)` has written a batch.
import Fastify from "fastify";

export async function servePush(store) {
  const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });
  app.get("/", async () => "ok");
  app.post("/push", async (request) => {
    const { clientId, mutations } = request.body;
    await store(mutations, clientId);
    return {
      lastMutationId: mutations.at(-1)?.mid ?? 0,
      results: mutations.map(({ mid }) => ({ mid, status: "applied" })),
    };
  });
  await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
}
