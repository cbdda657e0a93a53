import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../testing/schema-errors.js";
import {
  externalVehicleSchema,
  integrationCallbackQuerySchema,
  isIntegrationAvailable,
  linkExternalVehicleSchema,
} from "./integration.js";

describe("integrations", () => {
  it("has Strava available and the second service coming soon", () => {
    expect(isIntegrationAvailable("strava")).toBe(true);
    expect(isIntegrationAvailable("garmin")).toBe(false);
  });

  it("needs code and scope on the callback", () => {
    expect(fieldErrorsOf(integrationCallbackQuerySchema, { scope: "read" }).code?.key).toBe("missingParams");
    expect(fieldErrorsOf(integrationCallbackQuerySchema, { code: "x" }).scope?.key).toBe("missingParams");
    expect(integrationCallbackQuerySchema.safeParse({ code: "x", scope: "read", state: "s" }).success).toBe(true);
  });

  it("needs a picked bike to link", () => {
    expect(fieldErrorsOf(linkExternalVehicleSchema, { integrationName: "strava", extId: "" }).extId?.key).toBe(
      "selectVehicle",
    );
  });

  it("reads a bike from the athlete's profile", () => {
    expect(externalVehicleSchema.parse({ id: "b1", name: "Trek", converted_distance: 12.5 })).toEqual({
      id: "b1",
      name: "Trek",
      converted_distance: 12.5,
    });
  });
});
