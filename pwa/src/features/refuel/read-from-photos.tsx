import { Trans, useLingui } from "@lingui/react/macro";
import { type PhotoFill, photoFill, type ReadPhoto, type Vehicle } from "@odo/domain";
import { useRef, useState } from "react";
import { photoReadingContext } from "../../data/photo-context.js";
import { keepsPhotoDates } from "../../shared/files/add-files.js";
import type { PreparedFile } from "../../shared/files/prepare-file.js";
import { distance, fileSize } from "../../shared/i18n/format.js";
import { currentUnits } from "../../shared/i18n/region.js";
import { ocrDownloadBytes, type PhotoReading, readPhoto } from "../../shared/snap/photo-reader.js";
import { snapMaxMegapixels } from "../../shared/snap/snap-limits.js";
import { useDatabase } from "../../shared/sync/context.js";
import { Icon } from "../../shared/ui/icons.js";

/** At most this many photos a reading: the pump's display or the receipt, and the odometer. */
const photosPerReading = 2;

type Stage =
  | { kind: "idle" }
  | { kind: "reading"; photo: number; of: number; download: number | null }
  | { kind: "read"; fill: PhotoFill; problems: Exclude<PhotoReading, { ok: true }>["reason"][] };

/**
 * "Read from photos" on the refuel and charge forms (issue "Snap to log"): one or two photos,
 * taken or picked, read on the phone with no signal needed after the reader's one-time download;
 * the figures that agree fill the form (`onFill`), the photos become the entry's receipts
 * (`onPhotos`), and nothing is saved until the owner taps Save.
 */
