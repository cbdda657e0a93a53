import { extensionOfType, type SourceFile } from "@odo/domain";

/**
 * The files of a backup ZIP the import attaches again, by their path in it (`attachments/…`): kept
 * in memory from the pick to the import, as their records wait in the plan.
 */
export const backupFiles = new Map<string, Blob>();

const attachmentEntry = /(^|\/)(attachments\/[0-9a-f-]+\.(jpg|png|webp|pdf))$/i;
/** The domain's type of each extension an export writes, read back. */
const typeOfExtension: Record<string, string> = Object.fromEntries(
  Object.entries(extensionOfType).map(([type, extension]) => [extension, type]),
);

/** A ZIP by its name or type, before it is read (its size limit is the archive's). */
export function isArchive(file: File): boolean {
  return /\.zip$/i.test(file.name) || file.type === "application/zip";
}

/**
 * The files an import reads from what was picked: a CSV or JSON as it is, and from a ZIP (an Odo
 * export or backup, an app's archive) the CSV and JSON files inside it. The photos and PDFs an
 * Odo ZIP also holds wait in `backupFiles` for the records that name them.
 */
export async function sourceFilesOf(file: File): Promise<SourceFile[]> {
  const bytes = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (!isZip) return [{ name: file.name, text: await file.text() }];
  const { unzipSync, strFromU8 } = await import("fflate");
  const entries = unzipSync(new Uint8Array(await file.arrayBuffer()), {
    filter: (entry) =>
      !entry.name.startsWith("__MACOSX/") && (/\.(csv|json)$/i.test(entry.name) || attachmentEntry.test(entry.name)),
  });
  const sources: SourceFile[] = [];
  for (const [name, data] of Object.entries(entries)) {
    const attachment = attachmentEntry.exec(name);
    if (attachment?.[2]) {
      const extension = (attachment[3] ?? "").toLowerCase();
      backupFiles.set(attachment[2], new Blob([data.slice()], { type: typeOfExtension[extension] ?? "" }));
    } else {
      sources.push({ name: name.split("/").at(-1) ?? name, text: strFromU8(data) });
    }
  }
  return sources;
}
