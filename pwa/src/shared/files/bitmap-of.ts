import { isHeic } from "@odo/domain";

/**
 * An iPhone's HEIC photo, which few browsers decode: read by libheif (WebAssembly, 2 MB, loaded the
 * first time one is picked and never before), turned as the photo says.
 */
async function heicBitmap(file: Blob): Promise<ImageBitmap> {
  const { default: decode } = await import("heic-decode");
  const image = await decode({ buffer: new Uint8Array(await file.arrayBuffer()) });
  return createImageBitmap(new ImageData(new Uint8ClampedArray(image.data), image.width, image.height));
}

/** A photo decoded upright, whatever the phone took it as (a worker's or the page's). */
export async function bitmapOf(file: Blob): Promise<ImageBitmap> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (isHeic(head)) {
    // Safari reads HEIC itself; elsewhere, libheif does.
    return createImageBitmap(file, { imageOrientation: "from-image" }).catch(() => heicBitmap(file));
  }
  return createImageBitmap(file, { imageOrientation: "from-image" });
}