export function ReadFromPhotos({
  vehicle,
  energy,
  country,
  currency,
  date,
  onFill,
  onPhotos,
}: {
  vehicle: Vehicle;
  energy: "fuel" | "electricity";
  country: Parameters<typeof photoFill>[1]["country"];
  currency: Parameters<typeof photoFill>[1]["currency"];
  /** The refuel's date as the form has it (now when untouched). */
  date: string;
  onFill: (fill: PhotoFill) => void;
  onPhotos: (photos: PreparedFile[]) => void;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const picker = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  // Readings done on this form: a test or the benchmark waits for the next one.
  const [readings, setReadings] = useState(0);
  const reading = useRef<AbortController | null>(null);

  async function read(files: FileList | null) {
    const picked = [...(files ?? [])].slice(0, photosPerReading);
    if (picker.current) picker.current.value = "";
    if (picked.length === 0) return;
    const controller = new AbortController();
    reading.current = controller;
    const photos: ReadPhoto[] = [];
    const problems: Exclude<PhotoReading, { ok: true }>["reason"][] = [];
    const kept: PreparedFile[] = [];
    let withoutText = false;
    const { preparedFile } = await import("../../shared/files/prepare-file.js");
    const units = currentUnits();
    const sameSale = { country, currency, volumeUnit: units.volume, energy, distanceUnit: units.distance, date };
    // Printed lines "agree" when they give a sale or an odometer: else the photo is read at another size.
    const agrees = (lines: string[]) => {
      const read = photoFill([{ rows: [], lines }], {
        ...sameSale,
        neighbours: {},
        pace: { reason: "tooFewReadings" },
      });
      return read.sale !== null || read.odometer !== null;
    };
    for (const [index, file] of picked.entries()) {
      setStage({ kind: "reading", photo: index + 1, of: picked.length, download: null });
      // Read or not, the photo is the entry's receipt, as one added below would be: made small
      // while it is read, both workers at once.
      const receipt = preparedFile(file, keepsPhotoDates()).catch(() => null);
      const result = await readPhoto(file, {
        signal: controller.signal,
        agrees,
        onProgress: (share) =>
          setStage({ kind: "reading", photo: index + 1, of: picked.length, download: Math.round(share * 100) }),
      });
      if (result.ok) photos.push(result);
      else problems.push(result.reason);
      if (result.ok && result.withoutText) withoutText = true;
      if (controller.signal.aborted) break;
      const prepared = await receipt;
      if (prepared) kept.push(prepared);
    }
    reading.current = null;
    if (controller.signal.aborted) {
      setStage({ kind: "idle" });
      return;
    }
    if (kept.length > 0) onPhotos(kept);
    const fill = photoFill(photos, { ...sameSale, ...(await photoReadingContext(db, vehicle, date)) });
    // A photo's text could not be read for want of the reader: said where it left the sale unread.
    if (withoutText && !fill.sale && !problems.includes("noEngine")) problems.push("noEngine");
    onFill(fill);
    setStage({ kind: "read", fill, problems });
    setReadings((done) => done + 1);
  }

  const problemText: Record<Exclude<PhotoReading, { ok: true }>["reason"], string> = {
    unreadable: t`One file is no photo Odo can read.`,
    tooLarge: t`One photo is too large to read (over ${snapMaxMegapixels} megapixels): take it at the camera's usual size.`,
    blank: t`One photo is blank or black.`,
    turned: t`One photo shows the display upside down or on its side, where a 6 reads as a 9: take it again with the digits level.`,
    timeout: t`Reading one photo took too long: type its figures.`,
    noEngine: t`The photo reader is downloaded once, the first time: connect to the internet and try again.`,
    cancelled: t`Reading was stopped.`,
  };
  const fill = stage.kind === "read" ? stage.fill : null;
  const downloadSize = fileSize(ocrDownloadBytes);
  return (
    <section className="card stack read-from-photos" aria-labelledby="read-from-photos-title" data-readings={readings}>
      <h2 id="read-from-photos-title" className="card-title">
        <Trans>Read from photos</Trans>
      </h2>
      <p className="muted small-text">
        {energy === "electricity" ? (
          <Trans>
            Take or pick the charger's screen or receipt, and the odometer. Check the figures: nothing is saved until
            you tap Save.
          </Trans>
        ) : (
          <Trans>
            Take or pick the pump's display or the receipt, and the odometer. Check the figures: nothing is saved until
            you tap Save.
          </Trans>
        )}
      </p>
      {stage.kind === "reading" ? (
        <div className="stack" aria-live="polite">
          <p>
            <Trans>
              Reading photo {stage.photo} of {stage.of}…
            </Trans>
          </p>
          {stage.download !== null && stage.download < 100 && (
            <>
              <label htmlFor="snap-download">
                <Trans>Downloading the photo reader, once ({downloadSize})</Trans>
              </label>
              <progress id="snap-download" max={100} value={stage.download} />
            </>
          )}
          <button type="button" className="button secondary" onClick={() => reading.current?.abort()}>
            <Trans>Stop reading</Trans>
          </button>
        </div>
      ) : (
        <button type="button" className="button secondary" onClick={() => picker.current?.click()}>
          <Icon name="camera" size={18} />
          <Trans>Read from photos</Trans>
        </button>
      )}
      <input
        ref={picker}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid="snap-photos"
        onChange={(event) => void read(event.currentTarget.files)}
      />
      {stage.kind === "read" && (
        <div className="stack" aria-live="polite">
          {fill?.sale ? (
            <p>
              <Trans>Quantity, amount and price read from the photo. Check them before you save.</Trans>
            </p>
          ) : (
            <p>
              {fill?.saleMissing === "noFit" ? (
                <Trans>The figures read do not agree (quantity × price is not the amount): none was filled.</Trans>
              ) : (
                <Trans>No quantity, price and amount could be read: type them.</Trans>
              )}
            </p>
          )}
          {fill?.odometer && "fill" in fill.odometer && (
            <p>
              <Trans>Odometer read from the photo.</Trans>
            </p>
          )}
          {fill?.odometer && "shown" in fill.odometer && fill.odometer.shown !== null && (
            <p className="field-hint">
              <Trans>
                The odometer read {distance(fill.odometer.shown)}, which does not fit this vehicle's readings: it was
                not filled.
              </Trans>
            </p>
          )}
          {stage.problems.map((reason, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two messages at most, in a fixed order.
            <p key={index} className="field-hint">
              {problemText[reason]}
            </p>
          ))}
        </div>
      )}
    </section>
  );
}
