import { type Currency, legacyCurrency, preferredUnits, type User } from "@odo/domain";
import type { OdoDatabase } from "../sync/db.js";

/** The currency a new entry is paid in when the form names none: the author's. */
export function currencyOfAuthor(author: User | undefined): Currency {
  return author ? preferredUnits(author).currency : legacyCurrency;
}

/** `currencyOfAuthor` for an author read from the device. */
export async function authorCurrency(db: OdoDatabase, authorId: string): Promise<Currency> {
  return currencyOfAuthor(await db.users.get(authorId));
}
