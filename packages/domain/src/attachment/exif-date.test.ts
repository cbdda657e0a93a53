import { describe, expect, it } from "vitest";
import { exifTakenAt, fittedSize } from "./exif-date.js";

/** A JPEG with an APP1 Exif segment holding DateTimeOriginal, in either byte order. */
function jpegWithDate(date: string, little: boolean): Uint8Array {
  const tiff: number[] = [];
  const u16 = (value: number) => (little ? [value & 0xff, value >> 8] : [value >> 8, value & 0xff]);
  const u32 = (value: number) =>
    little
      ? [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, value >>> 24]
      : [value >>> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
  // Header, IFD0 at 8 with one entry (the Exif pointer to 26), the Exif IFD with DateTimeOriginal at 44.
  tiff.push(...(little ? [0x49, 0x49] : [0x4d, 0x4d]), ...u16(42), ...u32(8));
  tiff.push(...u16(1), ...u16(0x8769), ...u16(4), ...u32(1), ...u32(26), ...u32(0));
  tiff.push(...u16(1), ...u16(0x9003), ...u16(2), ...u32(20), ...u32(44), ...u32(0));
  tiff.push(...[...`${date}\0`].map((character) => character.charCodeAt(0)));
  const exif = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const length = exif.length + 2;
  return Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, length >> 8, length & 0xff, ...exif, 0xff, 0xd9]);
}

describe("a photo's date", () => {
  it("reads DateTimeOriginal in both byte orders", () => {
    expect(exifTakenAt(jpegWithDate("2026:11:20 08:15:42", true))).toBe("2026-11-20T08:15:42");
    expect(exifTakenAt(jpegWithDate("2025:01:02 23:59:00", false))).toBe("2025-01-02T23:59:00");
  });

  it("gives null for a file without one, or not a JPEG", () => {
    expect(exifTakenAt(Uint8Array.from([0xff, 0xd8, 0xff, 0xdb, 0, 4, 0, 0, 0xff, 0xd9]))).toBeNull();
    expect(exifTakenAt(new TextEncoder().encode("%PDF-1.7"))).toBeNull();
    expect(exifTakenAt(jpegWithDate("not a date at all!!", true))).toBeNull();
  });

  it("fits a 12-megapixel photo's long side to the limit, never enlarging a small one", () => {
    expect(fittedSize(4032, 3024, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fittedSize(3024, 4032, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fittedSize(800, 600, 1600)).toEqual({ width: 800, height: 600 });
  });
});
