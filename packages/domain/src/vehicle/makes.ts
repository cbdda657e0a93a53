import { comparableWords } from "../shared/text.js";

/**
 * Makes people write at the front of a vehicle's name ("Subaru Outback", "2018 Toyota Corolla"):
 * cars, motorcycles, trucks, buses and bicycles sold in the Americas and in the countries whose
 * apps people bring their history from. Add a make to its line to have it split off.
 */
export const knownMakes: readonly string[] = [
  // Cars and light trucks.
  ...["Acura", "Alfa Romeo", "Aston Martin", "Audi", "BAIC", "Bentley", "BMW", "Buick", "BYD", "Cadillac"],
  ...["Changan", "Chery", "Chevrolet", "Chrysler", "Citroën", "Cupra", "Dacia", "Daewoo", "Daihatsu", "Dodge"],
  ...["DS", "Ferrari", "Fiat", "Ford", "Foton", "GAC", "Geely", "Genesis", "GMC", "Great Wall", "Haval", "Honda"],
  ...["Hummer", "Hyundai", "Infiniti", "Isuzu", "JAC", "Jaguar", "Jeep", "Jetour", "Kia", "Lada", "Lamborghini"],
  ...["Land Rover", "Lexus", "Lifan", "Lincoln", "Lotus", "Maserati", "Mazda", "McLaren", "Mercedes-Benz"],
  ...["Mercedes", "MG", "Mini", "Mitsubishi", "Nissan", "Opel", "Peugeot", "Polestar", "Pontiac", "Porsche"],
  ...["RAM", "Renault", "Rivian", "Rolls-Royce", "Saab", "SEAT", "Škoda", "Smart", "SsangYong", "Subaru"],
  ...["Suzuki", "Tata", "Tesla", "Toyota", "UAZ", "Vauxhall", "Volkswagen", "VW", "Volvo", "ВАЗ", "ГАЗ"],
  // Motorcycles and scooters.
  ...["Aprilia", "Bajaj", "Benelli", "CFMoto", "Ducati", "Harley-Davidson", "Hero", "Husqvarna", "Italika"],
  ...["Kawasaki", "Keeway", "KTM", "Kymco", "Piaggio", "Royal Enfield", "Triumph", "TVS", "Vespa", "Yamaha"],
  ...["Zanella", "AKT", "Haojue", "SYM"],
  // Trucks and buses.
  ...["DAF", "Freightliner", "Hino", "International", "Iveco", "Kenworth", "Mack", "MAN", "Peterbilt"],
  ...["Scania", "Marcopolo", "Blue Bird", "КАМАЗ", "МАЗ"],
  // Bicycles.
  ...["Bianchi", "BH", "Brompton", "Cannondale", "Canyon", "Cervélo", "Cube", "GT", "Giant", "Merida"],
  ...["Orbea", "Pinarello", "Santa Cruz", "Scott", "Specialized", "Trek", "Liv", "Marin", "Raleigh"],
];

const byLength = [...knownMakes]
  .sort((a, b) => b.length - a.length)
  .map((make) => [make, comparableWords(make)] as const);

/** A vehicle's name as its parts: a leading model year, a known make, and the rest as the model. */
export interface NamedVehicle {
  year?: number | undefined;
  make?: string | undefined;
  model: string;
}

/**
 * Splits a vehicle's name into year, make and model: "2018 Toyota Corolla Cross" is 2018, Toyota,
 * "Corolla Cross". A name whose front is no known make is all model ("Outback"): the make is then
 * for the owner to say, never guessed from the name.
 */
export function splitVehicleName(name: string): NamedVehicle {
  const trimmed = name.trim().replaceAll(/\s+/g, " ");
  const yearMatch = /^((?:19|20)\d{2})\s+(.+)$/.exec(trimmed);
  const year = yearMatch ? Number(yearMatch[1]) : undefined;
  const rest = yearMatch?.[2] ?? trimmed;
  const words = rest.split(" ");
  for (const [make, key] of byLength) {
    const count = key.split(" ").length;
    if (comparableWords(words.slice(0, count).join(" ")) !== key) continue;
    return { year, make, model: words.slice(count).join(" ") };
  }
  return { year, model: rest };
}
