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

def record(name, fills, servs, dist_unit, vol_unit, maintenances=None, skipped=None):
    d, v = economy(fills)
    expected[name] = dict(
        maintenances=maintenances if maintenances is not None else len(servs),
        skipped=skipped or [],
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
record("fuelio", fills, servs, "mi", "usGal", skipped=[["income", "Costs", 1]])

def quoted(cells):
    return ",".join('"' + c.replace('"', '""') + '"' for c in cells)

def visits_after(fills, visits):
    """Visits as (date, km over the fill before it, [(title, cost)]), so the timeline only rises."""
    out = []
    for date, extra, parts in visits:
        before = [f for f in fills if f["date"] <= date][-1]
        out.append(dict(date=date, odo=before["odo"] + extra, parts=parts))
    return out

# Drivvo (Russian): units in the headers ("Одометр (км)", "Цена / л"), odometers as "35812.0",
# a second and third fuel repeating the price, total, volume and full-tank columns, no missed
# column, LF line ends, an expense with an odometer of "0.0" (not recorded), a service visit over
# several rows (an oil change with its filter; tyres with their balancing; brakes and a battery),
# and an income section Odo does not use yet.
fills = history()
for f in fills: f["missed"] = False
lines = ["##Refuelling"]
lines.append('"Одометр (км)","Дата","Топливо","Цена / л","Общая стоимость","Объем","Полный бак","Второе топливо","Цена / л","Общая стоимость","Объем","Полный бак" 2,"Третье топливо","Цена / л","Общая стоимость","Объем","Полный бак" 3,"Эффективный расход топлива","Расстояние","Тип зарядки","Начальный заряд (%)","Конечный заряд (%)","Длительность (мин)","Азс","Водитель","Тип расхода","Метод оплаты","Примечание","Скидка"')
for f in reversed(fills):
    lines.append(quoted([f"{f['odo']}.0", f["date"].strftime("%Y-%m-%d %H:%M:%S"), "Бензин АИ95", f"{f['price']:.3f}", f"{f['total']:.2f}", f"{f['volume']:.2f}", "Да" if f["full"] else "Нет", "", "0", "0", "0", "Нет", "", "0", "0", "0", "Нет", "6,4 л/100км", "", "", "", "", "", "Лукойл", "", "", "", "Дорога на дачу, с семьёй" if f["odo"] % 7 == 0 else "", "0"]))
expenses = visits_after(fills, [(datetime(2024, 6, 10, 9, 0), 40, [("Техосмотр", 3500.0)]), (datetime(2025, 2, 1, 12, 0), 0, [("Страхование", 19827.0)]), (datetime(2025, 7, 6, 10, 0), 15, [("Автомойка", 800.0)])])
lines.append("")
lines.append("##Expense")
lines.append('"Одометр (км)","Дата","Общая стоимость","Вид расхода","Местный расход","Водитель","Тип расхода","Метод оплаты","Примечание","Заголовок","Скидка"')
for e in reversed(expenses):
    (title, cost), = e["parts"]
    odo = "0.0" if title == "Страхование" else f"{e['odo']}.0"
    lines.append(quoted([odo, e["date"].strftime("%Y-%m-%d %H:%M:%S"), f"{cost:.0f}", title, "", "", "", "", "Полис на год" if title == "Страхование" else "", "", "0"]))
service_visits = visits_after(fills, [
    (datetime(2024, 3, 2, 10, 0), 120, [("Замена масла", 12000.0), ("Масляный фильтр", 1500.0)]),
    (datetime(2024, 9, 14, 11, 15), 260, [("Новые шины", 36150.0), ("Балансировка шин", 2475.0)]),
    (datetime(2025, 3, 20, 9, 45), 410, [("Тормозные колодки", 6500.0), ("Аккумулятор", 9500.0)]),
])
lines.append("")
lines.append("##Service")
lines.append('"Одометр (км)","Дата","Общая стоимость","Вид сервиса","Название сервиса","Водитель","Метод оплаты","Примечание","Заголовок","Скидка"')
for v in reversed(service_visits):
    for title, cost in v["parts"]:
        lines.append(quoted([f"{v['odo']}.0", v["date"].strftime("%Y-%m-%d %H:%M:%S"), f"{cost:.0f}", title, "Автосервис «Мотор»", "", "", "", "", "0"]))
lines.append("")
lines.append("##Income")
lines.append('"Одометр (км)","Дата","Общая стоимость","Вид дохода","Примечание"')
lines.append(quoted(["30000.0", "2025-05-01 10:00:00", "5000", "Попутчик", ""]))
lines.append(quoted(["31000.0", "2025-06-01 10:00:00", "5000", "Попутчик", ""]))
open("drivvo-ru.csv", "w", newline="").write("\n".join(lines) + "\n")
ru_services = [dict(cost=sum(c for _, c in v["parts"])) for v in expenses + service_visits]
# Seven maintenances: three expenses, the oil visit, the tyre visit (balancing with the tyres),
# and the brakes and the battery apart.
record("drivvo-ru", fills, ru_services, "km", "l", maintenances=7, skipped=[["section", "Income", 2]])

# Drivvo (Spanish): single-# section titles as FuelioImport knows them, day-first dates, the unit
# after a comma, the volume unit after a slash in the price, a missed fill-up column.
fills = history(); servs = services(fills)
lines = ['"#Reabastecimiento"']
lines.append('"Odómetro, km","Fecha","Combustible","Precio / L","Costo total","Volumen","¿Tanque lleno?","¿Olvidó registrar la recarga anterior?","Gasolinera","Observación"')
for f in reversed(fills):
    lines.append(quoted([str(f["odo"]), f["date"].strftime("%d/%m/%Y %H:%M"), "Gasolina 95", f"{f['price']:.3f}", f"{f['total']:.2f}", f"{f['volume']:.2f}", "Sí" if f["full"] else "No", "Sí" if f["missed"] else "No", "Delta", "Viaje a la playa, con niños" if f["missed"] else ""]))
lines.append('"#Servicio"')
lines.append('"Odómetro, km","Fecha","Costo total","Tipo de servicio","Lugar","Observación"')
for s_ in reversed(servs):
    title = {"Oil change": "Cambio de aceite", "Brake pads": "Pastillas de freno"}[s_["title"]]
    lines.append(quoted([str(s_["odo"]), s_["date"].strftime("%d/%m/%Y %H:%M"), f"{s_['cost']:.2f}", title, "Taller Don Beto", s_["notes"]]))
open("drivvo-es.csv", "w", newline="").write("\r\n".join(lines) + "\r\n")
record("drivvo-es", fills, servs, "km", "l")

# Drivvo (English, miles and US gallons named in the headers).
fills = history(miles=True, gallons=True); servs = services(fills)
lines = ["##Refuelling"]
lines.append('"Odometer (mi)","Date","Fuel","Price / gal","Total cost","Volume","Full tank","Second fuel","Price / gal","Total cost","Volume","Full tank" 2,"Missed previous refuelling?","Gas station","Notes"')
for f in reversed(fills):
    lines.append(quoted([f"{f['odo']}.0", f["date"].strftime("%Y-%m-%d %H:%M:%S"), "Regular", f"{f['price']:.3f}", f"{f['total']:.2f}", f"{f['volume']:.2f}", "Yes" if f["full"] else "No", "", "0", "0", "0", "No", "Yes" if f["missed"] else "No", "Shell", "Trip to the coast, café stop" if f["missed"] else ""]))
lines.append("##Service")
lines.append('"Odometer (mi)","Date","Total cost","Type of service","Place","Notes"')
for s_ in reversed(servs):
    lines.append(quoted([f"{s_['odo']}.0", s_["date"].strftime("%Y-%m-%d %H:%M:%S"), f"{s_['cost']:.2f}", s_["title"], "Joe's Garage", s_["notes"]]))
open("drivvo-en.csv", "w", newline="").write("\n".join(lines) + "\n")
record("drivvo-en", fills, servs, "mi", "usGal")

# Fuelly's app, metric account: the vehicle column is "Vehicle", litres and price per litre,
# L/100km, amounts with "$" and thousands separators, 12-hour times.
fills = history(); servs = services(fills)
rows = [["Type", "L/100km", "Date", "Time", "Vehicle", "Odometer", "Filled Up", "Cost/Liter", "Liters", "Total Cost", "Octane", "Gas Brand", "Location", "Tags", "Payment Type", "Tire Pressure", "Notes", "Services"]]
for f in fills:
    rows.append(["Gas", "", f["date"].strftime("%Y-%m-%d"), f["date"].strftime("%-I:%M %p"), "2019 Subaru Outback", f"{f['odo']:,}", "Full" if f["full"] else "Partial", f"${f['price']:.3f}", f"{f['volume']:.2f}", f"${f['total']:,.2f}", "91", "Petro-Canada", "Calgary, AB", "", "Debit", "", "", ""])
for s_ in servs:
    rows.append(["Service", "", s_["date"].strftime("%Y-%m-%d"), s_["date"].strftime("%-I:%M %p"), "2019 Subaru Outback", f"{s_['odo']:,}", "", "", "", f"${s_['cost']:,.2f}", "", "", "", "", "", "", s_["notes"], s_["title"]])
open("fuelly-app-metric.csv", "w", newline="").write(text(rows))
record("fuelly-app-metric", fills, servs, "km", "l")

# SpritMonitor (German): fuelings and costs, ";"-separated, decimal commas, DD.MM.YYYY, the
# currency on each row, Tankart 1 full / 2 partial / 3 first fueling (a new stretch: the missed
# fill-up), an AdBlue row (Kraftstoff 21) Odo does not import, a note whose quote is escaped with a
# backslash; costs with their Kostenart codes, the purchase price (10) left out.
fills = history(); servs = services(fills)
def de(number, places=2):
    return f"{number:.{places}f}".replace(".", ",")
out = ["Datum;Km-Stand;Teil-Km;Spritmenge;Kosten;Währung;Tankart;Reifen;Strecken;Fahrweise;Kraftstoff;Bemerkung;Verbrauch;BC-Verbrauch;BC-Spritmenge;BC-Geschwindigkeit;Tankstelle;Land;Großraum;Ort"]
prev = None
for i, f in enumerate(fills):
    kind = "2" if not f["full"] else ("3" if f["missed"] else "1")
    note = '"Urlaub \\"Ostsee\\"; mit Dachbox"' if f["missed"] else ""
    out.append(";".join([f["date"].strftime("%d.%m.%Y"), str(f["odo"]), str(f["odo"] - prev) if prev else "", de(f["volume"]), de(f["total"]), "EUR", kind, "1", "6", "2", "7", note, "", "", "", "", "Aral", "Deutschland", "Berlin", "Berlin"]))
    prev = f["odo"]
out.append(";".join(["12.06.2025", "", "", de(10.0), de(9.9), "EUR", "1", "0", "0", "0", "21", "", "", "", "", "", "Aral", "Deutschland", "Berlin", "Berlin"]))
open("spritmonitor-fuelings.csv", "w", newline="").write("\r\n".join(out) + "\r\n")
out = ["Datum;Km-Stand;Kostenart;Bezeichnung;Kosten;Währung;Bemerkung"]
titles = {"Oil change": ("4", "Ölwechsel"), "Brake pads": ("2", "Bremsbeläge vorne")}
insurance = dict(date=datetime(2024, 12, 1, 12, 0), odo=None, title="Versicherung", notes="Vollkasko", cost=612.4)
for s_ in servs:
    code, title = titles[s_["title"]]
    out.append(";".join([s_["date"].strftime("%d.%m.%Y"), str(s_["odo"]), code, title, de(s_["cost"]), "EUR", '"' + s_["notes"] + '"' if s_["notes"] else ""]))
out.append(";".join(["01.12.2024", "", "5", "Versicherung", de(612.4), "EUR", "Vollkasko"]))
out.append(";".join(["02.01.2024", "12000", "10", "Kaufpreis", de(14500.0), "EUR", ""]))
open("spritmonitor-costs.csv", "w", newline="").write("\r\n".join(out) + "\r\n")
record("spritmonitor", fills, servs + [insurance], "km", "l", skipped=[["other", "AdBlue", 1], ["purchase", "spritmonitor-costs.csv", 1]])

# Simply Auto: one Fuel_Log.csv of every record, Record Type 0 fill, 1 service, 2 expense, 3 trip;
# the date in Day, Month and Year; a service's list of work unquoted after the last comma.
fills = history(miles=True, gallons=True); servs = services(fills)
header = "Row ID,Vehicle ID,Odometer,Qty,Partial Tank,Missed Fill Up,Total Cost,Distance Travelled,Eff,Octane,Fuel Brand,Filling Station,Notes,Day,Month,Year,Receipt Path,Latitude,Longitude,Record Type,Record Desc"
out = [header]
row_id = 1
def sa_notes(text):
    return '"' + text.replace('"', '""') + '"' if ("," in text or '"' in text) else text
for f in fills:
    out.append(",".join([str(row_id), "Civic", str(f["odo"]), f"{f['volume']:.2f}", "0" if f["full"] else "1", "1" if f["missed"] else "0", f"{f['total']:.2f}", "0", "0", "87", "Shell", "Main St", sa_notes("Road trip, café stop" if f["missed"] else ""), str(f["date"].day), str(f["date"].month), str(f["date"].year), "", "0", "0", "0", ""]))
    row_id += 1
for s_ in servs:
    desc = "Oil Change,Oil Filter" if s_["title"] == "Oil change" else "Brake Pads"
    out.append(",".join([str(row_id), "Civic", str(s_["odo"]), "0", "0", "0", f"{s_['cost']:.2f}", "0", "0", "0", "", "", sa_notes(s_["notes"]), str(s_["date"].day), str(s_["date"].month), str(s_["date"].year), "", "0", "0", "1", desc]))
    row_id += 1
out.append(",".join([str(row_id), "Civic", "0", "0", "0", "0", "0", "42", "0", "0", "", "", "Work trip", "3", "3", "2025", "", "0", "0", "3", ""]))
open("simplyauto-Fuel_Log.csv", "w", newline="").write("\n".join(out) + "\n")
record("simplyauto", fills, servs, "mi", "usGal", skipped=[["trip", "simplyauto-Fuel_Log.csv", 1]])

open("expected.json", "w").write(json.dumps(expected, indent=2) + "\n")
