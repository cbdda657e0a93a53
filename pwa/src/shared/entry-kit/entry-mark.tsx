import { Trans, useLingui } from "@lingui/react/macro";
import { type Maintenance, type SignedEntry, wordsChangedSinceSealed } from "@odo/domain";
import { type ShownMark, useEntryMark } from "../../data/entry-mark.js";
import { day, distance } from "../i18n/format.js";
import { adjustmentNameOrKey, maintenanceTypeName } from "../i18n/garage-labels.js";
import { formatName } from "../i18n/import-format-name.js";
import { Icon } from "../ui/icons.js";

/** The mark as a short line with an icon; the changed one offers what the workshop signed. */
export function EntryMarkBadge({ mark, showOwner = false }: { mark: ShownMark; showOwner?: boolean }) {
  const { t } = useLingui();
  switch (mark.kind) {
    case "signed":
      return (
        <p className="entry-mark tone-good">
          <Icon name="check" size={16} />
          <span>{mark.closed ? t`Signed by ${mark.shop} (the shop has since closed)` : t`Signed by ${mark.shop}`}</span>
        </p>
      );
    case "changedAfterSigning":
      return (
        <div className="entry-mark tone-warning stack">
          <p>
            <Icon name="pencil" size={16} />
            <span>
              {mark.inFile
                ? t`This entry no longer says what ${mark.shop} signed`
                : t`Changed by the owner after ${mark.shop} signed`}
            </span>
          </p>
          <details>
            <summary>
              <Trans>See what the workshop signed</Trans>
            </summary>
            <SignedVersion signed={mark.signed} />
          </details>
        </div>
      );
    case "imported":
      return (
        <p className="entry-mark muted">
          <Icon name="download" size={16} />
          <span>{mark.from ? t`Imported from ${formatName(mark.from)}` : t`Imported from another app`}</span>
        </p>
      );
    case "workshop":
      return <p className="entry-mark muted">{t`Logged by ${mark.shop}, not signed`}</p>;
    case "shared":
      return showOwner ? (
        <p className="entry-mark muted">{t`Logged by someone the owner shared the vehicle with`}</p>
      ) : null;
    case "owner":
      return showOwner ? <p className="entry-mark muted">{t`The owner's entry`}</p> : null;
    case "previousOwner":
      return showOwner ? <p className="entry-mark muted">{t`A previous owner's entry`}</p> : null;
  }
}

/** What a workshop signed, as it signed it. */
export function SignedVersion({ signed }: { signed: SignedEntry }) {
  const { t } = useLingui();
  return (
    <dl className="signed-version">
      <dt>{t`Date`}</dt>
      <dd>{day(signed.date)}</dd>
      <dt>{t`Odometer`}</dt>
      <dd>{signed.kms === null ? "—" : distance(signed.kms)}</dd>
      <dt>{t`Work done`}</dt>
      <dd>
        {maintenanceTypeName(signed.type)}: {signed.adjustments.map(adjustmentNameOrKey).join(", ")}
      </dd>
      {signed.description && (
        <>
          <dt>{t`Notes`}</dt>
          <dd>{signed.description}</dd>
        </>
      )}
      <dt>{t`Files`}</dt>
      <dd>{signed.files.length}</dd>
    </dl>
  );
}

/**
 * A workshop's signature in a line of a list or a printed row: who signed, or that the owner
 * changed the entry since, by the same check as its detail screen and the buyer's link (amount and
 * files included), so the printed history never says "Signed by" where the app says "changed".
 */
export function SealMark({ maintenance, imported = false }: { maintenance: Maintenance; imported?: boolean }) {
  const { t } = useLingui();
  const { seal } = maintenance;
  const mark = useEntryMark(seal ? maintenance : null);
  if (!seal) {
    if (!imported || !maintenance.importedFrom) return null;
    return <span className="history-mark muted">{t`Imported from ${formatName(maintenance.importedFrom)}`}</span>;
  }
  // Until the files and the amount are checked, what the words say.
  const changed = mark ? mark.kind === "changedAfterSigning" : wordsChangedSinceSealed(seal, maintenance);
  return (
    <span className={`history-mark ${changed ? "tone-warning" : "tone-good"}`}>
      <Icon name={changed ? "pencil" : "check"} size={14} />
      {changed ? t`Changed after ${seal.signed.shop.name} signed` : t`Signed by ${seal.signed.shop.name}`}
    </span>
  );
}
