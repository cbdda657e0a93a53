import { devicePushBytes, requestBodyBytes } from "@odo/domain";
import { describe, expect, it } from "vitest";
import { withinPushBytes } from "./push-batch.js";

const record = (thumbnailChars: number) => ({
  name: "attachment.create",
  args: { vehicleId: "v", attachment: { thumbnail: `data:image/webp;base64,${"A".repeat(thumbnailChars)}` } },
});

describe("a push's size", () => {
  it("sends fifty photos' records in pushes the server takes, in order, none left out", () => {
    const queue = Array.from({ length: 50 }, () => record(24_000));
    const pushes: (typeof queue)[] = [];
    for (let rest = queue; rest.length > 0; rest = rest.slice(pushes.at(-1)?.length ?? 0)) {
      pushes.push(withinPushBytes(rest));
    }
    expect(pushes.flat()).toHaveLength(50);
    expect(pushes.length).toBeGreaterThan(1);
    for (const push of pushes) expect(JSON.stringify(push).length).toBeLessThan(requestBodyBytes);
  });

  it("counts bytes, not characters, and always sends the first entry", () => {
    const accented = { name: "expense.create", args: { notes: "ñ".repeat(devicePushBytes / 2) } };
    expect(withinPushBytes([accented, accented])).toHaveLength(1);
    const huge = record(devicePushBytes * 2);
    expect(withinPushBytes([huge, record(10)])).toEqual([huge]);
  });
});
