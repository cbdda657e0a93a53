import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../testing/schema-errors.js";
import { shopCreateSchema } from "./shop.js";

const shop = {
  type: "mechanicalWorkshop",
  name: "Taller Sol",
  contactName: "Luis",
  address: "Calle 50, Panamá",
  phone: "+507 6000-0000",
};

describe("shopCreateSchema", () => {
  it("accepts a complete shop and trims every text", () => {
    expect(shopCreateSchema.parse({ ...shop, name: "  Taller Sol " }).name).toBe("Taller Sol");
  });

  it("needs a type", () => {
    expect(fieldErrorsOf(shopCreateSchema, { ...shop, type: undefined }).type?.key).toBe("required");
    expect(fieldErrorsOf(shopCreateSchema, { ...shop, type: "bakery" }).type?.key).toBe("required");
  });

  it("needs name and contact of 2 characters and an address of 5", () => {
    const errors = fieldErrorsOf(shopCreateSchema, { ...shop, name: "A", contactName: " ", address: "Main" });
    expect(errors.name).toEqual({ key: "minLength", minimum: 2 });
    expect(errors.contactName?.key).toBe("required");
    expect(errors.address).toEqual({ key: "minLength", minimum: 5 });
    expect(shopCreateSchema.safeParse({ ...shop, name: "AB", contactName: "Lu", address: "Main1" }).success).toBe(true);
  });

  it.each(["+5076000000", "6000000", "(507) 600-0000", "+1 555 0100"])("accepts the phone %s", (phone) => {
    expect(shopCreateSchema.safeParse({ ...shop, phone }).success).toBe(true);
  });

  it.each(["123456", "+12345", "600-ABC-0000", "++5076000000", "6000000+"])("refuses the phone %s", (phone) => {
    expect(fieldErrorsOf(shopCreateSchema, { ...shop, phone }).phone?.key).toBe("phone");
  });
});
