import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { prepareZXingModule, writeBarcode } from "zxing-wasm/writer";

const writerWasm = createRequire(import.meta.url).resolve("zxing-wasm/writer/zxing_writer.wasm");
prepareZXingModule({
  // The writer's WebAssembly from the package itself: the tests never fetch it from a CDN.
  overrides: { wasmBinary: readFileSync(writerWasm).buffer },
});

/** A PNG of `text` in a barcode, as a label printed with it would photograph (a white margin round it). */
export async function barcodePng(text: string, format: "Code39" | "QRCode"): Promise<Buffer> {
  const written = await writeBarcode(text, { format, scale: 3, addQuietZones: true });
  if (!written.image) throw new Error(written.error);
  return Buffer.from(await written.image.arrayBuffer());
}
