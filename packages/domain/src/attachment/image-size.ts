/**
 * A photo's size in pixels as its first bytes say it, before anything decodes it: a PNG's IHDR, a
 * JPEG's start-of-frame marker. Null for another format or a header that says nothing (a HEIC's
 * size is deep in its boxes: it is decoded, and measured then). A phone must not decode a
 * 50-megapixel photo whole only to find it too large.
 */
export function imagePixelsOf(head: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const isPng = head.length >= 24 && head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47;
  if (isPng) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (head[0] !== 0xff || head[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < head.length) {
    if (head[at] !== 0xff) return null;
    const marker = head[at + 1] ?? 0;
    // SOF0–SOF15, without DHT (C4), JPG (C8) and DAC (CC): each states the frame's size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    }
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}
