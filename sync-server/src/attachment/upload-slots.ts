import { ApiError } from "../errors.js";

/**
 * Uploads streaming at once on this process, per account and in all: each holds a connection and
 * a file open, so ten thousand stalled ones from one account must not take the process's file
 * descriptors from everyone else. A refused upload is answered at once; the phone sends it later.
 */
export class UploadSlots {
  readonly #byAccount = new Map<string, number>();
  #total = 0;

  constructor(
    private readonly perAccount: number,
    private readonly perProcess: number,
  ) {}

  /** Takes a slot for `accountId`'s upload, or refuses; the returned function gives it back (once). */
  take(accountId: string): () => void {
    const mine = this.#byAccount.get(accountId) ?? 0;
    if (mine >= this.perAccount) throw new ApiError("UPLOADS_PER_ACCOUNT");
    if (this.#total >= this.perProcess) throw new ApiError("UPLOADS_BUSY");
    this.#byAccount.set(accountId, mine + 1);
    this.#total += 1;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.#total -= 1;
      const left = (this.#byAccount.get(accountId) ?? 1) - 1;
      if (left <= 0) this.#byAccount.delete(accountId);
      else this.#byAccount.set(accountId, left);
    };
  }
}
