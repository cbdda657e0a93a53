import { odoBackup, odoCsvFiles, type VehicleRecords } from "@odo/domain";
import { strToU8, zipSync } from "fflate";

/** Hands a file to the browser's download (the share sheet on a phone). */
export function download(name: string, type: string, data: Uint8Array | string): void {
  const blob = new Blob([typeof data === "string" ? data : data.slice()], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the time the next task runs.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const stamp = (now: Date) => now.toISOString().slice(0, 10);

/** `odo-export-2026-11-23.zip`: one CSV per record type (README "Export format"). */
export function csvZip(
  histories: readonly VehicleRecords[],
  loggedBy: Parameters<typeof odoCsvFiles>[1],
  now: Date,
): { name: string; data: Uint8Array } {
  const files = odoCsvFiles(histories, loggedBy);
  const folder = `odo-export-${stamp(now)}`;
  const entries = Object.fromEntries(
    Object.entries(files).map(([name, text]) => [`${folder}/${name}.csv`, strToU8(text)]),
  );
  return { name: `${folder}.zip`, data: zipSync(entries, { level: 6, mtime: now }) };
}

/** `odo-backup-2026-11-23.json`: everything, to import back into Odo without loss. */
export function backupJson(histories: readonly VehicleRecords[], now: Date): { name: string; text: string } {
  return { name: `odo-backup-${stamp(now)}.json`, text: `${JSON.stringify(odoBackup(histories, now), null, 1)}\n` };
}
