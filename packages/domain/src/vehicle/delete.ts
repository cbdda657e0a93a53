import { z } from "zod";
import type { Vehicle } from "./vehicle.js";

const normalise = (text: string) => text.trim().toUpperCase();

/**
 * What the user types to confirm a deletion: the plate (SPEC §4), or the model for a vehicle
 * without one, such as a bicycle, so that every vehicle can be removed.
 */
export function deletionConfirmationText(vehicle: Pick<Vehicle, "plateNumber" | "model">): string {
  return vehicle.plateNumber?.trim() ? vehicle.plateNumber : vehicle.model;
}

/** Plates are stored upper-cased, so case and surrounding spaces do not matter. */
export function confirmsDeletion(vehicle: Pick<Vehicle, "plateNumber" | "model">, typed: string): boolean {
  return normalise(typed) === normalise(deletionConfirmationText(vehicle));
}

/** The confirmation form: anything but the plate is 'La placa no coincide' (plateMismatch). */
export function deleteConfirmationSchemaFor(vehicle: Pick<Vehicle, "plateNumber" | "model">) {
  return z.object({
    confirmation: z
      .string({ error: "required" })
      .min(1, { error: "required" })
      .refine((typed) => confirmsDeletion(vehicle, typed), { error: "plateMismatch" }),
  });
}
