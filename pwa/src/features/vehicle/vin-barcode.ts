import { hasVinShape, normalisedVin } from "@odo/domain";

/** The barcode reader's folder (`build/barcode-files.ts`). */
declare const __ODO_BARCODE_BASE__: string;

/** The codes VINs are printed in: Code 39 on door-jamb labels, Code 128, Data Matrix and QR on newer ones. */
const vinFormats = ["Code39", "Code128", "DataMatrix", "QRCode"] as const;
const detectorFormats = ["code_39", "code_128", "data_matrix", "qr_code"];

/**
 * The VIN a barcode's text holds, or null: an imported car's Code 39 label starts with an "I"
 * before the 17 characters, and a QR may carry other text around it.
 */
export function vinInBarcodeText(text: string): string | null {
  const trimmed = text.trim().toUpperCase();
  const candidates = [trimmed, trimmed.length === 18 && trimmed.startsWith("I") ? trimmed.slice(1) : ""];
  for (const word of trimmed.split(/[^A-Z0-9]+/)) candidates.push(word);
  for (const candidate of candidates) {
    const vin = normalisedVin(candidate);
    if (candidate.length === 17 && hasVinShape(vin)) return vin;
  }
  return null;
}

interface BarcodeDetectorLike {
  detect(image: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's own reader, where it has one for these codes (Android, macOS, ChromeOS). */
async function detectorTexts(photo: Blob): Promise<string[] | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const supported = (await Detector.getSupportedFormats()).filter((format) => detectorFormats.includes(format));
  if (supported.length === 0) return null;
  const bitmap = await createImageBitmap(photo);
  try {
    return (await new Detector({ formats: supported }).detect(bitmap)).map((found) => found.rawValue);
  } finally {
    bitmap.close();
  }
}

/** ZXing-C++ in WebAssembly, loaded the first time (kept by the service worker, offline after). */
async function zxingTexts(photo: Blob): Promise<string[]> {
  const { prepareZXingModule, readBarcodes } = await import("zxing-wasm/reader");
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith(".wasm") ? `${__ODO_BARCODE_BASE__}/${path}` : prefix + path,
    },
  });
  const results = await readBarcodes(photo, { formats: [...vinFormats], tryHarder: true, maxNumberOfSymbols: 4 });
  return results.filter((result) => result.isValid).map((result) => result.text);
}

/** The VIN in a photo of its barcode, or null when none is found. Throws when the reader could not load. */
export async function vinFromPhoto(photo: Blob): Promise<string | null> {
  const texts = (await detectorTexts(photo).catch(() => null)) ?? (await zxingTexts(photo));
  for (const text of texts) {
    const vin = vinInBarcodeText(text);
    if (vin) return vin;
  }
  return null;
}
