import { type ImportFormat, type Maintenance, type SignedEntry, saysWhatWasSigned } from "@odo/domain";
import { useLiveQuery } from "dexie-react-hooks";
import { useDatabase } from "../shared/sync/context.js";
import { browserChecks } from "./signature-checks.js";

/** How an entry reads to its owner and to a buyer: who stands behind it. */
export type ShownMark =
  | { kind: "signed"; shop: string; closed?: boolean }
  | { kind: "changedAfterSigning"; shop: string; signed: SignedEntry; inFile?: boolean }
  | { kind: "imported"; from: ImportFormat | null }
  | { kind: "workshop"; shop: string }
  | { kind: "owner" }
  | { kind: "previousOwner" }
  | { kind: "shared" };

/**
 * The mark of a maintenance on this device: signed by its workshop and unchanged, changed after
 * the workshop signed (the signed version kept), or imported. Nothing for the owner's own entry.
 */
export function useEntryMark(maintenance: Maintenance | null | undefined): ShownMark | undefined {
  const db = useDatabase();
  return useLiveQuery(async (): Promise<ShownMark | undefined> => {
    if (!maintenance) return undefined;
    const { seal } = maintenance;
    if (seal) {
      // The signature covers the files the workshop attached, not the photos the owner adds.
      const files = (await db.attachments.where("recordId").equals(maintenance._id).toArray())
        .filter((file) => file.createdBy === maintenance.createdBy)
        .map((file) => file.sha256);
      const same = await saysWhatWasSigned(seal, maintenance, files, browserChecks);
      return same
        ? { kind: "signed", shop: seal.signed.shop.name }
        : { kind: "changedAfterSigning", shop: seal.signed.shop.name, signed: seal.signed };
    }
    if (maintenance.importedFrom) return { kind: "imported", from: maintenance.importedFrom };
    if (maintenance.loggedByShop) return { kind: "workshop", shop: maintenance.loggedByShop };
    return { kind: "owner" };
  }, [db, maintenance]);
}
