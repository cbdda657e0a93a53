import { Trans, useLingui } from "@lingui/react/macro";
import { type Attachment, type PaperKind, paperKinds, type Vehicle } from "@odo/domain";
import { useId, useState } from "react";
import { useVehiclePapers } from "../../data/files.js";
import { day } from "../i18n/format.js";
import { TextField } from "../ui/field.js";
import { AddFiles } from "./add-files.js";
import { FileThumbnails } from "./file-thumbnails.js";

/** A paper's name in the user's language: "Insurance policy". */
export function usePaperName() {
  const { t } = useLingui();
  return (paper: PaperKind) =>
    ({
      insurance: t`Insurance policy`,
      registration: t`Registration`,
      inspection: t`Inspection certificate`,
    })[paper];
}

/** One kind of paper: its files, its expiry, and (for the owner) adding the new one. */
function PaperRow({
  vehicle,
  paper,
  files,
  mayAdd,
}: {
  vehicle: Vehicle;
  paper: PaperKind;
  files: readonly Attachment[];
  mayAdd: boolean;
}) {
  const { t } = useLingui();
  const paperName = usePaperName();
  const expiryId = useId();
  const [adding, setAdding] = useState(false);
  const [expiresOn, setExpiresOn] = useState("");
  const latest = [...files].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  if (files.length === 0 && !mayAdd) return null;
  return (
    <div className="paper-row stack">
      <div className="row spread">
        <h3>{paperName(paper)}</h3>
        {latest?.expiresOn && <span className="muted">{t`Expires ${day(latest.expiresOn)}`}</span>}
      </div>
      <FileThumbnails vehicleId={vehicle._id} attachments={files} />
      {mayAdd && !adding && (
        <button type="button" className="button text" onClick={() => setAdding(true)}>
          {files.length === 0 ? t`Add` : t`Add a newer one`}
        </button>
      )}
      {mayAdd && adding && (
        <div className="stack">
          <TextField
            id={expiryId}
            label={t`Expires on (optional)`}
            type="date"
            value={expiresOn}
            onChange={(event) => setExpiresOn(event.currentTarget.value)}
            hint={
              paper === "insurance"
                ? t`Its expiry becomes the vehicle's insurance date, and its reminders follow.`
                : paper === "registration"
                  ? t`Its expiry becomes the vehicle's tax and registration date, and its reminders follow.`
                  : undefined
            }
          />
          <AddFiles
            vehicleId={vehicle._id}
            target={{ purpose: "paper", paper, expiresOn: expiresOn || null }}
            count={files.length}
            onAdded={() => {
              setAdding(false);
              setExpiresOn("");
            }}
          />
        </div>
      )}
    </div>
  );
}

/**
 * The vehicle's papers: insurance policy, registration and inspection certificate, each with its
 * expiry. A broker sees the policy only (the server sends nothing else); the owner adds them.
 */
export function VehiclePapers({ vehicle, mayAdd }: { vehicle: Vehicle; mayAdd: boolean }) {
  const papers = useVehiclePapers(vehicle._id);
  if (!papers || (papers.length === 0 && !mayAdd)) return null;
  return (
    <section className="card stack" aria-labelledby="papers-title">
      <h2 id="papers-title">
        <Trans>Papers</Trans>
      </h2>
      {paperKinds.map((paper) => (
        <PaperRow
          key={paper}
          vehicle={vehicle}
          paper={paper}
          files={papers.filter((attachment) => attachment.paper === paper)}
          mayAdd={mayAdd}
        />
      ))}
    </section>
  );
}
