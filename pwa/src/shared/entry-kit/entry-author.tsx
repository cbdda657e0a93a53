import { useLingui } from "@lingui/react/macro";
import { entryAuthor, type Vehicle } from "@odo/domain";
import { useSession } from "../session/session-store.js";

/**
 * "Logged by María" for an entry someone else logged on a shared vehicle, as the holder of this
 * copy reads it (the user test's M7); nothing for the holder's own entries.
 */
export function useEntryAuthorText(
  vehicle: Pick<Vehicle, "user" | "access" | "people"> | null | undefined,
): (createdBy: string | null) => string | null {
  const { t } = useLingui();
  const meId = useSession()?.user._id ?? "";
  return (createdBy) => {
    if (!vehicle) return null;
    const author = entryAuthor(vehicle, createdBy, meId);
    if (!author) return null;
    return author.kind === "former" ? t`Logged by someone who no longer uses Odo` : t`Logged by ${author.name}`;
  };
}

/** The author line of an entry's detail. */
export function EntryAuthorLine({
  vehicle,
  createdBy,
}: {
  vehicle: Pick<Vehicle, "user" | "access" | "people">;
  createdBy: string | null;
}) {
  const text = useEntryAuthorText(vehicle)(createdBy);
  return text ? <p className="entry-mark muted">{text}</p> : null;
}
