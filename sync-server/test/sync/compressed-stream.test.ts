import { randomBytes } from "node:crypto";
import { text } from "node:stream/consumers";
import { createBrotliDecompress } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { compressedStream } from "../../src/plugins/external/compress.js";

const request = { headers: { "accept-encoding": "gzip, br" } } as unknown as FastifyRequest;
const reply = () => {
  const headers: Record<string, unknown> = {};
  return { headers, header: (name: string, value: unknown) => Object.assign(headers, { [name]: value }) };
};
/** Parts that do not compress much (random text), counting how many were asked for. */
function counted(count: number) {
  const made = { parts: 0 };
  async function* parts() {
    for (let index = 0; index < count; index += 1) {
      made.parts += 1;
      yield `${index} ${randomBytes(48_000).toString("base64")}\n`;
    }
  }
  return { made, parts: parts() };
}
const turns = async (count: number) => {
  for (let turn = 0; turn < count; turn += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe("a compressed stream of parts", () => {
  it("sends every part, in order, in the encoding the client takes", async () => {
    const sent = reply();
    const { parts } = counted(20);
    const stream = compressedStream(request, sent as unknown as FastifyReply, parts);
    expect(sent.headers["content-encoding"]).toBe("br");
    const lines = (await text(stream.pipe(createBrotliDecompress()))).split("\n").filter(Boolean);
    expect(lines.map((line) => Number(line.split(" ")[0]))).toEqual([...Array(20).keys()]);
  });

  it("makes parts only as fast as the client takes them, and none once it is gone", async () => {
    const { made, parts } = counted(1_000);
    const stream = compressedStream(request, reply() as unknown as FastifyReply, parts);
    await turns(200);
    // Nobody reads: a part or a few wait in the buffers, not the thousand.
    expect(made.parts).toBeGreaterThan(0);
    expect(made.parts).toBeLessThan(20);
    stream.destroy();
    const atClose = made.parts;
    await turns(200);
    expect(made.parts).toBeLessThanOrEqual(atClose + 1);
  });
});
