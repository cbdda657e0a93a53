import type { PullResponse } from "@odo/domain";
import { describe, expect, it } from "vitest";
import { newestChanges, PullPages } from "./pull-pages.js";

/**
 * A server of `count` pages sent `perRequest` to a request, each page sent when the test says so:
 * which cursors requests started from, and how many pages the reader has asked the connection for.
 */
function slowServer(count: number, perRequest: number) {
  const requests: number[] = [];
  const asked = { pages: 0 };
  const sends: (() => void)[] = [];
  async function* pagesFrom(cursor: number): AsyncGenerator<PullResponse> {
    requests.push(cursor);
    for (let at = cursor; at < Math.min(count, cursor + perRequest); at += 1) {
      asked.pages += 1;
      await new Promise<void>((resolve) => sends.push(resolve));
      yield { cursor: at + 1, hasMore: at + 1 < count, changes: [] };
    }
  }
  const send = async () => {
    while (sends.length === 0) await tick();
    sends.shift()?.();
    await tick();
  };
  return { requests, asked, pagesFrom, send };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the pages of a pull", () => {
  it("hands over each page as it arrives, reads no further than the bound ahead, and hands over all that arrived", async () => {
    const server = slowServer(6, 6);
    const pages = new PullPages(server.pagesFrom, 0, 2);
    await server.send();
    await server.send();
    await tick();
    // Two pages wait to be written: the third stays in the connection.
    expect(server.asked.pages).toBe(2);
    expect((await pages.take()).map((page) => page.cursor)).toEqual([1, 2]);
    const next = pages.take();
    await server.send();
    expect((await next).map((page) => page.cursor)).toEqual([3]);
    expect(server.asked.pages).toBe(4);
    expect(server.requests).toEqual([0]);
  });

  it("asks again from the last page's cursor when a reply ends with more to come", async () => {
    const server = slowServer(5, 2);
    const pages = new PullPages(server.pagesFrom, 0, 10);
    const cursors: number[] = [];
    for (;;) {
      const taking = pages.take();
      await server.send().catch(() => undefined);
      const taken = await taking;
      if (taken.length === 0) break;
      cursors.push(...taken.map((page) => page.cursor));
      if (cursors.at(-1) === 5) break;
    }
    expect(cursors).toEqual([1, 2, 3, 4, 5]);
    expect(server.requests).toEqual([0, 2, 4]);
    expect(await pages.take()).toEqual([]);
  });

  it("hands over the pages that arrived before a failure, then the failure", async () => {
    async function* cutShort(cursor: number): AsyncGenerator<PullResponse> {
      yield { cursor: cursor + 1, hasMore: true, changes: [] };
      throw new Error("offline");
    }
    const pages = new PullPages(cutShort, 0, 4);
    await tick();
    expect((await pages.take()).map((page) => page.cursor)).toEqual([1]);
    await expect(pages.take()).rejects.toThrow("offline");
  });

  it("reads no more of the reply once the writer stops", async () => {
    const server = slowServer(10, 10);
    let closed = false;
    const pagesFrom = (cursor: number) => {
      const reply = server.pagesFrom(cursor);
      const close = reply.return.bind(reply);
      reply.return = (value) => {
        closed = true;
        return close(value);
      };
      return reply;
    };
    const pages = new PullPages(pagesFrom, 0, 1);
    await server.send();
    expect((await pages.take()).map((page) => page.cursor)).toEqual([1]);
    await server.send();
    await tick();
    // One page waits: the fetcher waits for room, and the writer stops.
    pages.stop();
    await tick();
    expect(closed).toBe(true);
    expect(server.asked.pages).toBe(2);
  });

  it("ends with no pages once the last one is taken", async () => {
    async function* last(cursor: number): AsyncGenerator<PullResponse> {
      yield { cursor: cursor + 1, hasMore: false, changes: [] };
    }
    const pages = new PullPages(last, 7, 4);
    expect((await pages.take()).map((page) => page.cursor)).toEqual([8]);
    expect(await pages.take()).toEqual([]);
  });
});

describe("pages written together", () => {
  it("keep each row once, as its latest change left it, in the order the rows changed last", () => {
    const page = (changes: PullResponse["changes"]): PullResponse => ({ cursor: 0, hasMore: true, changes });
    const put = (id: string, km: number) => ({ op: "put" as const, entity: "vehicle" as const, id, data: { km } });
    const changes = newestChanges([
      page([put("a", 1), put("b", 1)]),
      page([{ op: "del", entity: "vehicle", id: "a" }, put("c", 1)]),
      page([put("a", 2)]),
    ]);
    expect(changes).toEqual([put("b", 1), put("c", 1), put("a", 2)]);
  });
});
