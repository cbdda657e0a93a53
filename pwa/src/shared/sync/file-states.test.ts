import { describe, expect, it } from "vitest";
import { evictable, type FileEvent, fileStates, nextFileState, notSentStates } from "./file-states.js";

describe("a file's states on the device", () => {
  it("goes from picked to sent, a send cut short going again", () => {
    const path: FileEvent[] = ["kept", "sending", "later", "sending", "sending", "sent", "evicted"];
    const states: (string | undefined)[] = [];
    let state: ReturnType<typeof nextFileState>;
    for (const event of path) {
      state = nextFileState(state === "absent" ? undefined : state, event);
      states.push(state);
    }
    expect(states).toEqual(["pending", "uploading", "pending", "uploading", "uploading", "uploaded", "absent"]);
  });

  it("keeps a refused file until the user retries or removes it", () => {
    expect(nextFileState("uploading", "refused")).toBe("refused");
    expect(nextFileState("refused", "sending")).toBeUndefined();
    expect(nextFileState("refused", "evicted")).toBeUndefined();
    expect(nextFileState("refused", "retried")).toBe("pending");
    expect(nextFileState("refused", "removed")).toBe("absent");
  });

  it("never drops a file the server does not have to make room, and drops any the user removes", () => {
    expect(fileStates.filter(evictable)).toEqual(["uploaded", "cached"]);
    expect(notSentStates.some(evictable)).toBe(false);
    expect(fileStates.map((state) => nextFileState(state, "removed"))).toEqual(fileStates.map(() => "absent"));
  });

  it("keeps a fetched copy under the cache, never sent again", () => {
    expect(nextFileState(undefined, "fetched")).toBe("cached");
    expect(nextFileState("cached", "sending")).toBeUndefined();
    expect(nextFileState("uploaded", "kept")).toBeUndefined();
  });
});
