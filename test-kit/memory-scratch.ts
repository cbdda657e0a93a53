import { accessSync, constants, statfsSync } from "node:fs";

/** Linux's memory-backed folder, and the room a run needs there (a cluster's databases at most). */
const memoryFolder = "/dev/shm";
const neededBytes = 4 * 1024 ** 3;

/**
 * Points the run's temporary folder (its databases, data folders, mail and browser profiles, in
 * this process and every one it starts) at memory when the machine has room there: nothing in them
 * is worth a disk. On a busy two-core machine's disk a test waited on its own writes, fsync off or
 * not: 0.8–1.4 s for each PostgreSQL database copied from the template, against 70–80 ms in memory
 * (the server's suite took 17 min of a CI run on the disk, 12 in memory). Elsewhere (macOS,
 * Windows, a small /dev/shm) the system's temporary folder stays.
 */
export function putScratchInMemory(): void {
  try {
    const { bavail, bsize } = statfsSync(memoryFolder);
    accessSync(memoryFolder, constants.W_OK);
    if (bavail * bsize >= neededBytes) process.env.TMPDIR = memoryFolder;
  } catch {
    // No such folder, or not ours to write.
  }
}
