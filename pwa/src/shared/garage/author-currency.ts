import { type Currency, legacyCurrency, preferredUnits } from "@odo/domain";
import type { OdoDatabase } from "../sync/db.js";

/** The currency a new entry is paid in when the form names none: the author's, from the device. */
export async function authorCurrency(db: OdoDatabase, authorId: string): Promise<Currency> {
  const author = await db.users.get(authorId);
  return author ? preferredUnits(author).currency : legacyCurrency;
}
