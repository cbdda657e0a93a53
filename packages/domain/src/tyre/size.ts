/**
 * A tyre's size as the sidewall writes it, read into its parts, or refused. Four notations cover
 * what Odo's vehicles wear:
 * - metric ("205/55 R16 91V", "P215/65R15 95H", "LT245/75R16 120/116S", "185R14C", "11R22.5",
 *   "120/70 ZR17 58W", "90/90-21 54S"): width in mm (a truck's "11R22.5": in inches), aspect ratio (absent: the old 82 %), the
 *   construction (R radial, ZR radial rated over 240 km/h, D or "-" diagonal, B belted), rim in inches;
 * - flotation, light trucks' inch sizes ("31x10.50R15 109Q"): overall diameter and width in inches;
 * - a moto's inch sizes ("2.75-18 42P", "3.00-17");
 * - a bicycle's, in any of its four writings ("700x25c", "29x2.25", "26 x 1.95", ETRTO "25-622"),
 *   read into the ETRTO width and bead seat diameter in mm, which is what fits a rim.
 */
export type TyreSize =
  | ({ system: "metric"; prefix: "P" | "LT" | "ST" | "T" | null; widthMm: number; aspectPercent: number | null } & Rim &
      Service)
  | ({ system: "flotation"; diameterIn: number; widthIn: number } & Rim & Service)
  | ({ system: "truckInch"; widthIn: number } & Rim & Service)
  | ({ system: "motoInch"; widthIn: number } & Rim & Service)
  | { system: "bicycle"; widthMm: number; beadSeatMm: number };

interface Rim {
  construction: "R" | "ZR" | "D" | "B";
  rimIn: number;
}
interface Service {
  /** One load index, or two for a tyre fitted single and dual ("120/116"). */
  loadIndex: number[];
  speedRating: string | null;
  /** A van's commercial casing ("R15C"), an extra-load car tyre ("XL"), or neither. */
  casing: "standard" | "extra" | "commercial";
}

/** Speed ratings in use, slowest first (ETRTO): a letter, "(Y)" for a ZR tyre over 300 km/h. */
const speedRatings = "A1 A2 A3 A4 A5 A6 A7 A8 B C D E F G J K L M N P Q R S T U H V W Y (Y) Z".split(" ");
const rimsIn = new Set([8, 10, 12, 13, 14, 15, 16, 17, 17.5, 18, 19, 19.5, 20, 21, 22, 22.5, 23, 24, 26, 28, 30]);
const loadIndex = { min: 0, max: 279 } as const;

/** A bicycle's wheel as people name it, to its ETRTO bead seat diameter in mm. */
const bicycleBeadSeats: Record<string, number> = {
  "700": 622,
  "29": 622,
  "28": 622,
  "650b": 584,
  "27.5": 584,
  "650c": 571,
  "27": 630,
  "26": 559,
  "24": 507,
  "20": 406,
  "16": 305,
  "12": 203,
};
const knownBeadSeats = new Set(Object.values(bicycleBeadSeats).concat([590, 540, 349]));

const metric =
  /^(P|LT|ST|T)?(\d{1,3})(?:\/(\d{2,3}))?(ZR|R|D|B|-)(\d{1,2}(?:\.5)?)(C|LT)?(?:(\d{1,3})(?:\/(\d{1,3}))?(\(Y\)|[A-Z]\d?))?(XL|RF|TL|TT)?$/;
const flotation =
  /^(\d{2}(?:\.\d)?)X(\d{1,2}(?:\.\d{1,2})?)(R|-|D|B)?(\d{2}(?:\.5)?)(LT)?(?:(\d{1,3})(?:\/(\d{1,3}))?([A-Z]))?$/;
const motoInch = /^(\d\.\d{2})(-|R)(\d{2})(?:(\d{1,3})([A-Z]))?(TT|TL)?$/;
const etrto = /^(\d{2})-(\d{3})$/;
const bicycleNamed = /^(700|650|29|28|27\.5|27|26|24|20|16|12)X(\d{1,2}(?:\.\d{1,3})?)([ABC])?$/;

