import { useLingui } from "@lingui/react/macro";
import type { GasStationOption } from "@odo/domain";
import { useId, useRef, useState } from "react";
import { Icon } from "../../shared/ui/icons.js";
import { useDismiss } from "../../shared/ui/use-dismiss.js";

function StationLabel({ station, otherLabel }: { station: GasStationOption; otherLabel: string }) {
  return (
    <>
      {station.path ? (
        <img src={`/stations/${station.path}`} alt="" width={24} height={24} />
      ) : (
        <span className="station-blank" aria-hidden="true">
          <Icon name="fuel" size={16} />
        </span>
      )}
      <span>{station.name === "Other" ? otherLabel : station.name}</span>
    </>
  );
}

/**
 * The station dropdown of the add-refuel screen (SPEC §2): an icon and a name per option, the one
 * already chosen left out, closed by a pick, Escape or a click outside.
 */
export function StationPicker({
  stations,
  value,
  onChange,
  label,
}: {
  stations: readonly GasStationOption[];
  value: GasStationOption | null;
  onChange: (station: GasStationOption) => void;
  label: string;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const otherLabel = t`Another station`;

  useDismiss(open, root, () => setOpen(false));

  return (
    <div className="field station-picker" ref={root}>
      <span className="field-label" aria-hidden="true">
        {label}
      </span>
      <button
        type="button"
        className="select-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span className="visually-hidden">{label}: </span>
        {value ? (
          <StationLabel station={value} otherLabel={otherLabel} />
        ) : (
          <span className="muted">{t`Choose a station`}</span>
        )}
        <Icon name="chevron" size={18} className="end rotate" />
      </button>
      {open && (
        <ul id={listId} className="dropdown station-list">
          {stations
            .filter((station) => station._id !== value?._id)
            .map((station) => (
              <li key={station._id}>
                <button
                  type="button"
                  className="station-option"
                  onClick={() => {
                    onChange(station);
                    setOpen(false);
                  }}
                >
                  <StationLabel station={station} otherLabel={otherLabel} />
                </button>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
