/**
 * What the columns of a translated export are called, by meaning, in the languages Drivvo writes
 * its headers in (its app's languages: Portuguese, Spanish, English, Russian, German, French,
 * Italian and Polish). Names are compared by `headerKey` without the unit written after them, so
 * `"Odômetro (km)"`, `"ODOMETRO"` and `Odometro, km` are all `odometro`; a name ending in `*`
 * matches any header starting with it. Polish `ł` is a letter of its own, not an accented `l`:
 * names keep it. To teach the reader a new spelling, add it to its line.
 *
 * Sources: the Russian names are those of a real export (belyaevsa/TankBook's
 * Spike/ImportFixtures/drivvo/drivvo-ru-3sections.csv); the Spanish section titles are those
 * Programistyk/FuelioImport's DrivvoProvider looks for; the rest are the app's own words for its
 * fields in each language.
 */
export const translatedColumns = {
  odometer: [
    ...["odometer", "odometer reading", "mileage"],
    ...["odometro", "hodometro", "quilometragem"],
    ...["odometro", "kilometraje"],
    ...["одометр", "пробег"],
    ...["kilometerstand", "km stand", "tachostand"],
    ...["odometre", "compteur", "kilometrage"],
    ...["contachilometri", "odometro", "chilometraggio"],
    ...["licznik", "stan licznika", "przebieg"],
  ],
  date: ["date", "data", "fecha", "дата", "datum", "date", "data", "data"],
  fuel: [
    ...["fuel", "fuel type"],
    ...["combustivel", "tipo de combustivel"],
    ...["combustible", "tipo de combustible"],
    ...["топливо", "тип топлива"],
    ...["kraftstoff", "treibstoff", "kraftstoffart"],
    ...["carburant", "type de carburant"],
    ...["carburante", "tipo di carburante"],
    ...["paliwo", "rodzaj paliwa"],
  ],
  price: [
    ...["price", "unit price", "price per unit"],
    ...["preco", "preco por litro"],
    ...["precio", "precio por litro"],
    ...["цена", "цена за литр"],
    ...["preis", "literpreis", "preis pro liter"],
    ...["prix", "prix unitaire", "prix au litre"],
    ...["prezzo", "prezzo al litro"],
    ...["cena", "cena za litr"],
  ],
  total: [
    ...["total cost", "total price", "total amount", "total", "cost", "amount"],
    ...["valor total", "custo total", "valor", "total"],
    ...["costo total", "coste total", "importe total", "valor total", "monto total", "importe"],
    ...["общая стоимость", "стоимость", "сумма", "итого"],
    ...["gesamtkosten", "gesamtpreis", "gesamtbetrag", "kosten", "betrag"],
    ...["cout total", "prix total", "montant total", "montant", "cout"],
    ...["costo totale", "prezzo totale", "importo totale", "importo", "costo"],
    ...["koszt całkowity", "całkowity koszt", "łączny koszt", "kwota", "koszt"],
  ],
  volume: [
    ...["volume", "quantity", "liters", "litres", "gallons", "fuel amount"],
    ...["volume", "litros", "quantidade", "galoes"],
    ...["volumen", "litros", "cantidad", "galones"],
    ...["объем", "литры", "количество"],
    ...["menge", "volumen", "liter", "tankmenge", "spritmenge"],
    ...["volume", "quantite", "litres"],
    ...["volume", "quantita", "litri"],
    ...["objetosc", "ilosc", "litry"],
  ],
  fullTank: [
    ...["full tank", "full", "tank full"],
    ...["tanque cheio", "cheio"],
    ...["tanque lleno", "lleno"],
    ...["полный бак"],
    ...["volltank", "voller tank", "vollgetankt"],
    ...["plein", "reservoir plein", "plein complet"],
    ...["pieno", "serbatoio pieno"],
    ...["pełny bak", "do pełna", "pełny"],
  ],
  missedPrevious: [
    ...["missed*", "forgot*", "previous missed*"],
    ...["esqueceu*", "esqueci*"],
    ...["olvid*"],
    ...["пропущ*", "забыл*"],
    ...["vergessen*", "verpasst*"],
    ...["oubli*", "manque*"],
    ...["dimentica*", "mancat*"],
    ...["pominiet*", "zapomn*"],
  ],
  station: [
    ...["gas station", "fuel station", "station", "filling station"],
    ...["posto", "posto de combustivel"],
    ...["estacion", "gasolinera", "estacion de servicio", "bomba"],
    ...["азс", "заправка"],
    ...["tankstelle"],
    ...["station", "station service"],
    ...["distributore", "stazione di servizio", "stazione"],
    ...["stacja", "stacja paliw"],
  ],
  notes: [
    ...["notes", "note", "observation", "observations", "comment", "comments"],
    ...["observacao", "observacoes", "nota", "notas", "comentario"],
    ...["observacion", "observaciones", "nota", "notas", "comentario", "comentarios"],
    ...["примечание", "заметки", "комментарий"],
    ...["notiz", "notizen", "bemerkung", "anmerkung", "kommentar"],
    ...["remarque", "remarques", "commentaire", "note", "notes"],
    ...["note", "nota", "osservazioni", "commento"],
    ...["notatka", "notatki", "uwagi", "komentarz"],
  ],
  /** The kind of a service or an expense: "Oil change", "Insurance". */
  kind: [
    ...["type of service", "service type", "type of expense", "expense type", "service", "expense"],
    ...["tipo de servico", "tipo de despesa", "servico", "despesa"],
    ...["tipo de servicio", "tipo de gasto", "servicio", "gasto"],
    ...["вид сервиса", "вид расхода", "тип сервиса", "вид обслуживания"],
    ...["serviceart", "art des service", "wartungsart", "ausgabenart", "art der ausgabe"],
    ...["type de service", "type d entretien", "type de depense"],
    ...["tipo di servizio", "tipo di manutenzione", "tipo di spesa"],
    ...["rodzaj serwisu", "typ serwisu", "rodzaj usługi", "rodzaj wydatku", "typ wydatku"],
  ],
  title: ["title", "titulo", "titulo", "заголовок", "titel", "titre", "titolo", "tytuł"],
  /** Where a service or an expense was paid: the workshop's name. */
  place: [
    ...["place", "location", "workshop", "service name"],
    ...["local", "oficina"],
    ...["lugar", "local", "taller"],
    ...["название сервиса", "местный расход", "место"],
    ...["ort", "werkstatt"],
    ...["lieu", "garage"],
    ...["luogo", "officina"],
    ...["miejsce", "warsztat"],
  ],
} as const satisfies Record<string, readonly string[]>;