/** The written size with its spaces, quotes and case set aside: "205/55 r16 91v" → "205/55R1691V". */
const compact = (text: string) =>
  text
    .toUpperCase()
    .replace(/["″”]|\s+|\bETRTO\b/g, "")
    .replace(/[×*]/g, "X");

function service(
  load?: string,
  load2?: string,
  speed?: string,
  casing: Service["casing"] = "standard",
): Service | null {
  const loads = [load, load2].filter((value): value is string => value !== undefined).map(Number);
  if (loads.some((value) => value < loadIndex.min || value > loadIndex.max)) return null;
  if (speed !== undefined && !speedRatings.includes(speed)) return null;
  return { loadIndex: loads, speedRating: speed ?? null, casing };
}

function construction(mark: string | undefined): Rim["construction"] {
  return mark === "ZR" ? "ZR" : mark === "B" ? "B" : mark === "D" || mark === "-" ? "D" : "R";
}

function metricSize(match: RegExpExecArray): TyreSize | null {
  const [, prefix, width, aspect, mark, rim, suffix, load, load2, speed, extra] = match;
  const widthMm = Number(width);
  const aspectPercent = aspect === undefined ? null : Number(aspect);
  const rimIn = Number(rim);
  const casing = suffix === "C" ? "commercial" : extra === "XL" ? "extra" : "standard";
  const rated = service(load, load2, speed, casing);
  if (!rated || !rimsIn.has(rimIn)) return null;
  // A small width with no aspect ("11R22.5") is a truck's, in inches.
  if (aspectPercent === null && widthMm >= 7 && widthMm <= 14 && prefix === undefined) {
    return { system: "truckInch", widthIn: widthMm, construction: construction(mark), rimIn, ...rated };
  }
  if (widthMm < 60 || widthMm > 455) return null;
  if (aspectPercent !== null && (aspectPercent < 20 || aspectPercent > 100 || aspectPercent % 5 !== 0)) return null;
  return {
    system: "metric",
    prefix: (prefix ?? (suffix === "LT" ? "LT" : null)) as "P" | "LT" | "ST" | "T" | null,
    widthMm,
    aspectPercent,
    construction: construction(mark),
    rimIn,
    ...rated,
  };
}

function bicycleSize(text: string): TyreSize | null {
  const byEtrto = etrto.exec(text);
  if (byEtrto) {
    const widthMm = Number(byEtrto[1]);
    const beadSeatMm = Number(byEtrto[2]);
    return widthMm >= 18 && widthMm <= 130 && knownBeadSeats.has(beadSeatMm)
      ? { system: "bicycle", widthMm, beadSeatMm }
      : null;
  }
  const named = bicycleNamed.exec(text);
  if (!named) return null;
  const [, wheel = "", width = "", letter] = named;
  const key = wheel === "650" ? `650${(letter ?? "").toLowerCase()}` : wheel;
  const beadSeatMm = bicycleBeadSeats[key];
  if (beadSeatMm === undefined) return null;
  const written = Number(width);
  // Under 5 the width is in inches ("29x2.25"); above it, mm ("700x25c").
  const widthMm = written < 5 ? Math.round(written * 25.4) : written;
  return widthMm >= 18 && widthMm <= 130 ? { system: "bicycle", widthMm, beadSeatMm } : null;
}

/** The size `text` writes, or null when it is not a tyre size Odo knows. */
export function parseTyreSize(text: string): TyreSize | null {
  const size = compact(text);
  if (size.length === 0 || size.length > 40) return null;
  const asMetric = metric.exec(size);
  if (asMetric) return metricSize(asMetric);
  const asFlotation = flotation.exec(size);
  if (asFlotation) {
    const [, diameter, width, mark, rim, , load, load2, speed] = asFlotation;
    const diameterIn = Number(diameter);
    const widthIn = Number(width);
    const rimIn = Number(rim);
    const rated = service(load, load2, speed);
    if (!rated || !rimsIn.has(rimIn) || diameterIn < 20 || diameterIn > 54 || widthIn < 6 || widthIn > 20) {
      return asBicycle(size);
    }
    return { system: "flotation", diameterIn, widthIn, construction: construction(mark), rimIn, ...rated };
  }
  const asMotoInch = motoInch.exec(size);
  if (asMotoInch) {
    const [, width, mark, rim, load, speed] = asMotoInch;
    const rimIn = Number(rim);
    const rated = service(load, undefined, speed);
    return rated && rimsIn.has(rimIn)
      ? { system: "motoInch", widthIn: Number(width), construction: construction(mark), rimIn, ...rated }
      : null;
  }
  return asBicycle(size);
}

const asBicycle = (size: string) => bicycleSize(size);

/** A size written the one way Odo shows it: "205/55 R16 91V", "31x10.50 R15 109Q", "25-622 (700x25c)". */
export function formatTyreSize(size: TyreSize): string {
  if (size.system === "bicycle") return `${size.widthMm}-${size.beadSeatMm}`;
  const mark = size.construction === "D" ? "-" : size.construction;
  const rating = `${size.loadIndex.join("/")}${size.speedRating ?? ""}${size.casing === "extra" ? " XL" : ""}`.trim();
  const tail = rating === "" ? "" : ` ${rating}`;
  const rim = `${size.rimIn}${size.casing === "commercial" ? "C" : ""}`;
  if (size.system === "flotation") return `${size.diameterIn}x${size.widthIn.toFixed(2)} ${mark}${rim}${tail}`;
  if (size.system === "motoInch") return `${size.widthIn.toFixed(2)}-${size.rimIn}${tail}`;
  if (size.system === "truckInch") return `${size.widthIn}${mark}${rim}${tail}`;
  const width = `${size.prefix ?? ""}${size.widthMm}${size.aspectPercent === null ? "" : `/${size.aspectPercent}`}`;
  return mark === "-" ? `${width}-${rim}${tail}` : `${width} ${mark}${rim}${tail}`;
}

/** Whether a size fits the kind of vehicle: a bicycle's sizes on bicycles, every other on motor vehicles. */
export function sizeFitsVehicle(size: TyreSize, vehicleType: string): boolean {
  return (size.system === "bicycle") === (vehicleType === "bicycle");
}
