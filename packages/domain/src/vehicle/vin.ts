/**
 * A vehicle identification number read on the device, offline (ISO 3779, and the North American
 * rules of 49 CFR 565): 17 characters of digits and letters but I, O and Q; the world maker
 * identifier (WMI, the first three) names the region, the country and often the maker; the tenth
 * character is the model year in a 30-year cycle; the ninth is a check digit that North American
 * (and Chinese) VINs must carry and the rest of the world may not.
 */

export const vinLength = 17;

/** Letters a VIN never holds (read as 1, 0 and 0), and what anyone typing one means by them. */
const misreadLetters: Record<string, string> = { I: "1", O: "0", Q: "0" };

/** The value of each character in the check-digit sum (49 CFR 565.15). */
const transliteration: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The model-year characters, from 1980 (A) to 2009 (9), then again from 2010 (A) to 2039 (9). */
const yearCodes = "ABCDEFGHJKLMNPRSTVWXY123456789";
const cycleStart = 1980;
const cycleYears = yearCodes.length;

/** What a typed or scanned text is as a VIN: spaces and dashes dropped, upper case, I/O/Q as 1/0/0. */
export function normalisedVin(text: string): string {
  return text
    .toUpperCase()
    .replace(/[\s-]/g, "")
    .replace(/[IOQ]/g, (letter) => misreadLetters[letter] ?? letter);
}

/** Whether `vin` (normalised) has a VIN's shape: 17 of the allowed characters. */
export function hasVinShape(vin: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin);
}

/**
 * A body serial as stored: a VIN written the one way (upper case, no spaces or dashes, 0 and 1 for
 * O, Q and I); anything else, a frame number say, as typed.
 */
export function storedBodySerial(text: string): string {
  const vin = normalisedVin(text);
  return hasVinShape(vin) ? vin : text;
}

/** The check digit a VIN's other 16 characters call for: "0" to "9", or "X" for ten. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let index = 0; index < vinLength; index += 1) {
    const character = vin[index] ?? "0";
    const value = /\d/.test(character) ? Number(character) : (transliteration[character] ?? 0);
    sum += value * (weights[index] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

/** Where the VINs starting with a range of two characters are made (ISO 3779's allocation, SAE J853). */
interface WmiRange {
  /** The first character. */
  first: string;
  /** The second characters the range covers, in the order A–Z then 1–9, 0. */
  from: string;
  to: string;
  /** ISO 3166 alpha-2. */
  country: string;
}

const secondOrder = "ABCDEFGHJKLMNPRSTUVWXYZ1234567890";
const range = (first: string, from: string, to: string, country: string): WmiRange => ({ first, from, to, country });

/** The countries people in Odo's markets buy vehicles from; a range not listed is read by region only. */
const wmiRanges: WmiRange[] = [
  range("1", "A", "0", "US"),
  range("4", "A", "0", "US"),
  range("5", "A", "0", "US"),
  range("2", "A", "0", "CA"),
  range("3", "A", "W", "MX"),
  range("3", "X", "7", "CR"),
  range("J", "A", "0", "JP"),
  range("K", "L", "R", "KR"),
  range("K", "5", "0", "KR"),
  range("L", "A", "0", "CN"),
  range("M", "A", "E", "IN"),
  range("M", "L", "R", "TH"),
  range("M", "F", "K", "ID"),
  range("R", "F", "K", "TW"),
  range("S", "A", "M", "GB"),
  range("S", "N", "T", "DE"),
  range("T", "J", "P", "CZ"),
  range("T", "R", "V", "HU"),
  range("V", "F", "R", "FR"),
  range("V", "S", "W", "ES"),
  range("W", "A", "0", "DE"),
  range("X", "3", "0", "RU"),
  range("Y", "S", "W", "SE"),
  range("Z", "A", "R", "IT"),
  range("8", "A", "E", "AR"),
  range("8", "F", "K", "CL"),
  range("8", "L", "R", "EC"),
  range("8", "S", "W", "PE"),
  range("8", "X", "2", "VE"),
  range("9", "A", "E", "BR"),
  range("9", "3", "9", "BR"),
  range("9", "F", "K", "CO"),
  range("9", "L", "R", "PY"),
  range("9", "S", "W", "UY"),
  range("9", "X", "2", "TT"),
];

/** The region a VIN's first character names. */
export type VinRegion = "africa" | "asia" | "europe" | "northAmerica" | "oceania" | "southAmerica";

