import { describe, expect, it } from "vitest";
import { serviceKindsOf } from "./service-kinds.js";

const allFour = ["tireLeftFront", "tireRightFront", "tireLeftBack", "tireRightBack"];

describe("a service's title read as work, in the languages of the apps people leave", () => {
  it.each([
    ["Vidange + filtre à huile", "car", [["general", ["changeOil"]]]],
    ["Plaquettes de frein AV", "car", [["general", ["changeBrake"]]]],
    ["Pneus été — 4x Michelin", "car", [["tires", allFour]]],
    ["Замена масла", "car", [["general", ["changeOil"]]]],
    ["Тормозные колодки", "car", [["general", ["changeBrake"]]]],
    ["Аккумулятор", "car", [["battery", ["changeBattery"]]]],
    ["Troca de óleo", "car", [["general", ["changeOil"]]]],
    ["Pneus dianteiros", "car", [["tires", ["tireLeftFront", "tireRightFront"]]]],
    ["Llantas traseras", "car", [["tires", ["tireLeftBack", "tireRightBack"]]]],
    ["Cauchos nuevos", "car", [["tires", allFour]]],
    ["Spare tire", "car", [["tires", ["tireSpare"]]]],
    ["Ölwechsel", "car", [["general", ["changeOil"]]]],
    ["Neue Winterreifen", "car", [["tires", allFour]]],
    ["Cambio olio e filtro olio", "car", [["general", ["changeOil"]]]],
    ["Pastiglie freni anteriori", "car", [["general", ["changeBrake"]]]],
    ["Wymiana oleju", "car", [["general", ["changeOil"]]]],
    ["Nowe opony", "car", [["tires", allFour]]],
    ["Воздушный фильтр", "car", [["general", ["changeAirFilter"]]]],
    ["Filtro de combustible", "car", [["general", ["changeFuelFilter"]]]],
    ["Фары", "car", [["general", ["changeFrontLights"]]]],
    ["Brake light bulb", "car", [["general", ["changeBackLights"]]]],
    ["Lavado", "car", [["general", ["changeCarWashing"]]]],
    ["Cambio de aceite y filtro de aire", "car", [["general", ["changeOil", "changeAirFilter"]]]],
    [
      "Filtro de ar e pneus dianteiros",
      "car",
      [
        ["general", ["changeAirFilter"]],
        ["tires", ["tireLeftFront", "tireRightFront"]],
      ],
    ],
    ["Llanta trasera", "moto", [["tires", ["bikeTireBack"]]]],
    ["Cadena nueva", "bicycle", [["general", ["bikeChangeChain"]]]],
    ["Lubricación de cadena", "bicycle", [["general", ["bikeChainLubrication"]]]],
    ["Revisión general", "bicycle", [["general", ["bikeFullInspection"]]]],
    ["New tires, mounted and balanced", "car", [["tires", allFour]]],
  ] as const)("%s on a %s", (title, vehicleType, kinds) => {
    expect(serviceKindsOf(title, vehicleType)).toEqual(kinds.map(([type, adjustments]) => ({ type, adjustments })));
  });

  it.each([
    ["Балансировка шин", "car"],
    ["Tire rotation", "car"],
    ["Reifenwechsel", "car"],
    ["Трансмиссионная жидкость", "car"],
    ["Olio cambio", "car"],
    ["Стоимость работы", "car"],
    ["Inspektion", "car"],
  ] as const)("%s on a %s names no work Odo counts: it stays other, by its title", (title, vehicleType) => {
    expect(serviceKindsOf(title, vehicleType)).toEqual([]);
  });
});
