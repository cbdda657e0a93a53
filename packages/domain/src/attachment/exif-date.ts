/**
 * When a JPEG photo was taken, from its EXIF `DateTimeOriginal` (tag 0x9003 in the Exif IFD), as
 * "yyyy-mm-ddThh:mm:ss" in the camera's local time; null when the file has none. The device keeps
 * only this, and only when the owner asks: the rest of the metadata (the place above all) goes
 * with the original, which is never uploaded.
 */
export function exifTakenAt(bytes: Uint8Array): string | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return null;
  let offset = 2;
  while (offset + 4 <= view.byteLength) {
    const marker = view.getUint16(offset);
    const length = view.getUint16(offset + 2);
    if (marker === 0xffe1 && isExifHeader(bytes, offset + 4)) return dateInTiff(view, offset + 10);
    if ((marker & 0xff00) !== 0xff00 || marker === 0xffda) return null;
    offset += 2 + length;
  }
  return null;
}

function isExifHeader(bytes: Uint8Array, at: number): boolean {
  return String.fromCharCode(...bytes.subarray(at, at + 4)) === "Exif" && bytes[at + 4] === 0 && bytes[at + 5] === 0;
}

const exifPointerTag = 0x8769;
const dateTimeOriginalTag = 0x9003;

function dateInTiff(view: DataView, tiff: number): string | null {
  if (tiff + 8 > view.byteLength) return null;
  const little = view.getUint16(tiff) === 0x4949;
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  /** The value offset of `tag` in the IFD at `ifd` (relative to the TIFF header), if present. */
  const find = (ifd: number, tag: number): number | null => {
    const start = tiff + ifd;
    if (start + 2 > view.byteLength) return null;
    const count = u16(start);
    for (let index = 0; index < count; index += 1) {
      const entry = start + 2 + index * 12;
      if (entry + 12 > view.byteLength) return null;
      if (u16(entry) === tag) return u32(entry + 8);
    }
    return null;
  };
  const exif = find(u32(tiff + 4), exifPointerTag);
  const at = exif === null ? null : find(exif, dateTimeOriginalTag);
  if (at === null || tiff + at + 19 > view.byteLength) return null;
  const text = String.fromCharCode(...new Uint8Array(view.buffer, view.byteOffset + tiff + at, 19));
  const match = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  return match ? `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}` : null;
}

/** The size a photo is resized to: its long side at most `longSide`, never enlarged. */
export function fittedSize(width: number, height: number, longSide: number): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
