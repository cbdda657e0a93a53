import { describe, expect, it } from "vitest";
import { jsonLines } from "./json-lines.js";

/** A body sent in these chunks of bytes; notes whether the reader cancelled it. */
function body(chunks: Uint8Array[]) {
  const state = { cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}
const all = async (lines: AsyncIterable<unknown>) => {
  const values: unknown[] = [];
  for await (const value of lines) values.push(value);
  return values;
};

describe("a body of JSON lines", () => {
  it("gives each line's value whole, however the bytes were cut, a character split in two included", async () => {
    const bytes = new TextEncoder().encode('{"name":"Señal"}\n\n{"n":2}\n{"last":"ñ"}');
    // Cut inside the "ñ" (two bytes), inside a line, and right after a newline.
    const cuts = [12, 20, 21, 30, bytes.length];
    const chunks = cuts.map((end, index) => bytes.slice(cuts[index - 1] ?? 0, end));
    expect(await all(jsonLines(body(chunks).stream))).toEqual([{ name: "Señal" }, { n: 2 }, { last: "ñ" }]);
  });

  it("stops downloading when the reader stops early", async () => {
    const { stream, state } = body([new TextEncoder().encode('{"n":1}\n{"n":2}\n'), new TextEncoder().encode("{}\n")]);
    for await (const value of jsonLines(stream)) {
      expect(value).toEqual({ n: 1 });
      break;
    }
    expect(state.cancelled).toBe(true);
  });

  it("throws on a line that is not JSON, after the lines before it", async () => {
    const lines = jsonLines(body([new TextEncoder().encode('{"n":1}\n{"n":\n')]).stream);
    expect((await lines.next()).value).toEqual({ n: 1 });
    await expect(lines.next()).rejects.toThrow(SyntaxError);
  });
});
