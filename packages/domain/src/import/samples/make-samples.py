"""Writes the import samples and what each source app would show for them (expected.json).

Run from this folder: python3 make-samples.py. The expected figures are computed here, apart from
Odo's code, the way the apps compute them: full-to-full fuel economy with partial fills carried to
the next full fill and the stretch ending at a missed fill-up left out.
"""
import csv, io, json
from datetime import datetime, timedelta

MI = 1.609344
GAL = 3.785411784

def history(miles=False, gallons=False):
    """24 fills over two years; odometer in the sample's distance unit, volume in its volume unit."""
    fills = []
    scale = 1 / MI if miles else 1
    odo = round(12000 * scale)
    day = datetime(2024, 1, 5, 8, 30)
    for i in range(24):
        odo += round((900 + (i * 37) % 200) * scale)
        partial = i == 9
        missed = i == 15
        litres = (55 + (i * 7) % 9) * (0.5 if partial else 1)
        volume = round(litres / GAL if gallons else litres, 2)
        price = round((1.10 + (i % 5) * 0.03) * (GAL if gallons else 1), 3)
        fills.append(dict(date=day, odo=odo, volume=volume, price=price, total=round(volume * price, 2), full=not partial, missed=missed))
        day += timedelta(days=30, hours=(i % 3))
    return fills

def services(fills):
    """Three services, each read a little after the fill before it, so the timeline only rises."""
    def after(date, extra):
        before = [f for f in fills if f["date"] <= date][-1]
        return before["odo"] + extra
    oil = datetime(2024, 3, 2, 10, 0); brakes = datetime(2024, 9, 14, 11, 15); oil2 = datetime(2025, 3, 20, 9, 45)
    return [
        dict(date=oil, odo=after(oil, 120), title="Oil change", notes="Cambio de aceite, filtro incluido; revisión general", cost=89.9),
        dict(date=brakes, odo=after(brakes, 260), title="Brake pads", notes="", cost=1089.4),
        dict(date=oil2, odo=after(oil2, 410), title="Oil change", notes="", cost=92.5),
    ]

def economy(fills):
    """Total distance and volume over valid full-to-full stretches."""
    opening = None; volume = 0; missed = False; dist_total = 0; vol_total = 0
    for f in fills:
        volume += f["volume"]
        if f["missed"]: missed = True
        if not f["full"]: continue
        if opening is not None and not missed:
            dist_total += f["odo"] - opening; vol_total += volume
        opening = f["odo"]; volume = 0; missed = False
    return dist_total, vol_total

def text(rows, quote_all=False, line="\r\n"):
    out = io.StringIO()
    w = csv.writer(out, quoting=csv.QUOTE_ALL if quote_all else csv.QUOTE_MINIMAL, lineterminator=line)
    for r in rows: w.writerow(r)
    return out.getvalue()

expected = {}

def record(name, fills, servs, dist_unit, vol_unit, currency_total_services=None):
    d, v = economy(fills)
    expected[name] = dict(
        refuels=len(fills), services=len(servs),
        refuelTotal=round(sum(f["total"] for f in fills), 2),
        serviceTotal=round(sum(s["cost"] for s in servs), 2),
        # What the app shows, in its own units.
        economy=round(d / v, 4) if dist_unit != "km" or vol_unit != "l" else round(v / d * 100, 4),
        economyUnit="distancePerVolume" if dist_unit != "km" or vol_unit != "l" else "litresPer100Km",
        first=fills[0]["date"].strftime("%Y-%m-%d"), last=fills[-1]["date"].strftime("%Y-%m-%d"),
        highestOdometer=max(f["odo"] for f in fills),
    )

# Fuelly app: miles, US gallons, dollars with thousands separators, Date + Time apart.
fills = history(miles=True, gallons=True); servs = services(fills)
rows = [["Type", "MPG", "Date", "Time", "Car Name", "Odometer", "Filled Up", "Cost/Gallon", "Gallons", "Total Cost", "Octane", "Gas Brand", "Location", "Tags", "Payment Type", "Tire Pressure", "Notes", "Services"]]
for f in fills:
    rows.append(["Gas", "", f["date"].strftime("%Y-%m-%d"), f["date"].strftime("%I:%M %p"), "Civic", f"{f['odo']:,}", "Full" if f["full"] else "Partial", f"${f['price']:.3f}", f"{f['volume']:.2f}", f"${f['total']:,.2f}", "87", "Shell", "Austin, TX", "", "Credit", "", "", ""])