function regionOf(first: string): VinRegion {
  if (/[A-H]/.test(first)) return "africa";
  if (/[J-R]/.test(first)) return "asia";
  if (/[S-Z]/.test(first)) return "europe";
  if (/[1-5]/.test(first)) return "northAmerica";
  if (/[67]/.test(first)) return "oceania";
  return "southAmerica";
}

function countryOf(vin: string): string | null {
  const [first = "", second = ""] = vin;
  const at = secondOrder.indexOf(second);
  const found = wmiRanges.find(
    (entry) => entry.first === first && at >= secondOrder.indexOf(entry.from) && at <= secondOrder.indexOf(entry.to),
  );
  return found?.country ?? null;
}

/**
 * Makers by their world maker identifier (the first three characters, or the first two for a maker
 * that holds every third): those most sold where Odo is used. Not every WMI: one not listed gives
 * the country alone, and the owner types the make.
 */
const makersByWmi: Record<string, string> = {
  // North America.
  "1G1": "Chevrolet",
  "1GC": "Chevrolet",
  "1GN": "Chevrolet",
  "1GT": "GMC",
  "1GK": "GMC",
  "1G6": "Cadillac",
  "1FA": "Ford",
  "1FM": "Ford",
  "1FT": "Ford",
  "1FD": "Ford",
  "1LN": "Lincoln",
  "1ZV": "Ford",
  "1C3": "Chrysler",
  "1C4": "Jeep",
  "1C6": "RAM",
  "1J4": "Jeep",
  "1B3": "Dodge",
  "2C3": "Chrysler",
  "1HG": "Honda",
  "1HF": "Honda",
  "2HG": "Honda",
  "2HK": "Honda",
  "5FN": "Honda",
  "5J6": "Honda",
  "1N4": "Nissan",
  "1N6": "Nissan",
  "5N1": "Nissan",
  "3N1": "Nissan",
  "3N6": "Nissan",
  "4T1": "Toyota",
  "4T3": "Toyota",
  "5TD": "Toyota",
  "5TF": "Toyota",
  "2T1": "Toyota",
  "2T3": "Toyota",
  "3TM": "Toyota",
  "4S3": "Subaru",
  "4S4": "Subaru",
  "5YJ": "Tesla",
  "7SA": "Tesla",
  "5NP": "Hyundai",
  "5NM": "Hyundai",
  "5XY": "Kia",
  "3KP": "Kia",
  "3VW": "Volkswagen",
  "1VW": "Volkswagen",
  "3FA": "Ford",
  "3G1": "Chevrolet",
  "3GN": "Chevrolet",
  "3MZ": "Mazda",
  "3HG": "Honda",
  "1HD": "Harley-Davidson",
  "5HD": "Harley-Davidson",
  "1M1": "Mack",
  "1XK": "Kenworth",
  "1XP": "Peterbilt",
  "1FU": "Freightliner",
  "3AK": "Freightliner",
  "1HT": "International",
  "4DR": "Blue Bird",
  // Japan and Korea.
  JTD: "Toyota",
  JTE: "Toyota",
  JTM: "Toyota",
  JTN: "Toyota",
  JTH: "Lexus",
  JHM: "Honda",
  JHL: "Honda",
  JH2: "Honda",
  JN1: "Nissan",
  JN8: "Nissan",
  JM1: "Mazda",
  JM3: "Mazda",
  JF1: "Subaru",
  JF2: "Subaru",
  JA3: "Mitsubishi",
  JA4: "Mitsubishi",
  JMB: "Mitsubishi",
  JS1: "Suzuki",
  JS2: "Suzuki",
  JSA: "Suzuki",
  JYA: "Yamaha",
  JKA: "Kawasaki",
  JAL: "Isuzu",
  JHH: "Hino",
  KMH: "Hyundai",
  KM8: "Hyundai",
  KNA: "Kia",
  KND: "Kia",
  KNM: "Renault",
  KPT: "SsangYong",
  // China and India.
  LSG: "Chevrolet",
  LFV: "Volkswagen",
  LVS: "Ford",
  LGX: "BYD",
  LC0: "BYD",
  LB3: "Geely",
  LVV: "Chery",
  LGW: "Great Wall",
  LJ1: "JAC",
  LS5: "Changan",
  MA3: "Suzuki",
  MAT: "Tata",
  MBH: "Suzuki",
  MAL: "Hyundai",
  MD2: "Bajaj",
  ME4: "Honda",
  MD6: "TVS",
  MBL: "Hero",
  MR0: "Toyota",
  MNT: "Nissan",
  // Europe.
  WVW: "Volkswagen",
  WV1: "Volkswagen",
  WV2: "Volkswagen",
  WAU: "Audi",
  WA1: "Audi",
  WBA: "BMW",
  WBS: "BMW",
  WB1: "BMW",
  WDB: "Mercedes-Benz",
  WDD: "Mercedes-Benz",
  WDC: "Mercedes-Benz",
  W1K: "Mercedes-Benz",
  W1N: "Mercedes-Benz",
  WP0: "Porsche",
  WP1: "Porsche",
  WF0: "Ford",
  W0L: "Opel",
  WMW: "Mini",
  WME: "Smart",
  VF1: "Renault",
  VF3: "Peugeot",
  VF7: "Citroën",
  VR3: "Peugeot",
  VSS: "SEAT",
  VSX: "Opel",
  VS6: "Ford",
  VS7: "Citroën",
  VWV: "Volkswagen",
  TMB: "Škoda",
  TMA: "Hyundai",
  SAL: "Land Rover",
  SAJ: "Jaguar",
  SCC: "Lotus",
  SCB: "Bentley",
  SCA: "Rolls-Royce",
  YV1: "Volvo",
  YV4: "Volvo",
  YS3: "Saab",
  ZFA: "Fiat",
  ZFF: "Ferrari",
  ZAR: "Alfa Romeo",
  ZAM: "Maserati",
  ZHW: "Lamborghini",
  ZDM: "Ducati",
  ZAP: "Piaggio",
  ZD4: "Aprilia",
  XTA: "Lada",
  VBK: "KTM",
  UU1: "Dacia",
  // South America.
  "8AP": "Fiat",
  "8AF": "Ford",
  "8AG": "Chevrolet",
  "8AW": "Volkswagen",
  "8AJ": "Toyota",
  "8A1": "Renault",
  "8AD": "Peugeot",
  "8BC": "Citroën",
  "8GG": "Chevrolet",
  "8LB": "Chevrolet",
  "8XD": "Toyota",
  "9BW": "Volkswagen",
  "9BG": "Chevrolet",
  "9BD": "Fiat",
  "9BF": "Ford",
  "9BH": "Hyundai",
  "9BR": "Toyota",
  "93H": "Honda",
  "93Y": "Renault",
  "94D": "Nissan",
  "9C2": "Honda",
  "9C6": "Yamaha",
  "9FB": "Renault",
  "9GA": "Chevrolet",
  "9FC": "Chevrolet",
  "9F2": "Mazda",
  "9GD": "Chevrolet",
};

