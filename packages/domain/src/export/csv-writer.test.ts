import { describe, expect, it } from "vitest";
import { csvField, csvText, undefusedCsvText } from "./csv-writer.js";

describe("CSV", () => {
  it("quotes every text, doubles quotes, and writes numbers bare", () => {
    expect(csvField('Oil, "synthetic"')).toBe('"Oil, ""synthetic"""');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField("plain")).toBe('"plain"');
    expect(csvField("")).toBe('""');
    expect(csvField(-3)).toBe("-3");
    expect(csvField(true)).toBe("true");
    expect(csvField(null)).toBe("");
    expect(csvField(Number.NaN)).toBe("");
    expect(
      csvText([
        ["a", 1],
        ["b", null],
      ]),
    ).toBe('"a",1\r\n"b",\r\n');
  });

  it.each([
    ["=HYPERLINK(1)", '"\'=HYPERLINK(1)"'],
    ["+1+cmd", '"\'+1+cmd"'],
    ["-2", '"\'-2"'],
    ["@SUM(A1)", '"\'@SUM(A1)"'],
    ["\t=1", '"\t\'=1"'],
    ["Aceite;=cmd|' /C calc'!A0", "\"Aceite;'=cmd|' /C calc'!A0\""],
    ["Frenos, +1", '"Frenos, \'+1"'],
    ["a;b;@c", '"a;b;\'@c"'],
    ["oil-change e-mail", '"oil-change e-mail"'],
    ["'=1", "\"''=1\""],
  ])("defuses a formula in %j wherever a spreadsheet could start a cell", (text, expected) => {
    expect(csvField(text)).toBe(expected);
  });
});

describe("reading back what Odo wrote", () => {
  it.each([
    '=HYPERLINK("http://x")',
    "'=already marked",
    "''",
    "Aceite;=cmd",
    "-ABC 123",
    "don't; 'quote'",
    "plain text",
  ])("gives %j back as it was typed", (text) => {
    const written = csvField(text);
    expect(undefusedCsvText(written.slice(1, -1).replaceAll('""', '"'))).toBe(text);
  });
});
