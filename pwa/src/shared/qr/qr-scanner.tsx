import { Trans, useLingui } from "@lingui/react/macro";
import { type ChangeEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { Icon } from "../ui/icons.js";

type CameraState = "off" | "starting" | "on" | "denied" | "unavailable";

/** The largest side a picked photo is scaled to before decoding: enough for a QR, quick to scan. */
const photoSide = 1_280;

async function decode(image: ImageData): Promise<string | undefined> {
  const { default: jsQR } = await import("jsqr");
  return jsQR(image.data, image.width, image.height, { inversionAttempts: "attemptBoth" })?.data;
}

function pixelsOf(source: CanvasImageSource, width: number, height: number): ImageData {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("no 2d context");
  context.drawImage(source, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/**
 * Reads a QR code with the camera (`getUserMedia` + jsQR on each frame) and, when there is no
 * camera or no permission, from a photo the user picks; a value can also be typed or pasted.
 * `onValue` gets the first value read.
 */
export function QrScanner({
  onValue,
  busy = false,
  typedFirst = false,
}: {
  onValue: (value: string) => void;
  busy?: boolean;
  /** The typed code shown open: a code printed on paper is mostly typed. */
  typedFirst?: boolean;
}) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [camera, setCamera] = useState<CameraState>("off");
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [typed, setTyped] = useState("");
  const photoId = useId();
  const typedId = useId();
  const latest = useRef(onValue);
  latest.current = onValue;

  const stopCamera = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    setCamera((state) => (state === "on" || state === "starting" ? "off" : state));
  }, []);
  useEffect(() => stopCamera, [stopCamera]);

  useEffect(() => {
    if (camera !== "on") return;
    let frame = 0;
    let stopped = false;
    const tick = async () => {
      const element = video.current;
      if (stopped || !element) return;
      if (element.readyState >= element.HAVE_ENOUGH_DATA && element.videoWidth > 0) {
        const value = await decode(pixelsOf(element, element.videoWidth, element.videoHeight));
        if (value && !stopped) {
          stopCamera();
          latest.current(value);
          return;
        }
      }
      frame = requestAnimationFrame(() => void tick());
    };
    frame = requestAnimationFrame(() => void tick());
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
    };
  }, [camera, stopCamera]);

  const startCamera = async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setCamera("unavailable");
      return;
    }
    setCamera("starting");
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } });
      if (video.current) {
        video.current.srcObject = stream.current;
        await video.current.play();
      }
      setCamera("on");
    } catch (error) {
      stopCamera();
      setCamera(error instanceof DOMException && error.name === "NotAllowedError" ? "denied" : "unavailable");
    }
  };

  const readPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setPhotoError(null);
    try {
      const bitmap = await createImageBitmap(file);
      const scale = Math.min(1, photoSide / Math.max(bitmap.width, bitmap.height));
      const width = Math.round(bitmap.width * scale);
      const height = Math.round(bitmap.height * scale);
      const value = await decode(pixelsOf(bitmap, width, height));
      bitmap.close();
      if (value) latest.current(value);
      else setPhotoError(t`No QR code found in this photo. Try a sharper, closer one.`);
    } catch {
      setPhotoError(t`This file could not be read as an image.`);
    }
  };

  return (
    <div className="scanner stack">
      <div className={`scanner-view${camera === "on" ? " live" : ""}`}>
        <video ref={video} muted playsInline aria-label={t`Camera preview`} hidden={camera !== "on"} />
        {camera !== "on" && <Icon name="qr" size={64} />}
      </div>
      {camera === "denied" && (
        <p className="form-error" role="alert">
          <Trans>The camera is blocked for Odo. Allow it in the browser settings, or pick a photo of the code.</Trans>
        </p>
      )}
      {camera === "unavailable" && (
        <p className="form-error" role="alert">
          <Trans>No camera is available here. Pick a photo of the code instead.</Trans>
        </p>
      )}
      <div className="row wrap">
        {camera === "on" || camera === "starting" ? (
          <button type="button" className="button secondary" onClick={stopCamera}>
            <Trans>Stop camera</Trans>
          </button>
        ) : (
          <button type="button" className="button" onClick={() => void startCamera()} disabled={busy}>
            <Icon name="camera" size={18} />
            <Trans>Scan with the camera</Trans>
          </button>
        )}
        <label htmlFor={photoId} className={`button secondary${busy ? " disabled" : ""}`}>
          <Trans>Pick a photo</Trans>
        </label>
        <input
          id={photoId}
          className="visually-hidden"
          type="file"
          accept="image/*"
          disabled={busy}
          onChange={(event) => void readPhoto(event)}
        />
      </div>
      {photoError && (
        <p className="form-error" role="alert">
          {photoError}
        </p>
      )}
      <details className="typed-code" open={typedFirst}>
        <summary>
          <Trans>Paste or type a code</Trans>
        </summary>
        <form
          className="row wrap"
          onSubmit={(event) => {
            event.preventDefault();
            if (typed.trim()) latest.current(typed.trim());
          }}
        >
          <label htmlFor={typedId} className="visually-hidden">
            <Trans>Code</Trans>
          </label>
          <input
            id={typedId}
            className="input grow"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
          <button type="submit" className="button secondary" disabled={busy}>
            <Trans>Use code</Trans>
          </button>
        </form>
      </details>
    </div>
  );
}
