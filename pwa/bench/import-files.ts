/**
 * Exports of `rows` fill-ups as each app writes them (the same shapes as the domain's samples in
 * packages/domain/src/import/samples), for the import benchmark: one vehicle, a fill every two
 * days from 1995, the odometer rising 120 km a time.
 */
interface Fill {
  date: Date;
  km: number;
  litres: number;
  total: number;
}

function fills(rows: number): Fill[] {
  const start = Date.UTC(1995, 0, 1, 9, 30);
  return Array.from({ length: rows }, (_, row) => ({
    date: new Date(start + row * 2 * 86_400_000),
    km: 1000 + row * 120,
    litres: 30 + (row % 7),
    total: 40 + (row % 9),
  }));
}

const ymd = (date: Date) => date.toISOString().slice(0, 10);
const ymdHm = (date: Date) => date.toISOString().slice(0, 16).replace("T", " ");
const quoted = (cells: (string | number)[]) => cells.map((cell) => `"${cell}"`).join(",");

export interface BenchFile {
  format: string;
  files: { name: string; text: string }[];
}

export function benchFiles(rows: number): BenchFile[] {
  const all = fills(rows);
  return [
    {
      format: "Fuelio",
      files: [
        {
          name: "fuelio.csv",
          text: [
            "## Vehicle,,,,,,,,,,,,,,,",
            "Name,Description,DistUnit,FuelUnit,ConsumptionUnit,ImportCSVDateFormat,VIN,Insurance,Plate,Make,Model,Year,TankCount,Tank1Type,Tank2Type,Active",
            "Bench Fuelio,,0,0,0,yyyy-MM-dd,,,IMP1,Bench,Fuelio,2010,1,100,0,1",
            "## Log,,,,,,,,,,,,,",
            "Data,Odo (km),Fuel (litres),Full,Price (optional),l/100km (optional),latitude (optional),longitude (optional),City (optional),Notes (optional),Missed,TankNumber,FuelType,VolumePrice",
            ...all.map(
              (fill) =>
                `${ymdHm(fill.date)},${fill.km},${fill.litres.toFixed(2)},1,${fill.total.toFixed(2)},0,,,"Ciudad, Panamá",,0,1,100,1.300`,
            ),
          ].join("\n"),
        },
      ],
    },
    {
      format: "Drivvo",
      files: [
        {
          name: "drivvo.csv",
          text: [
            "##Refuelling",
            '"Одометр (км)","Дата","Топливо","Цена / л","Общая стоимость","Объем","Полный бак","Азс","Примечание"',
            ...[...all]
              .reverse()
              .map((fill) =>
                quoted([
                  `${fill.km}.0`,
                  fill.date.toISOString().slice(0, 19).replace("T", " "),
                  "Бензин АИ95",
                  "1.3",
                  fill.total,
                  fill.litres,
                  "Да",
                  "Лукойл",
                  "",
                ]),
              ),
          ].join("\n"),
        },
      ],
    },
    {
      format: "Fuelly (app)",
      files: [
        {
          name: "fuelly.csv",
          text: [
            "Type,MPG,Date,Time,Vehicle,Odometer,Filled Up,Cost/Liter,Liters,Total Cost,Octane,Gas Brand,Location,Tags,Payment Type,Tire Pressure,Notes,Services",
            ...all.map(
              (fill) =>
                `Gas,,${ymd(fill.date)},9:30 AM,Bench Fuelly,"${fill.km.toLocaleString("en")}",Full,$1.300,${fill.litres.toFixed(2)},$${fill.total.toFixed(2)},91,Shell,"Calgary, AB",,Debit,,,`,
            ),
          ].join("\r\n"),
        },
      ],
    },
    {
      format: "fuelly.com",
      files: [
        {
          name: "fuelups.csv",
          text: [
            "car_name,model,l/100km,odometer,km,litres,price,city_percentage,fuelup_date,date_added,tags,notes,missed_fuelup,partial_fuelup,latitude,longitude,brand",
            ...all.map(
              (fill) =>
                `Bench,Web,,${fill.km},120,${fill.litres.toFixed(2)},1.300,50,${fill.date.toISOString().slice(8, 10)}/${fill.date.toISOString().slice(5, 7)}/${fill.date.getUTCFullYear()},,,,0,0,,,Repsol`,
            ),
          ].join("\r\n"),
        },
      ],
    },
    {
      format: "LubeLogger",
      files: [
        {
          name: "gasrecords.csv",
          text: [
            "Date,Odometer,FuelConsumed,Cost,FuelEconomy,IsFillToFull,MissedFuelUp,Notes,Tags",
            ...all.map(
              (fill) =>
                `${fill.date.getUTCMonth() + 1}/${fill.date.getUTCDate()}/${fill.date.getUTCFullYear()},${fill.km},${fill.litres.toFixed(2)},${fill.total.toFixed(2)},,True,False,,`,
            ),
          ].join("\r\n"),
        },
      ],
    },
    {
      format: "SpritMonitor",
      files: [
        {
          name: "spritmonitor-fuelings.csv",
          text: [
            "Datum;Km-Stand;Teil-Km;Spritmenge;Kosten;Währung;Tankart;Reifen;Strecken;Fahrweise;Kraftstoff;Bemerkung;Verbrauch;BC-Verbrauch;BC-Spritmenge;BC-Geschwindigkeit;Tankstelle;Land;Großraum;Ort",
            ...all.map((fill) =>
              [
                `${fill.date.toISOString().slice(8, 10)}.${fill.date.toISOString().slice(5, 7)}.${fill.date.getUTCFullYear()}`,
                fill.km,
                120,
                fill.litres.toFixed(2).replace(".", ","),
                fill.total.toFixed(2).replace(".", ","),
                "EUR",
                1,
                1,
                6,
                2,
                7,
                "",
                "",
                "",
                "",
                "",
                "Aral",
                "Deutschland",
                "Berlin",
                "Berlin",
              ].join(";"),
            ),
          ].join("\r\n"),
        },
      ],
    },
    {
      format: "Simply Auto",
      files: [
        {
          name: "Fuel_Log.csv",
          text: [
            "Row ID,Vehicle ID,Odometer,Qty,Partial Tank,Missed Fill Up,Total Cost,Distance Travelled,Eff,Octane,Fuel Brand,Filling Station,Notes,Day,Month,Year,Receipt Path,Latitude,Longitude,Record Type,Record Desc",
            ...all.map(
              (fill, row) =>
                `${row + 1},Bench Simply,${fill.km},${fill.litres.toFixed(2)},0,0,${fill.total.toFixed(2)},120,0,87,Shell,Main St,,${fill.date.getUTCDate()},${fill.date.getUTCMonth() + 1},${fill.date.getUTCFullYear()},,0,0,0,`,
            ),
          ].join("\n"),
        },
      ],
    },
  ];
}
