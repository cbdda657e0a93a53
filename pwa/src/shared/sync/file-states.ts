/**
 * Where a file's bytes stand on this device: one state machine for every file, as PowerSync's
 * attachment queue keeps one (docs/architecture.md, "Files beside synced records").
 *
 * - `pending`: made here, waiting for its record to reach the server, then for its upload.
 * - `uploading`: being sent; a send cut short (the app closed, the connection lost) goes again.
 * - `refused`: the server said no (storage full, not the bytes the record promised); kept here
 *   until the user retries or removes it.
 * - `uploaded`: on the server; this copy stays to view, under the cache's budget.
 * - `cached`: fetched from the server to view, under the cache's budget.
 * - evicted: no bytes here (the row is gone); the record's thumbnail still shows.
 */
export const fileStates = ["pending", "uploading", "refused", "uploaded", "cached"] as const;
export type FileState = (typeof fileStates)[number];

/** The files the server does not have yet: they never leave the device on their own. */
export const notSentStates = ["pending", "uploading", "refused"] as const satisfies readonly FileState[];
/** The files a send picks up: a send cut short counts as never started. */
export const toSendStates = ["pending", "uploading"] as const satisfies readonly FileState[];

export type FileEvent =
  /** The user picked it here. */
  | "kept"
  /** Its send starts. */
  | "sending"
  /** The server has it. */
  | "sent"
  /** The send failed for now (offline, a busy server): it goes again with the next sync. */
  | "later"
  /** The server refused it. */
  | "refused"
  /** The user asks to send a refused file again. */
  | "retried"
  /** Fetched from the server to view. */
  | "fetched"
  /** Dropped to keep within the cache's budget, or to free space. */
  | "evicted"
  /** Its record was deleted, or a retried entry attached a new copy: the bytes go whatever their state. */
  | "removed";

/** Absent: the device holds no bytes of the file. */
type Where = FileState | "absent";

const transitions: Record<Where, Partial<Record<FileEvent, Where>>> = {
  absent: { kept: "pending", fetched: "cached" },
  pending: { sending: "uploading", removed: "absent" },
  // `sending` again: a send cut short by a closed app, picked up by the next sync.
  uploading: { sent: "uploaded", later: "pending", refused: "refused", sending: "uploading", removed: "absent" },
  refused: { retried: "pending", removed: "absent" },
  uploaded: { evicted: "absent", removed: "absent" },
  cached: { evicted: "absent", removed: "absent" },
};

/** The state after `event`, or undefined when the event cannot happen there (the file is left as it is). */
export function nextFileState(state: FileState | undefined, event: FileEvent): FileState | "absent" | undefined {
  return transitions[state ?? "absent"][event];
}

/** Whether the cache's budget may drop the file: never one the server does not have. */
export const evictable = (state: FileState): boolean => nextFileState(state, "evicted") !== undefined;
