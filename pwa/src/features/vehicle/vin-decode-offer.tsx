import { Trans } from "@lingui/react/macro";
import { type VinDecode, vinDecodeSchema } from "@odo/domain";
import { useState } from "react";
import { api, NetworkError } from "../../shared/session/api.js";
import { useOnline } from "../../shared/sync/use-online.js";

type Lookup = { vin: string } & (
  | { state: "loading" }
  | { state: "done"; decode: VinDecode }
  | { state: "failed"; offline: boolean }
);

/**
 * The full decode a server holds (NHTSA's vPIC data: model, trim, body, fuel, engine), asked for
 * only when the owner taps, online; said with its source and what it covers. A VIN it does not know
 * (a car built for another market) says so, and the phone's own reading above still stands.
 */
export function VinDecodeOffer({
  vin,
  onDecoded,
  onUse,
}: {
  vin: string;
  /** The VIN the server decoded (its offer then stands for the phone's own). */
  onDecoded: (vin: string) => void;
  onUse: (filled: { manufacture: string; model: string; year: string }) => void;
}) {
  const online = useOnline();
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const current = lookup?.vin === vin ? lookup : null;
  const ask = async () => {
    setLookup({ vin, state: "loading" });
    try {
      const reply = await api<{ payload: unknown }>(`/vehicles/vin/${encodeURIComponent(vin)}`);
      const decode = vinDecodeSchema.safeParse(reply.body.payload);
      if (decode.success && decode.data.status === "decoded") onDecoded(vin);
      setLookup(
        reply.status === 200 && decode.success
          ? { vin, state: "done", decode: decode.data }
          : { vin, state: "failed", offline: false },
      );
    } catch (error) {
      setLookup({ vin, state: "failed", offline: error instanceof NetworkError });
    }
  };
  if (!current) {
    return online ? (
      <button type="button" className="button secondary small" onClick={() => void ask()}>
        <Trans>Look up model and engine (NHTSA)</Trans>
      </button>
    ) : null;
  }
  if (current.state === "loading") {
    return (
      <p className="muted small-text" role="status">
        <Trans>Looking the VIN up…</Trans>
      </p>
    );
  }
  if (current.state === "failed") {
    return (
      <p className="field-error" role="alert">
        {current.offline ? (
          <Trans>No connection: the look-up needs one. The reading above comes from the VIN itself.</Trans>
        ) : (
          <Trans>The look-up did not answer. Try again later; the reading above comes from the VIN itself.</Trans>
        )}
      </p>
    );
  }
  const { decode } = current;
  if (decode.status === "unknown" || !decode.make || !decode.model) {
    return (
      <p className="muted small-text" role="status">
        <Trans>
          NHTSA's data does not know this VIN: it covers vehicles built for the US market. The reading above comes from
          the VIN itself.
        </Trans>
      </p>
    );
  }
  const name = [decode.make, decode.model, decode.modelYear].filter(Boolean).join(" ");
  const details = [decode.trim, decode.body, decode.fuel, decode.engine].filter(Boolean).join(" · ");
  const { make, model } = decode;
  return (
    <div className="stack tight" role="status">
      <p className="small-text">
        <strong>{name}</strong>
        {details && (
          <>
            {" · "}
            <span lang="en">{details}</span>
          </>
        )}
      </p>
      <p className="muted small-text">
        <Trans>From NHTSA's vPIC data, which covers vehicles built for the US market.</Trans>
      </p>
      <button
        type="button"
        className="button small"
        onClick={() => onUse({ manufacture: make, model, year: decode.modelYear ? String(decode.modelYear) : "" })}
      >
        <Trans>Use {name}</Trans>
      </button>
    </div>
  );
}
