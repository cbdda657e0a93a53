import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { TyreRotation } from "@odo/domain";
import { i18n } from "../../shared/i18n/i18n.js";

const rotations: Record<TyreRotation, MessageDescriptor> = {
  sides: msg`Front to rear on each side`,
  cross: msg`Across: front left to rear right`,
  ends: msg`Front ↔ rear`,
  steerSides: msg`Axle 1: left ↔ right`,
  dualsInOut: msg`Duals: inner ↔ outer`,
  tandemAxles: msg`Axle 2 ↔ axle 3`,
};
/** How the tyres go round: "Front to rear on each side", "Duals: inner ↔ outer". */
export const rotationName = (rotation: TyreRotation) => i18n._(rotations[rotation]);
