import { Trans, useLingui } from "@lingui/react/macro";
import { attachmentLimits, maxBytesOf } from "@odo/domain";
import { useEffect, useId, useRef, useState } from "react";
import { fileSize } from "../i18n/format.js";
import { readStored, writeStored } from "../session/storage.js";
import { type AttachTarget, attachFile } from "../sync/attach-files.js";
import { useDatabase } from "../sync/context.js";
import { Icon } from "../ui/icons.js";
import { FileRefused, type PreparedFile } from "./prepare-file.js";

const keepDateKey = "odo.files.keepDate";

/** Whether the owner keeps photos' dates on the files they attach (their choice beside "Add files"). */
export const keepsPhotoDates = () => readStored(keepDateKey) === "true";

/** Why a picked file was not kept, in the user's words. */
export function useRefusalText() {
  const { t } = useLingui();
  return (error: unknown): string => {
    const reason = error instanceof FileRefused ? error.reason : "unreadable";
    const pdfLimit = fileSize(maxBytesOf("application/pdf"));
    switch (reason) {
      case "unsupported":
        return t`Odo keeps photos (JPEG, PNG, WebP, HEIC) and PDF files.`;
      case "heic":
        return t`This HEIC photo could not be read. Connect once so Odo can load its HEIC reader, or share the photo as JPEG.`;
      case "tooLarge":
        return t`This file is too large: a PDF may be up to ${pdfLimit}.`;
      default:
        return t`This file could not be read.`;
    }
  };
}

/**
 * "Take photo" and "Add file" for an entry, a paper or the vehicle: each file is made small on the
 * device (a worker, loaded the first time) and kept at once, offline too; it uploads on its own.
 * `count` is how many the target has, for the limit per entry.
 */
export function AddFiles({
  vehicleId,
  target,
  count,
  photosOnly = false,
  onAdded,
  keep,
}: {
  vehicleId: string;
  /** What the files are attached to; null on a form, whose entry does not exist yet (see `keep`). */
  target: AttachTarget | null;
  count: number;
  photosOnly?: boolean;
  /** After each file is kept (a paper's form or the vehicle's photo then closes). */
  onAdded?: () => void;
  /** A form's files, kept until its record is saved (then attached); by default attached now. */
  keep?: (file: PreparedFile) => void;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const refusalText = useRefusalText();
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const keepDateId = useId();
  const [keepDate, setKeepDate] = useState(keepsPhotoDates);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const room = attachmentLimits.perRecord - count;

  // A file is kept only once it is read and made small; closing the page before that would drop it.
  useEffect(() => {
    if (!busy) return;
    const holdPage = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", holdPage);
    return () => window.removeEventListener("beforeunload", holdPage);
  }, [busy]);

  async function add(files: FileList | null) {
    if (!files || files.length === 0) return;
    setBusy(true);
    setProblem(null);
    const { preparedFile } = await import("./prepare-file.js");
    for (const file of [...files].slice(0, Math.max(0, room))) {
      let prepared: PreparedFile;
      try {
        prepared = await preparedFile(file, keepDate);
        if (keep) keep(prepared);
        else if (target) await attachFile(db, vehicleId, target, prepared);
        onAdded?.();
      } catch (error) {
        setProblem(refusalText(error));
      }
    }
    if (files.length > room) setProblem(t`An entry keeps up to ${attachmentLimits.perRecord} files.`);
    setBusy(false);
    for (const input of [camera.current, picker.current]) if (input) input.value = "";
  }

  return (
    <div className="add-files">
      <div className="add-files-buttons">
        <button
          type="button"
          className="button secondary"
          disabled={busy || room <= 0}
          onClick={() => camera.current?.click()}
        >
          <Icon name="camera" />
          <Trans>Take photo</Trans>
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={busy || room <= 0}
          onClick={() => picker.current?.click()}
        >
          <Icon name="paperclip" />
          {photosOnly ? <Trans>Choose photo</Trans> : <Trans>Add file</Trans>}
        </button>
      </div>
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-label={t`Take photo`}
        onChange={(event) => void add(event.currentTarget.files)}
      />
      <input
        ref={picker}
        type="file"
        accept={photosOnly ? "image/*" : "image/*,application/pdf"}
        multiple={!photosOnly}
        hidden
        aria-label={photosOnly ? t`Choose photo` : t`Add file`}
        onChange={(event) => void add(event.currentTarget.files)}
      />
      <label className="add-files-keep-date" htmlFor={keepDateId}>
        <input
          id={keepDateId}
          type="checkbox"
          checked={keepDate}
          onChange={(event) => {
            setKeepDate(event.currentTarget.checked);
            writeStored(keepDateKey, String(event.currentTarget.checked));
          }}
        />
        <Trans>Keep the date photos were taken (the place and the rest are always removed)</Trans>
      </label>
      <p className="hint" aria-live="polite">
        {busy ? t`Preparing the file…` : problem}
      </p>
    </div>
  );
}
