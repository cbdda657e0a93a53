import { t } from "@lingui/core/macro";
import type { VolumeUnit } from "@odo/domain";
import { unitSymbol } from "./format.js";
import { currentUnits } from "./region.js";

/** A distance field's label with its unit: "Odometer (mi)". */
export const withDistanceUnit = (label: string) => `${label} (${unitSymbol.distance()})`;

const volumeNames = (unit: VolumeUnit) => {
  if (unit === "l") {
    return {
      field: t`Litres`,
      price: t`Price per litre`,
      fill: t`Type any two of litres, amount and price: the third follows.`,
    };
  }
  return {
    field: unit === "usGal" ? t`Gallons` : t`Gallons (UK)`,
    price: t`Price per gallon`,
    fill: t`Type any two of gallons, amount and price: the third follows.`,
  };
};

/** The refuel form's words for the user's volume unit. */
export const volumeWords = () => volumeNames(currentUnits().volume);

/** Distance fields' labels: "Kilometres" or "Miles", and the reminder form's "At km", "Every … km". */
export const distanceWords = () =>
  currentUnits().distance === "km"
    ? { required: t`Kilometres`, optional: t`Kilometres (optional)`, at: t`At km`, every: t`Every … km` }
    : { required: t`Miles`, optional: t`Miles (optional)`, at: t`At miles`, every: t`Every … miles` };
