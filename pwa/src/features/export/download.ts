import { odoExportFiles, type VehicleRecords } from "@odo/domain";
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

/** `odo-export-2026-11-23.zip`: one CSV per record type (README "Export format"). */
export function csvZip(histories: readonly VehicleRecords[], now: Date): { name: string; data: Uint8Array } {
  const { zipName, files } = odoExportFiles(histories, now);
  const entries = Object.fromEntries(files.map(({ path, text }) => [path, strToU8(text)]));
  return { name: zipName, data: zipSync(entries, { level: 6, mtime: now }) };
}
