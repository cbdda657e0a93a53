import { z } from "zod";
import { textOfLength } from "../shared/text.js";

export const shopTypes = ["insuranceBroker", "mechanicalWorkshop"] as const;
export const shopTypeSchema = z.enum(shopTypes, { error: "required" });
export type ShopType = z.infer<typeof shopTypeSchema>;

/** An optional plus, then at least 7 digits, spaces, hyphens or parentheses (SPEC §5 "Shop"). */
export const phonePattern = /^\+?[0-9\s\-()]{7,}$/;

/** SPEC §3/§5 "Shop": every text trimmed; name and contact ≥ 2, address ≥ 5, phone by pattern. */
export const shopCreateSchema = z.object({
  type: shopTypeSchema,
  name: textOfLength(2, 100),
  contactName: textOfLength(2, 100),
  address: textOfLength(5, 300, "multi"),
  phone: z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(30, { error: "maxLength" })
    .regex(phonePattern, { error: "phone" }),
});
export type ShopCreate = z.infer<typeof shopCreateSchema>;
