import { Plural, Trans, useLingui } from "@lingui/react/macro";
import {
  type Currency,
  type EntryCheck,
  type HistoryCheck,
  type ImportFormat,
  openableSignedFiles,
  type SharedEntry,
  type SignedEntry,
  type TreadCheck,
} from "@odo/domain";
import type { ShownMark } from "../../data/entry-mark.js";
import { EntryMarkBadge } from "../../shared/entry-kit/entry-mark.js";
import { day, distance, money, tread as treadText } from "../../shared/i18n/format.js";
import { adjustmentNameOrKey, maintenanceTitle } from "../../shared/i18n/garage-labels.js";
import { vehicleTypeName } from "../../shared/i18n/labels.js";
import { positionName } from "../../shared/i18n/tyre-labels.js";
import { Fact, Facts } from "../../shared/ui/facts.js";
import { Icon } from "../../shared/ui/icons.js";

const markOf = (check: EntryCheck): ShownMark => {
  const { entry } = check;
  switch (check.mark) {
    case "signed":
      return { kind: "signed", shop: check.shop?.name ?? "", closed: check.shop?.closed ?? false };
    case "changedAfterSigning":
      return {
        kind: "changedAfterSigning",
        shop: check.shop?.name ?? "",
        signed: entry.seal?.signed as SignedEntry,
        // Changed in the file, not by the owner in Odo: who changed it is not known.
        inFile: check.problems.includes("changedSinceIssued"),
      };
    case "imported":
      return { kind: "imported", from: (entry.importedFrom as ImportFormat | null) ?? null };
    case "workshop":
      return { kind: "workshop", shop: entry.loggedByShop ?? "" };
    default:
      return { kind: check.mark };
  }
};

function ProblemLines({ check }: { check: Pick<EntryCheck, "problems"> & { odometerBackwards?: boolean } }) {
  const { t } = useLingui();
  const lines = check.problems.map((problem) =>
    problem === "notIssued"
      ? t`Not in the history Odo issued: added to the file.`
      : problem === "changedSinceIssued"
        ? t`Changed in the file after Odo issued it.`
        : t`Its workshop signature does not hold for this entry.`,
  );
  if (check.odometerBackwards === true) lines.push(t`Its odometer reading is below an earlier one.`);
  if (lines.length === 0) return null;
  return (
    <ul className="verify-problems">
      {lines.map((line) => (
        <li key={line}>
          <Icon name="alert" size={16} />
          {line}
        </li>
      ))}
    </ul>
  );
}

/** What differs from what the workshop signed, each beside its signed value (the user test's M13). */
function ChangedParts({ check }: { check: EntryCheck }) {
  const { t } = useLingui();
  const signed = check.entry.seal?.signed;
  if (!signed || check.changed.length === 0) return null;
  const { entry } = check;
  const km = (value: number | null) => (value === null ? "—" : distance(value));
  const lineOf = (part: (typeof check.changed)[number]): string => {
    switch (part) {
      case "date":
        return t`Date: ${day(entry.date)} here; the workshop signed ${day(signed.date)}.`;
      case "kms":
        return t`Odometer: ${km(entry.kms)} here; the workshop signed ${km(signed.kms)}.`;
      case "type":
      case "adjustments":
        return t`Work done: not what the workshop signed.`;
      case "description":
        return t`Notes: not what the workshop signed.`;
      case "files":
        return t`Files: ${entry.files.length} here; the workshop signed ${signed.files.length}.`;
      case "amount":
        return t`Amount: not what the workshop signed.`;
    }
  };
  const lines = check.changed.map(lineOf);
  return (
    <ul className="verify-changed">
      {[...new Set(lines)].map((line) => (
        <li key={line}>
          <mark>{line}</mark>
        </li>
      ))}
    </ul>
  );
}

/**
 * The files the workshop signed, to open from a link shared with amounts (the invoice); from a
 * dropped file, or a link shared without amounts, only how many there are.
 */
