import { describe, expect, it } from "vitest";
import { canonicalJson, utf8Bytes } from "./canonical-json.js";
import { base64UrlOf, bytesOfBase64Url } from "./signature-checks.js";

describe("canonicalJson", () => {
  it("writes the same text whatever the key order or the source's whitespace", () => {
    const a = JSON.parse('{ "b": 1, "a": { "y": [1, 2], "x": "é" } }');
    const b = JSON.parse('{"a":{"x":"é","y":[1,2]},"b":1}');
    expect(canonicalJson(a)).toBe('{"a":{"x":"é","y":[1,2]},"b":1}');
    expect(canonicalJson(b)).toBe(canonicalJson(a));
  });

  it("follows RFC 8785 for numbers, escapes and key order by UTF-16 code units", () => {
    expect(canonicalJson({ n: 1e21, m: 0.000001, z: -0, f: 30500.5 })).toBe(
      '{"f":30500.5,"m":0.000001,"n":1e+21,"z":0}',
    );
    expect(canonicalJson({ "\u20ac": 1, "\r": 2, "1": 3, a: "\u0007\n" })).toBe(
      '{"\\r":2,"1":3,"a":"\\u0007\\n","€":1}',
    );
  });

  it("drops undefined properties and refuses what JSON cannot hold", () => {
    expect(canonicalJson({ a: undefined, b: null })).toBe('{"b":null}');
    expect(() => canonicalJson({ a: Number.NaN })).toThrow(TypeError);
    expect(() => canonicalJson({ a: Number.POSITIVE_INFINITY })).toThrow(TypeError);
    expect(() => canonicalJson({ a: 1n })).toThrow(TypeError);
    expect(canonicalJson([1, undefined, "x"])).toBe('[1,null,"x"]');
  });

  it("writes UTF-8 and base64url as the platform does", () => {
    for (const text of ["", "a", "Martínez", "€ 30", "😀 ok", "\ud800"]) {
      expect([...utf8Bytes(text)]).toEqual([...new TextEncoder().encode(text)]);
    }
    for (let length = 0; length < 70; length += 1) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 37 + length) & 255);
      const text = base64UrlOf(bytes);
      expect(text).toBe(Buffer.from(bytes).toString("base64url"));
      expect([...bytesOfBase64Url(text)]).toEqual([...bytes]);
    }
  });
});
