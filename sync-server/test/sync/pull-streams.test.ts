import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OpenPullStreams, pullStreamLifetimeMs, pullStreamsPerUser } from "../../src/sync/pull-streams.js";

const closed = (stream: PassThrough) => new Promise((resolve) => stream.once("close", resolve));
afterEach(() => {
  vi.useRealTimers();
});

describe("streamed pull replies held open", () => {
  it("keeps a few per user, cutting the oldest past them, and leaves other users' alone", async () => {
    const open = new OpenPullStreams();
    const anas = Array.from({ length: pullStreamsPerUser }, () => new PassThrough());
    const bens = new PassThrough();
    for (const stream of anas) open.track("ana", stream);
    open.track("ben", bens);
    expect(anas.some((stream) => stream.destroyed)).toBe(false);

    const oldestCut = closed(anas[0] as PassThrough);
    open.track("ana", new PassThrough());
    await oldestCut;
    expect(anas.map((stream) => stream.destroyed)).toEqual([true, ...anas.slice(1).map(() => false)]);
    expect(bens.destroyed).toBe(false);

    // One that ended on its own leaves room: the next does not cut another.
    const ended = anas[1] as PassThrough;
    ended.destroy();
    await closed(ended).catch(() => undefined);
    open.track("ana", new PassThrough());
    expect(anas.slice(2).some((stream) => stream.destroyed)).toBe(false);
  });

  it("cuts one still open after its lifetime, and every one when the server closes", async () => {
    vi.useFakeTimers();
    const open = new OpenPullStreams();
    const stalled = new PassThrough();
    open.track("ana", stalled);
    vi.advanceTimersByTime(pullStreamLifetimeMs - 1);
    expect(stalled.destroyed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(stalled.destroyed).toBe(true);

    const others = [new PassThrough(), new PassThrough()];
    open.track("ana", others[0] as PassThrough);
    open.track("ben", others[1] as PassThrough);
    open.endAll();
    expect(others.every((stream) => stream.destroyed)).toBe(true);
  });
});