function SignedFiles({
  entry,
  includesAmounts,
  fileHref,
}: {
  entry: SharedEntry;
  includesAmounts: boolean;
  fileHref: ((sha256: string) => string) | undefined;
}) {
  const { t } = useLingui();
  const signedCount = entry.seal?.signed.files.length ?? 0;
  if (signedCount === 0) return null;
  const openable = fileHref ? openableSignedFiles(entry, includesAmounts) : [];
  if (openable.length === 0) {
    return (
      <p className="muted small-text">
        <Plural
          value={signedCount}
          one="The workshop signed # file; it opens from a link the owner shares with amounts."
          other="The workshop signed # files; they open from a link the owner shares with amounts."
        />
      </p>
    );
  }
  return (
    <ul className="verify-files">
      {openable.map((digest, index) => (
        <li key={digest}>
          <a className="button secondary" href={fileHref?.(digest)} target="_blank" rel="noopener noreferrer">
            <Icon name="download" size={18} />
            {openable.length === 1 ? t`Open the file the workshop signed` : t`Open signed file ${index + 1}`}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * What a history says and how it checks: the verdict first, then each entry with its mark. With
 * `fileHref` (a link's page), the workshops' signed files open from it.
 */
export function HistoryReport({
  check,
  fileHref,
}: {
  check: HistoryCheck;
  fileHref?: ((sha256: string) => string) | undefined;
}) {
  const { t } = useLingui();
  const { manifest } = check.history;
  const failing = [...check.entries, ...check.treads].filter((entry) => entry.problems.length > 0).length;
  const verdict =
    check.issued !== "valid"
      ? check.issued === "unknownKey"
        ? t`This history was not issued by this Odo server: it cannot be checked here.`
        : t`This file was changed after Odo issued it: its terms no longer hold.`
      : failing > 0 || check.removed > 0
        ? t`This file was changed after Odo issued it: the entries marked below fail.`
        : t`Issued by Odo on ${day(manifest.issuedAt)} and unchanged since.`;
  const good = check.issued === "valid" && failing === 0 && check.removed === 0;
  return (
    <>
      <section className={`card verify-verdict ${good ? "tone-good" : "tone-urgent"}`} aria-live="polite">
        <h2>
          <Icon name={good ? "check" : "alert"} size={22} />
          {verdict}
        </h2>
        {check.issued === "valid" && (
          <p className="muted">
            <Trans>Each workshop's signature is checked against the key Odo certified for that shop.</Trans>
          </p>
        )}
        {check.removed > 0 && <p>{t`${check.removed} issued entries are missing from the file.`}</p>}
        {check.expired && <p className="muted">{t`The link has expired; this file still checks.`}</p>}
      </section>
      <section className="card" aria-labelledby="verify-vehicle">
        <h2 id="verify-vehicle">{manifest.vehicle.fullname}</h2>
        <Facts>
          <Fact label={t`Type`}>{vehicleTypeName(manifest.vehicle.vehicleType)}</Fact>
          {manifest.vehicle.year !== null && <Fact label={t`Year`}>{manifest.vehicle.year}</Fact>}
          {manifest.vehicle.plateNumber && <Fact label={t`Plate`}>{manifest.vehicle.plateNumber}</Fact>}
          <Fact label={t`History from`}>{manifest.from ? day(manifest.from) : t`The start`}</Fact>
        </Facts>
      </section>
      {(manifest.shops ?? []).length > 0 && (
        <section className="card" aria-labelledby="verify-shops">
          <h2 id="verify-shops">
            <Trans>Who signed</Trans>
          </h2>
          <ul className="verify-shops">
            {(manifest.shops ?? []).map((shop) => (
              <li key={shop.id}>
                <strong>{shop.name}</strong>
                <span>{shop.address}</span>
                <a href={`tel:${shop.phone.replaceAll(/[^\d+]/g, "")}`}>{shop.phone}</a>
                <span className="muted small-text">{t`Certified by Odo since ${day(shop.certifiedSince)}`}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {check.entries.length === 0 ? (
        <p className="card empty">
          <Trans>No maintenance in this history.</Trans>
        </p>
      ) : (
        <ol className="verify-entries">
          {check.entries.map((entryCheck) => {
            const { entry } = entryCheck;
            return (
              <li
                key={entry.id}
                className={`card verify-entry ${entryCheck.problems.length > 0 ? "tone-urgent" : ""}`}
                aria-label={t`${maintenanceTitle(entry.type)} of ${day(entry.date)}`}
              >
                <div className="row spread wrap">
                  <strong>{entry.dateUnknown ? t`Date unknown` : day(entry.date)}</strong>
                  <span>{entry.kms === null ? "—" : distance(entry.kms)}</span>
                </div>
                <p>{entry.adjustments.map(adjustmentNameOrKey).join(", ") || maintenanceTitle(entry.type)}</p>
                {entry.description && <p className="muted">{entry.description}</p>}
                {entry.amount !== null && entry.currency && <p>{money(entry.amount, entry.currency as Currency)}</p>}
                <EntryMarkBadge mark={markOf(entryCheck)} showOwner />
                <SignedFiles entry={entry} includesAmounts={manifest.includesAmounts} fileHref={fileHref} />
                <ChangedParts check={entryCheck} />
                <ProblemLines check={entryCheck} />
              </li>
            );
          })}
        </ol>
      )}
      <TreadReadings checks={check.treads} />
    </>
  );
}

/** A tread check's mark as the entry marks read: signed, changed after signing, or who took it. */
const treadMarkOf = (check: TreadCheck): ShownMark | null => {
  switch (check.mark) {
    case "signed":
      return { kind: "signed", shop: check.shop?.name ?? "", closed: check.shop?.closed ?? false };
    case "workshop":
      return { kind: "workshop", shop: check.tread.loggedByShop ?? "" };
    case "changedAfterSigning":
    case "imported":
      return null;
    default:
      return { kind: check.mark };
  }
};

/** The tyres' tread as measured, each reading with who stands behind it (a workshop's signature checked). */
function TreadReadings({ checks }: { checks: readonly TreadCheck[] }) {
  const { t } = useLingui();
  if (checks.length === 0) return null;
  return (
    <section aria-labelledby="verify-treads">
      <h2 id="verify-treads">
        <Trans>Tread readings</Trans>
      </h2>
      <ol className="verify-entries">
        {checks.map((check) => {
          const { tread } = check;
          const mark = treadMarkOf(check);
          return (
            <li
              key={tread.id}
              className={`card verify-entry ${check.problems.length > 0 ? "tone-urgent" : ""}`}
              aria-label={t`Tread reading of ${day(tread.date)}`}
            >
              <div className="row spread wrap">
                <strong>{day(tread.date)}</strong>
                <span>{tread.kms === null ? "—" : distance(tread.kms)}</span>
              </div>
              <p>
                {tread.depths
                  .map(
                    (depth) =>
                      `${depth.position ? positionName(depth.position) : depth.tyre}: ${treadText(depth.treadMm)}`,
                  )
                  .join(" · ")}
              </p>
              {mark && <EntryMarkBadge mark={mark} showOwner />}
              {check.mark === "changedAfterSigning" && (
                <p className="entry-mark tone-warning">
                  <Icon name="pencil" size={16} />
                  <span>{t`This reading no longer says what ${check.shop?.name ?? ""} signed`}</span>
                </p>
              )}
              <ProblemLines check={check} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
