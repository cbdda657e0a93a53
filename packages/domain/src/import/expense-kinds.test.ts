import { describe, expect, it } from "vitest";
import { expenseCategoryOf } from "./expense-kinds.js";

describe("another app's expense names", () => {
  it.each([
    ["Insurance", "insurance"],
    ["Seguro del carro", "insurance"],
    ["Apólice", "insurance"],
    ["Страховка ОСАГО", "insurance"],
    ["Kfz-Versicherung", "insurance"],
    ["Assurance auto", "insurance"],
    ["Assicurazione", "insurance"],
    ["Ubezpieczenie OC", "insurance"],
    ["Road tax", "taxes"],
    ["Impuesto de circulación", "taxes"],
    ["IPVA 2025", "taxes"],
    ["Bollo auto", "taxes"],
    ["ITV", "inspection"],
    ["Revisado vehicular", "inspection"],
    ["TÜV", "inspection"],
    ["Contrôle technique", "inspection"],
    ["Parking", "parking"],
    ["Estacionamiento", "parking"],
    ["Parkhaus", "parking"],
    ["Парковка", "parking"],
    ["Tolls", "tolls"],
    ["Peaje", "tolls"],
    ["Pedágio", "tolls"],
    ["Péage", "tolls"],
    ["Multa de tránsito", "fines"],
    ["Штраф ГИБДД", "fines"],
    ["Bußgeld", "fines"],
    ["Amende", "fines"],
    ["Car payment", "loan"],
    ["Cuota del préstamo", "loan"],
    ["Car wash", "washing"],
    ["Lavado", "washing"],
    ["Autowäsche", "washing"],
    ["Myjnia", "washing"],
    ["Towing", "roadside"],
    ["Grúa", "roadside"],
    ["Dashcam", "accessories"],
  ] as const)("reads %j as %s", (name, category) => {
    expect(expenseCategoryOf(name)).toBe(category);
  });

  it.each(["Oil change", "Cambio de aceite", "Repair", "Ölwechsel", "", "Service"])(
    "leaves %j to the maintenance it is",
    (name) => {
      expect(expenseCategoryOf(name)).toBeNull();
    },
  );
});
