import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { axleOf, type TyrePosition, type TyreSeason, type TyreSet } from "@odo/domain";
import { i18n } from "./i18n.js";

const seasons: Record<TyreSeason, MessageDescriptor> = {
  summer: msg`Summer`,
  winter: msg`Winter`,
  allSeason: msg`All-season`,
};
export const seasonName = (season: TyreSeason) => i18n._(seasons[season]);

const places: Partial<Record<TyrePosition, MessageDescriptor>> = {
  frontLeft: msg`Front left`,
  frontRight: msg`Front right`,
  rearLeft: msg`Rear left`,
  rearRight: msg`Rear right`,
  front: msg`Front`,
  rear: msg`Rear`,
  spare: msg`Spare`,
};

const sides: Record<string, MessageDescriptor> = {
  Left: msg`left`,
  Right: msg`right`,
  LeftOuter: msg`left outer`,
  LeftInner: msg`left inner`,
  RightInner: msg`right inner`,
  RightOuter: msg`right outer`,
};

/** Where a tyre is: "Front left", "Axle 2, left outer". */
export function positionName(position: TyrePosition): string {
  const named = places[position];
  if (named) return i18n._(named);
  const axle = axleOf(position) ?? 0;
  const side = sides[position.replace(/^axle\d/, "")];
  const where = side ? i18n._(side) : "";
  return i18n._(msg`Axle ${axle}, ${where}`);
}

/** An axle's tyres: "Front", "Rear"; a truck's or a bus's by number ("Axle 3"). */
export function axleName(axle: number, heavy: boolean): string {
  if (!heavy && axle === 1) return i18n._(msg`Front`);
  if (!heavy && axle === 2) return i18n._(msg`Rear`);
  return i18n._(msg`Axle ${axle}`);
}

/** A set as people name it: "Nokian Hakkapeliitta", else its size. */
export const setLabel = (set: Pick<TyreSet, "brand" | "model" | "size">) =>
  [set.brand, set.model].filter(Boolean).join(" ") || set.size;

/** A set with its size, where sets of one brand stand side by side: "Nokian 205/55 R16 91H". */
export const setWithSize = (set: Pick<TyreSet, "brand" | "model" | "size">) =>
  [set.brand, set.model, set.size].filter(Boolean).join(" ");
