// A second floor for `/api/health`: a Fastify with what every Odo reply must carry and a bare one
// lacks, a logger at the bench's level (a child per request) and Odo's API security headers
// (taken from Odo's build, not retyped). The gap to it is what Odo adds beyond those two.
import Fastify from "fastify";
import { apiSecurityHeaders } from "../../dist/plugins/external/helmet.js";

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? "warn" } });
app.addHook("onRequest", (_request, reply, done) => {
  reply.headers(apiSecurityHeaders);
  done();
});
app.get("/", async () => ({ status: "ok" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
