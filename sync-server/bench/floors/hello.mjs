// The floor for `/api/health`: a bare Fastify process answering a small JSON, nothing else.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ status: "ok" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
