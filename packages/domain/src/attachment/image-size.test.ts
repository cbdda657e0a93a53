import { describe, expect, it } from "vitest";
import { imagePixelsOf } from "./image-size.js";

const png = (width: number, height: number) => {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
};
/** A JPEG's start: SOI, an APP0 segment, then a baseline start-of-frame. */
const jpeg = (width: number, height: number) => {
  const bytes = new Uint8Array([
    0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xc0, 0, 17, 8, 0, 0, 0,
    0, 3,
  ]);
  new DataView(bytes.buffer).setUint16(25, height);
  new DataView(bytes.buffer).setUint16(27, width);
  return bytes;
};

describe("a photo's size from its first bytes", () => {
  it("reads a PNG's and a JPEG's width and height", () => {
    expect(imagePixelsOf(png(8_000, 6_250))).toEqual({ width: 8_000, height: 6_250 });
    expect(imagePixelsOf(jpeg(4_032, 3_024))).toEqual({ width: 4_032, height: 3_024 });
  });

  it("says nothing of another format or a header cut short", () => {
    expect(imagePixelsOf(new Uint8Array([0x25, 0x50, 0x44, 0x46]))).toBeNull();
    expect(imagePixelsOf(jpeg(4_032, 3_024).subarray(0, 12))).toBeNull();
    expect(imagePixelsOf(new Uint8Array([0xff, 0xd8, 0x00, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
  });
});
