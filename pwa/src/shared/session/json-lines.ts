/**
 * The values of a body of newline-delimited JSON, each parsed as soon as its line is whole, so a
 * long reply (a streamed pull's pages) is used while the rest arrives. A network failure midway
 * throws from the iteration, after the lines before it.
 */
export async function* jsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  const reader = body.getReader();
  // Streaming: a character split between two chunks is decoded once both are in.
  const decoder = new TextDecoder();
  // The pieces of the line under way: joined once it ends, not grown chunk by chunk.
  let pieces: string[] = [];
  let ended = false;
  try {
    for (;;) {
      const { done, value: bytes } = await reader.read();
      ended = done;
      if (done) break;
      const value = decoder.decode(bytes, { stream: true });
      let start = 0;
      for (let end = value.indexOf("\n"); end >= 0; end = value.indexOf("\n", start)) {
        pieces.push(value.slice(start, end));
        const line = pieces.join("");
        pieces = [];
        start = end + 1;
        if (line.trim() !== "") yield JSON.parse(line);
      }
      if (start < value.length) pieces.push(value.slice(start));
    }
    const last = pieces.join("") + decoder.decode();
    if (last.trim() !== "") yield JSON.parse(last);
  } finally {
    // Left early (the reader stopped, a line did not parse): the rest is not downloaded.
    if (!ended) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
