import { describe, expect, it } from "vitest";
import { z } from "zod";
import { refuelSchema } from "../refuel/refuel.js";
import { csvFile } from "./csv-columns.js";

describe("a CSV file's columns from the record's schema", () => {
  // "Add tyre pressure to refuels": the schema gains the field, and the export follows.
  const withPressure = refuelSchema.pick({ _id: true, quantity: true, gasStation: true, createdAt: true }).extend({
    tyrePressure: z.number(),
    tyreReadings: z.object({ front: z.number() }),
  });
  type Row = z.infer<typeof withPressure>;
  const file = csvFile<Row, null, string>(
    withPressure,
    { refuel_id: [["_id"], (row) => row._id], litres: [["quantity"], (row) => row.quantity] },
    ["gasStation", "createdAt"],
  );
  const row: Row = {
    _id: "r1",
    quantity: 30,
    gasStation: { name: "", location: "", pricePerLt: null },
    createdAt: "2026-11-26T10:00:00.000Z",
    tyrePressure: 32.5,
    tyreReadings: { front: 31 },
  };

  it("writes the written columns first, then one per field none of them says, in the schema's order", () => {
    expect(file.header).toEqual(["refuel_id", "litres", "tyre_pressure", "tyre_readings"]);
    expect(file.row(row, null)).toEqual(["r1", 30, 32.5, '{"front":31}']);
  });

  it("leaves out what is left out on purpose", () => {
    expect(file.header).not.toContain("created_at");
    expect(file.header).not.toContain("gas_station");
  });
});
