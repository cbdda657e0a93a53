/**
 * Files shared to Odo from another app (the manifest's `share_target`): the service worker takes
 * the POST, keeps the files in this cache under `/shared-files/{batch}/{n}` and opens `/shared`;
 * the maintenance form attaches them. On the phone only, offline too; a batch left unused is
 * dropped after `keptDays`.
 */
export const sharedFiles = {
  cacheName: "odo-shared",
  action: "/share-target",
  field: "files",
  folder: "/shared-files/",
  /** More files than this in one share are left out: a share is a receipt or an invoice or two. */
  perShare: 10,
  keptDays: 7,
} as const;

const nameHeader = "x-odo-file-name";
const sharedAtHeader = "x-odo-shared-at";

const fileUrl = (batch: string, index: number) => `${sharedFiles.folder}${batch}/${index}`;

/** Keeps a share's files (in the service worker); returns the batch's id. */
export async function keepSharedFiles(files: readonly File[], now: Date): Promise<string> {
  const cache = await caches.open(sharedFiles.cacheName);
  const batch = crypto.randomUUID();
  let index = 0;
  for (const file of files.slice(0, sharedFiles.perShare)) {
    const headers = {
      "content-type": file.type || "application/octet-stream",
      [nameHeader]: encodeURIComponent(file.name),
      [sharedAtHeader]: now.toISOString(),
    };
    await cache.put(fileUrl(batch, index), new Response(file, { headers }));
    index += 1;
  }
  // Shares never turned into an entry go after a week.
  for (const request of await cache.keys()) {
    const kept = (await cache.match(request))?.headers.get(sharedAtHeader);
    if (!kept || now.getTime() - Date.parse(kept) > sharedFiles.keptDays * 86_400_000) await cache.delete(request);
  }
  return batch;
}

/** A share's files, as they came; empty when the batch is gone or unknown. */
export async function sharedFilesOf(batch: string): Promise<File[]> {
  const cache = await caches.open(sharedFiles.cacheName);
  const files: File[] = [];
  for (let index = 0; index < sharedFiles.perShare; index += 1) {
    const answer = await cache.match(fileUrl(batch, index));
    if (!answer) break;
    const name = decodeURIComponent(answer.headers.get(nameHeader) ?? "file");
    files.push(new File([await answer.blob()], name, { type: answer.headers.get("content-type") ?? "" }));
  }
  return files;
}

/** Drops a share once its entry is saved. */
export async function forgetSharedFiles(batch: string): Promise<void> {
  const cache = await caches.open(sharedFiles.cacheName);
  for (let index = 0; index < sharedFiles.perShare; index += 1) await cache.delete(fileUrl(batch, index));
}