for s in servs:
    rows.append(["Service", "", s["date"].strftime("%Y-%m-%d"), s["date"].strftime("%I:%M %p"), "Civic", f"{s['odo']:,}", "", "", "", f"${s['cost']:,.2f}", "", "", "", "", "", "", s["notes"], s["title"]])
open("fuelly-app.csv", "w", newline="").write(text(rows))
record("fuelly-app", fills, servs, "mi", "usGal")

# fuelly.com web: km and litres account, dd/mm/yyyy dates, price per litre.
fills = history(); servs = services(fills)
rows = [["car_name", "model", "l/100km", "odometer", "km", "litres", "price", "city_percentage", "fuelup_date", "date_added", "tags", "notes", "missed_fuelup", "partial_fuelup", "latitude", "longitude", "brand"]]
prev = None
for f in fills:
    trip = f["odo"] - prev if prev else ""
    prev = f["odo"]
    # Price per litre chosen so that litres × price gives the sample's total to the cent.
    rows.append(["Golf", "Golf VII", "", f["odo"], trip, f"{f['volume']:.2f}", f"{f['price']:.3f}", "50", f["date"].strftime("%d/%m/%Y"), f["date"].strftime("%d/%m/%Y"), "", "Repsol, Gràcia" if f["missed"] else "", "1" if f["missed"] else "0", "0" if f["full"] else "1", "", "", "Repsol"])
open("fuelly-web-fuelups.csv", "w", newline="").write(text(rows))
rows = [["car_name", "model", "odometer", "service_date", "date_added", "price", "tags", "notes", "services"]]
for s in servs:
    rows.append(["Golf", "Golf VII", s["odo"], s["date"].strftime("%d/%m/%Y"), s["date"].strftime("%d/%m/%Y"), f"{s['cost']:.2f}", "", s["notes"], s["title"]])
open("fuelly-web-services.csv", "w", newline="").write(text(rows))
record("fuelly-web", fills, servs, "km", "l")

# LubeLogger: separate gas and service files, M/d/yyyy, costs as currency strings, True/False.
fills = history(miles=True, gallons=True); servs = services(fills)
rows = [["Date", "Odometer", "FuelConsumed", "Cost", "FuelEconomy", "IsFillToFull", "MissedFuelUp", "Notes", "Tags"]]
for f in fills:
    rows.append([f"{f['date'].month}/{f['date'].day}/{f['date'].year}", f["odo"], f"{f['volume']:.2f}", f"{f['total']:.2f}", "", str(f["full"]), str(f["missed"]), "Tanque lleno, revisión de presión" if f["missed"] else "", ""])
open("lubelogger-gasrecords.csv", "w", newline="").write(text(rows))
rows = [["Date", "Description", "Cost", "Notes", "Odometer", "Tags"]]
for s in servs:
    rows.append([f"{s['date'].month}/{s['date'].day}/{s['date'].year}", s["title"], f"${s['cost']:,.2f}", s["notes"], s["odo"], "maintenance"])
open("lubelogger-servicerecords.csv", "w", newline="").write(text(rows))
record("lubelogger", fills, servs, "mi", "usGal")

# Drivvo (Portuguese): sections, every field quoted, newest first, repeated full-tank headers with
# a digit outside the quotes, bare CR line ends as its iPhone export writes, a visit over two rows.
fills = history(); servs = services(fills)
lines = ['"##Refuelling"']
lines.append('"Odômetro","Data","Combustível","Preço","Valor total","Litros","Tanque cheio","Combustível" 2,"Preço" 2,"Valor total" 2,"Litros" 2,"Tanque cheio" 2,"Esqueceu de registrar o último abastecimento?","Posto","Observação"')
for f in reversed(fills):
    cells = [str(f["odo"]), f["date"].strftime("%Y-%m-%d %H:%M:%S"), "Gasolina comum", f"{f['price']:.3f}", f"{f['total']:.2f}", f"{f['volume']:.2f}", "Sim" if f["full"] else "Não", "", "", "", "", "", "Sim" if f["missed"] else "Não", "Posto Ipiranga", "Viagem à praia, com a família" if f["missed"] else ""]
    lines.append(",".join('"' + c.replace('"', '""') + '"' for c in cells))
