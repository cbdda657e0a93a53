import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importLimits, type SourceFile } from "./imported.js";
import { readImport } from "./read-import.js";

/**
 * Files a user may pick by mistake or on purpose: each is refused whole with the line and the
 * problem (the preview then imports nothing), or read if it is a real export, however long.
 */
const samples = join(import.meta.dirname, "samples");
const sample = (name: string) => readFileSync(join(samples, name), "utf8");
const read =
  (text: string, name = "file.csv") =>
  () =>
    readImport([{ name, text }], "UTC");

describe("files that are not what they claim", () => {
  it("refuses an empty file", () => {
    expect(read("")).toThrow(expect.objectContaining({ key: "emptyFile", file: "file.csv" }));
    expect(read("\n\r\n")).toThrow(expect.objectContaining({ key: "emptyFile" }));
  });

  it("refuses 5 MB of random bytes as no text, without reading them as CSV", () => {
    const text = new TextDecoder().decode(randomBytes(5 * 1024 * 1024));
    expect(read(text, "photo.csv")).toThrow(expect.objectContaining({ key: "notText", file: "photo.csv", line: 1 }));
  });

  it("refuses random bytes that happen to open with a brace as no text, not as a broken backup", () => {
    const text = `{${new TextDecoder().decode(randomBytes(64 * 1024))}`;
    expect(read(text, "photo.json")).toThrow(expect.objectContaining({ key: "notText", file: "photo.json", line: 1 }));
  });

  it("refuses another app's headers over garbage rows, naming the first bad line", () => {
    const [header] = sample("fuelly-app.csv").split("\n");
    const text = `${header}\nGas,,2024-01-05,08:30 AM,Civic,"8,015",Full,$4.164,14.53,$60.50\nqwe,rty,uio,p,asd,fgh,jkl,zxc,vbn,m\n`;
    expect(read(text)).toThrow(expect.objectContaining({ key: "invalidDate", line: 3 }));
  });

  it("refuses a quote never closed, naming the line it opens on", () => {
    const lines = sample("drivvo-es.csv").split("\r\n").length;
    const text = `${sample("drivvo-es.csv")}"13000","01/01/2026 10:00","Gasolina 95\r\n`;
    expect(read(text)).toThrow(expect.objectContaining({ key: "unclosedQuote", line: lines }));
  });

  it("refuses a file of more rows than one import takes, naming the first row beyond", () => {
    const [header] = sample("lubelogger-gasrecords.csv").split("\r\n");
    const rows = Array.from({ length: 100_000 }, (_, index) => `1/1/2024,${1000 + index},10,40,,True,False,,`);
    const text = [header, ...rows].join("\n");
    expect(read(text)).toThrow(
      expect.objectContaining({
        key: "tooManyRows",
        line: importLimits.maxRows + 2,
        detail: String(importLimits.maxRows),
      }),
    );
  });

  it("reads a real export as long as the limit allows", () => {
    const [header] = sample("lubelogger-gasrecords.csv").split("\r\n");
    const rows = Array.from(
      { length: 5_000 },
      (_, index) => `1/${(index % 28) + 1}/2024,${1000 + index},10,40,,True,False,,`,
    );
    const files: SourceFile[] = [{ name: "gas.csv", text: [header, ...rows].join("\n") }];
    expect(readImport(files, "UTC").refuels).toHaveLength(5_000);
  });

  it("refuses a file of no known app, and says so before anything else", () => {
    expect(read("name,age\nAna,30\n")).toThrow(expect.objectContaining({ key: "unknownFormat", line: 1 }));
    expect(read('##Income\n"a","b"\n"1","2"\n')).toThrow(expect.objectContaining({ key: "unknownFormat" }));
  });
});