export interface VinReading {
  vin: string;
  /** `ok`: it matches; `wrong`: a character was mistyped or misread; `notRequired`: this maker's country does not use one. */
  checkDigit: "ok" | "wrong" | "notRequired";
  region: VinRegion;
  /** ISO 3166 alpha-2, when the WMI's range is known. */
  country: string | null;
  make: string | null;
  /** The model year, when the tenth character names one (and its cycle is known or plausible). */
  modelYear: number | null;
}

/**
 * A VIN read offline, at `now` (the later of a year's two cycles is taken only up to next year's
 * models). Null when `text` is not a VIN's shape. North American and Chinese VINs must carry a
 * correct check digit; elsewhere it is not checked, as makers need not use one.
 */
export function readVin(text: string, now: Date): VinReading | null {
  const vin = normalisedVin(text);
  if (!hasVinShape(vin)) return null;
  const region = regionOf(vin[0] ?? "");
  const checked = region === "northAmerica" || vin[0] === "L";
  const checkDigit = !checked ? "notRequired" : vinCheckDigit(vin) === vin[8] ? "ok" : "wrong";
  return {
    vin,
    checkDigit,
    region,
    country: countryOf(vin),
    make: makersByWmi[vin.slice(0, 3)] ?? null,
    modelYear: modelYearOf(vin, region, now),
  };
}

/**
 * The tenth character's model year. North American light vehicles tell the cycle by the seventh
 * character (a digit before 2010, a letter from 2010); any other takes the latest year of the two
 * that is no later than next year's models.
 */
function modelYearOf(vin: string, region: VinRegion, now: Date): number | null {
  const code = yearCodes.indexOf(vin[9] ?? "");
  if (code < 0) return null;
  const first = cycleStart + code;
  const second = first + cycleYears;
  if (region === "northAmerica") return /\d/.test(vin[6] ?? "") ? first : second;
  return second <= now.getUTCFullYear() + 1 ? second : first;
}
