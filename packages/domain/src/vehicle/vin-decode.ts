import { z } from "zod";
import { hasVinShape, normalisedVin } from "./vin.js";

/**
 * What the server's full decode of a VIN says (`GET /api/vin/{vin}`): NHTSA's vPIC data, which
 * covers vehicles built for the US market, from an offline copy on the server. Anything it does
 * not know (a Colombian-assembled Renault, a VIN whose check digit is wrong) is "unknown", never a
 * guess; the device's own reading (`vin.ts`) still gives maker, country and year.
 */
export const vinDecodeSources = ["nhtsa-vpic"] as const;

export const vinDecodeSchema = z.object({
  vin: z.string(),
  source: z.enum(vinDecodeSources),
  /** What the source covers, said beside every answer. */
  coverage: z.literal("us-market"),
  status: z.enum(["decoded", "unknown"]),
  make: z.string().nullable(),
  model: z.string().nullable(),
  modelYear: z.number().int().nullable(),
  trim: z.string().nullable(),
  body: z.string().nullable(),
  fuel: z.string().nullable(),
  engine: z.string().nullable(),
  plantCountry: z.string().nullable(),
});
export type VinDecode = z.infer<typeof vinDecodeSchema>;

/** The decode that says nothing: what an unknown VIN answers. */
export const unknownVinDecode = (vin: string): VinDecode => ({
  vin,
  source: "nhtsa-vpic",
  coverage: "us-market",
  status: "unknown",
  make: null,
  model: null,
  modelYear: null,
  trim: null,
  body: null,
  fuel: null,
  engine: null,
  plantCountry: null,
});

/** A decode can be looked up for recalls: a make, a model and a year from the source. */
export const recallLookupOf = (decode: VinDecode) =>
  decode.status === "decoded" && decode.make && decode.model && decode.modelYear
    ? { make: decode.make, model: decode.model, modelYear: decode.modelYear }
    : undefined;

/** `GET /api/vehicles/vin/{vin}`'s parameter: a VIN as typed or scanned, read the one way. */
export const vinParamsSchema = z.object({
  vin: z
    .string()
    .max(40, { error: "maxLength" })
    .transform(normalisedVin)
    .refine(hasVinShape, { error: "invalidCharacters" }),
});