/** A vehicle section's columns (Drivvo's `##Vehicle`), by meaning, in the same eight languages. */
export const translatedVehicleColumns = {
  name: ["name", "nome", "nombre", "название", "name", "nom", "nome", "nazwa"],
  make: ["make", "brand", "manufacturer", "marca", "марка", "marke", "hersteller", "marque", "marca", "marka"],
  model: ["model", "modelo", "модель", "modell", "modele", "modello", "model"],
  year: ["year", "ano", "год", "jahr", "baujahr", "annee", "anno", "rok"],
  plate: [
    ...["plate", "license plate", "placa", "matricula", "patente", "номер", "госномер"],
    ...["kennzeichen", "plaque", "immatriculation", "targa", "tablica rejestracyjna", "numer rejestracyjny"],
  ],
} as const satisfies Record<string, readonly string[]>;

/** One section title's meaning in a sectioned export (`##Refuelling`, `#Reabastecimiento`, `##Serviço`). */
export type SectionKind = "refuel" | "service" | "expense" | "vehicle";

/** Section titles by the start of their words (compared by `headerKey`), in the same eight languages. */
export const translatedSections: readonly [RegExp, SectionKind][] = [
  [
    /^(refuel|fuel|reabastec|abastec|repostaj|recarga de combustible|заправ|tank|betank|ravitaill|plein|rifornim|tankowan)/,
    "refuel",
  ],
  [/^(service|servic|сервис|обслуж|wartung|werkstatt|entretien|manutenz|serwis)/, "service"],
  [/^(expense|despesa|gasto|расход|ausgabe|kosten|depense|spes|wydat|koszt)/, "expense"],
  [/^(vehicle|veiculo|vehiculo|автомобил|машин|fahrzeug|vehicule|veicolo|pojazd)/, "vehicle"],
];
