import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { sourceFilesOf } from "./zip-sources.js";

describe("the files an import reads", () => {
  it("takes a CSV as it is, and the CSV and JSON files inside a ZIP, leaving its photos", async () => {
    const csv = new File(["odo_export,vehicle_id\n4,v1\n"], "vehicles.csv", { type: "text/csv" });
    expect(await sourceFilesOf(csv)).toEqual([{ name: "vehicles.csv", text: "odo_export,vehicle_id\n4,v1\n" }]);
    const zip = zipSync({
      "odo-backup-2026-11-27.json": strToU8('{"format":"odo-backup"}'),
      "attachments/a.jpg": new Uint8Array([0xff, 0xd8, 0xff]),
      "__MACOSX/odo-backup-2026-11-27.json": strToU8("junk"),
    });
    const files = await sourceFilesOf(
      new File([zip.slice()], "odo-backup-2026-11-27.zip", { type: "application/zip" }),
    );
    expect(files).toEqual([{ name: "odo-backup-2026-11-27.json", text: '{"format":"odo-backup"}' }]);
  });
});
