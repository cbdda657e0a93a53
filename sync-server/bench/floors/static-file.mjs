// The floor for an attachment's download: a bare Fastify process streaming the same file from disk
// with its type and length, nothing else (no session, no access check, no database).
import { createReadStream, statSync } from "node:fs";
import Fastify from "fastify";

const file = process.env.FILE ?? "";
const size = statSync(file).size;
const app = Fastify({ logger: false });
app.get("/", async (_request, reply) =>
  reply.headers({ "content-type": "image/jpeg", "content-length": size }).send(createReadStream(file)),
);
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