lines.append('"##Service"')
lines.append('"Odômetro","Data","Valor total","Tipo de serviço","Local","Observação"')
drivvo_services = []
for s in reversed(servs):
    if s["title"] == "Brake pads":
        # One visit, two kinds of work: Drivvo writes a row for each.
        parts = [("Pastilhas de freio", 900.0), ("Fluido de freio", round(s["cost"] - 900.0, 2))]
    else:
        parts = [("Troca de óleo", s["cost"])]
    for title, cost in parts:
        cells = [str(s["odo"]), s["date"].strftime("%Y-%m-%d %H:%M:%S"), f"{cost:.2f}", title, "Oficina do João", s["notes"]]
        lines.append(",".join('"' + c + '"' for c in cells))
lines.append('"##Expense"')
lines.append('"Odômetro","Data","Valor total","Tipo de despesa","Observação"')
open("drivvo.csv", "w", newline="").write("\r".join(lines) + "\r")
record("drivvo", fills, servs, "km", "l")

# Fuelio: sections, miles and US gallons in the headers and as codes, Price is the total,
# a zero-cost reminder row and an income row in Costs.
fills = history(miles=True, gallons=True); servs = services(fills)
out = ["## Vehicle,,,,,,,,,,,,,,,"]
out.append(text([["Name", "Description", "DistUnit", "FuelUnit", "ConsumptionUnit", "ImportCSVDateFormat", "VIN", "Insurance", "Plate", "Make", "Model", "Year", "TankCount", "Tank1Type", "Tank2Type", "Active"],
                 ["Mazda 3", "Daily", "1", "1", "1", "yyyy-MM-dd", "", "", "ABC123", "Mazda", "3", "2019", "1", "100", "0", "1"]], line="\n"))
out.append("## Log,,,,,,,,,,,,,")
rows = [["Data", "Odo (mi)", "Fuel (us gallons)", "Full", "Price (optional)", "mpg (us) (optional)", "latitude (optional)", "longitude (optional)", "City (optional)", "Notes (optional)", "Missed", "TankNumber", "FuelType", "VolumePrice", "StationID (optional)", "ExcludeDistance", "UniqueId", "TankCalc", "Weather"]]
for f in fills:
    rows.append([f["date"].strftime("%Y-%m-%d %H:%M"), f["odo"], f"{f['volume']:.2f}", "1" if f["full"] else "0", f"{f['total']:.2f}", "0", "", "", "Portland", "Road trip, café stop" if f["missed"] else "", "1" if f["missed"] else "0", "1", "100", f"{f['price']:.3f}", "0", "0", str(1000 + len(rows)), "0", ""])
out.append(text(rows, line="\n"))
out.append("## CostCategories,,,,,,,,,,,")
out.append(text([["CostTypeID", "Name", "priority", "color"], ["1", "Service", "0", "#FF0000"], ["2", "Registration", "0", "#00FF00"], ["31", "Income", "0", "#0000FF"]], line="\n"))
out.append("## Costs,,,,,,,,,,,,,,,")
rows = [["CostTitle", "Date", "Odo", "CostTypeID", "Notes", "Cost", "flag", "idR", "read", "RemindOdo", "RemindDate", "isTemplate", "RepeatOdo", "RepeatMonths", "isIncome", "UniqueId"]]
for s in servs:
    rows.append([s["title"], s["date"].strftime("%Y-%m-%d"), s["odo"], "1", s["notes"], f"{s['cost']:.2f}", "0", "0", "1", "0", "2011-01-01", "0", "0", "0", "0", str(2000 + len(rows))])
rows.append(["Next oil change", "2025-09-01", "0", "1", "", "0", "0", "0", "0", "17000", "2025-09-01", "0", "0", "0", "0", "2100"])
rows.append(["Sold the roof box", "2024-06-01", "0", "31", "", "120", "0", "0", "1", "0", "", "0", "0", "0", "1", "2101"])
out.append(text(rows, line="\n"))
open("fuelio.csv", "w", newline="").write("\n".join(part.rstrip("\n") for part in out) + "\n")
record("fuelio", fills, servs, "mi", "usGal")

open("expected.json", "w").write(json.dumps(expected, indent=2) + "\n")
