import type { SourceFile } from "@odo/domain";

/**
 * The files an import reads from what was picked: a CSV or JSON as it is, and from a ZIP (an Odo
 * export or backup, an app's archive) the CSV and JSON files inside it; the photos and PDFs an
 * Odo ZIP also holds are not read here.
 */
export async function sourceFilesOf(file: File): Promise<SourceFile[]> {
  const bytes = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (!isZip) return [{ name: file.name, text: await file.text() }];
  const { unzipSync, strFromU8 } = await import("fflate");
  const entries = unzipSync(new Uint8Array(await file.arrayBuffer()), {
    filter: (entry) => /\.(csv|json)$/i.test(entry.name) && !entry.name.startsWith("__MACOSX/"),
  });
  return Object.entries(entries).map(([name, data]) => ({
    name: name.split("/").at(-1) ?? name,
    text: strFromU8(data),
  }));
}
