import type { Pace } from "../maintenance/pace.js";
import type { TimelineNeighbours } from "../maintenance/timeline.js";
import { type Currency, type DistanceUnit, distanceToKm } from "../units/units.js";
import { type OdometerVerdict, odometerVerdict } from "./odometer-gate.js";
import { documentSale, type SaleContext, type SaleReading } from "./receipt.js";
import type { Sale } from "./sale-gate.js";

/** One photo as read: a display's rows of digits (seven segments) and a receipt's printed lines. */
export interface ReadPhoto {
  rows: readonly string[];
  lines: readonly string[];
}

export interface PhotoFillContext extends SaleContext {
  distanceUnit: DistanceUnit;
  /** Where the refuel sits on the vehicle's timeline, its date, and the vehicle's pace. */
  date: string;
  neighbours: TimelineNeighbours;
  pace: Pace;
}

/** What one or two photos fill: the sale's three figures, the odometer, or why not. */
export interface PhotoFill {
  sale: (Sale & { currency: Currency }) | null;
  /** Why no sale was filled: no photo showed three figures, or the three did not multiply. */
  saleMissing?: Extract<SaleReading, { sale: null }>["reason"];
  /** Null when no photo showed an odometer. */
  odometer: OdometerVerdict | null;
}

/**
 * An odometer's reading among a photo's: one row of digits (a display), or a line that is a
 * number and little else ("048213", "ODO 48213 km"): a receipt's figures are no odometer.
 */
function odometerOf(photo: ReadPhoto): number | null {
  const [row] = photo.rows;
  if (photo.rows.length === 1 && row && /^\d{3,7}$/.test(row)) return Number(row);
  for (const line of photo.lines) {
    const alone = /^\s*(?:odo|odometer|odómetro|km|mi)?\s*(\d{3,7})\s*(?:km|mi)?\s*$/i.exec(line);
    if (alone?.[1]) return Number(alone[1]);
  }
  return null;
}

function saleOf(photo: ReadPhoto, context: SaleContext): SaleReading {
  if (photo.rows.length >= 3) {
    const display = documentSale({ kind: "display", rows: photo.rows.slice(0, 3) }, context);
    if (display.sale || photo.lines.length === 0) return display;
  }
  return documentSale({ kind: "receipt", lines: photo.lines }, context);
}

/**
 * What the photos of a refuel fill (issue "Snap to log"): the first photo whose figures agree
 * gives the sale; a photo with no sale that shows a number like an odometer gives the km, checked
 * against the timeline and the pace. Nothing here is saved: the form is filled, and the owner taps.
 */
export function photoFill(photos: readonly ReadPhoto[], context: PhotoFillContext): PhotoFill {
  let sale: PhotoFill["sale"] = null;
  let saleMissing: PhotoFill["saleMissing"] = "noFigures";
  let odometer: OdometerVerdict | null = null;
  for (const photo of photos) {
    const reading = saleOf(photo, context);
    if (reading.sale) {
      sale ??= { ...reading.sale, currency: reading.currency };
      continue;
    }
    if (reading.reason === "noFit") saleMissing = "noFit";
    const read = odometerOf(photo);
    if (read !== null && odometer === null) {
      odometer = odometerVerdict(distanceToKm(read, context.distanceUnit), context);
    }
  }
  return sale ? { sale, odometer } : { sale, saleMissing, odometer };
}
