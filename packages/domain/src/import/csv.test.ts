import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CsvError, detectDelimiter, parseCsv } from "./csv.js";

const cellsOf = (text: string, delimiter?: string) => parseCsv(text, { delimiter }).map((row) => row.cells);

describe("parseCsv", () => {
  it("reads quoted fields, doubled quotes, delimiters and line breaks inside quotes", () => {
    expect(cellsOf('Date,Notes,Cost\n2024-01-02,"Oil, filter ""5W-30""","$1,089.40"\n')).toEqual([
      ["Date", "Notes", "Cost"],
      ["2024-01-02", 'Oil, filter "5W-30"', "$1,089.40"],
    ]);
    const rows = parseCsv('a,b\n"line one\nline two",x\nlast,y');
    expect(rows.map((row) => row.line)).toEqual([1, 2, 4]);
    expect(rows[1]?.cells[0]).toBe("line one\nline two");
  });

  it("takes CRLF, LF and bare CR line ends, a byte-order mark, and skips blank lines", () => {
    expect(cellsOf("\uFEFFa,b\r\n1,2\r\n\r\n3,4\r5,6\n")).toEqual([
      ["a", "b"],
      ["1", "2"],
      ["3", "4"],
      ["5", "6"],
    ]);
  });

  it("keeps Drivvo's repeated headers, whose digit sits outside the quotes", () => {
    expect(cellsOf('"Date","Full tank" 2,"Price"')).toEqual([["Date", "Full tank 2", "Price"]]);
  });

  it("names the line of a quote never closed", () => {
    expect(() => parseCsv('a,b\n1,2\n3,"oops\n4,5')).toThrow(CsvError);
    try {
      parseCsv('a,b\n1,2\n3,"oops\n4,5');
    } catch (error) {
      expect(error).toMatchObject({ line: 3, problem: "unclosedQuote" });
    }
  });

  it("reads back whatever a standard writer wrote", () => {
    const field = fc.string({ unit: fc.constantFrom("a", "1", " ", ",", ";", '"', "\n", "é", "$") });
    const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
    fc.assert(
      fc.property(
        fc.array(fc.array(field, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 5 }),
        (table) => {
          const text = table.map((row) => row.map(quote).join(",")).join("\r\n");
          expect(cellsOf(text, ",")).toEqual(table);
        },
      ),
    );
  });
});

describe("detectDelimiter", () => {
  it("finds commas, semicolons and tabs, ignoring those inside quotes", () => {
    expect(detectDelimiter("a,b,c")).toBe(",");
    expect(detectDelimiter('"x,y";b;c')).toBe(";");
    expect(detectDelimiter("a\tb\tc\n1,2")).toBe("\t");
  });
});
