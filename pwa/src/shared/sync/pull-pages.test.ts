import type { PullResponse } from "@odo/domain";
import { describe, expect, it } from "vitest";
import { newestChanges, PullPages } from "./pull-pages.js";

/** A server of `count` pages, each answered when the test says so. */
function slowServer(count: number) {
  const asked: number[] = [];
  const answers: (() => void)[] = [];
  const fetchPage = (cursor: number) =>
    new Promise<PullResponse>((resolve) => {
      asked.push(cursor);
      answers.push(() => resolve({ cursor: cursor + 1, hasMore: cursor + 1 < count, changes: [] }));
    });
  return { asked, fetchPage, answer: () => answers.shift()?.() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the pages of a pull", () => {
  it("asks for each page when the one before arrives, up to the bound, and hands over all that arrived", async () => {
    const server = slowServer(6);
    const pages = new PullPages(server.fetchPage, 0, 2);
    await tick();
    expect(server.asked).toEqual([0]);
    server.answer();
    await tick();
    server.answer();
    await tick();
    // Two pages wait to be written: the third is not asked for yet.
    expect(server.asked).toEqual([0, 1]);
    expect((await pages.take()).map((page) => page.cursor)).toEqual([1, 2]);
    await tick();
    expect(server.asked).toEqual([0, 1, 2]);
    const next = pages.take();
    server.answer();
    expect((await next).map((page) => page.cursor)).toEqual([3]);
  });

  it("hands over the pages that arrived before a failure, then the failure", async () => {
    let calls = 0;
    const pages = new PullPages(
      async (cursor) => {
        calls += 1;
        if (calls === 2) throw new Error("offline");
        return { cursor: cursor + 1, hasMore: true, changes: [] };
      },
      0,
      4,
    );
    await tick();
    expect((await pages.take()).map((page) => page.cursor)).toEqual([1]);
    await expect(pages.take()).rejects.toThrow("offline");
  });

  it("ends with no pages once the last one is taken", async () => {
    const pages = new PullPages(async (cursor) => ({ cursor: cursor + 1, hasMore: false, changes: [] }), 7, 4);
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
