import {
  type AdjustmentKey,
  adjustmentKeys,
  fourWheelTireKeys,
  type MaintenanceType,
  twoWheelTireKeys,
} from "../maintenance/adjustments.js";
import { type VehicleType, wheelLayout } from "../vehicle/catalog.js";
import { headerKey } from "./source-values.js";
import { titleWordSource } from "./title-words.js";

/** What a service title's words are: a tyre or battery replacement, or general work by vehicle kind. */
type Work =
  | { kind: "tires" }
  | { kind: "battery" }
  | { kind: "general"; engine?: AdjustmentKey; bicycle?: AdjustmentKey }
  | { kind: "notReplacement"; bicycle?: AdjustmentKey };

interface WorkWords {
  work: Work;
  /**
   * Words that name the work, in English, Spanish, Portuguese, Russian, German, French, Italian
   * and Polish (one line each). Each matches at the start of a word of the title (`freio` finds
   * `freios`, `тормоз` finds `тормозные`); one ending in `$` matches a whole word only.
   */
  words: readonly string[];
}

/**
 * Other apps' service titles read as Odo's work, in the eight languages of the apps people leave.
 * Earlier lines win: a phrase that matches is taken out of the title before later lines are tried,
 * so "brake light" is a light and not brakes, and "oil filter" an oil change. What matches nothing
 * stays "other", with its title as the description. To teach the reader a word, add it to its line.
 */
const workTable: readonly WorkWords[] = [
  {
    // Tyre pressure: a bicycle's work of its own; for any vehicle, no tyre replaced.
    work: { kind: "notReplacement", bicycle: "bikeTirePressure" },
    words: [
      ...["tire pressure", "tyre pressure", "pressure"],
      ...["presion"],
      ...["calibragem", "pressao"],
      ...["давлени"],
      ...["reifendruck", "luftdruck"],
      ...["pression"],
      ...["pressione"],
      ...["ciśnieni"],
    ],
  },
  {
    // Tyre work that replaces nothing: balancing, rotation, alignment, a repair, a seasonal swap.
    work: { kind: "notReplacement" },
    words: [
      ...["balanc", "rotation", "rotate", "alignment", "puncture", "repair"],
      ...["balanceo", "rotacion", "alineacion", "pinchazo", "reparacion"],
      ...["balanceamento", "rodizio", "alinhamento", "conserto"],
      ...["балансир", "перестановк", "развал", "прокол", "шиномонтаж"],
      ...["auswucht", "achsvermessung", "spureinstellung", "reifenwechsel", "radwechsel"],
      ...["equilibrage", "permutation", "parallelisme", "geometrie", "crevaison"],
      ...["equilibratura", "convergenza", "foratura", "inversione"],
      ...["wyważ", "zbieżnosc", "geometria", "przekładka"],
    ],
  },
  {
    work: { kind: "general", engine: "changeBackLights" },
    words: [
      ...["brake light bulb", "tail light bulb", "tail light", "taillight", "rear light", "brake light", "stop light"],
      ...["luz trasera", "luces traseras", "luz de freno", "calavera"],
      ...["lanterna", "luz de freio", "luz traseira"],
      ...["задний фонарь", "задние фонари", "стоп сигнал"],
      ...["rucklicht", "ruckleuchte", "bremslicht"],
      ...["feu arriere", "feux arriere", "feu stop", "feux stop"],
      ...["fanale posteriore", "luce posteriore", "luce stop", "luci stop"],
      ...["lampa tylna", "światło stop", "światła stop"],
    ],
  },
  {
    work: { kind: "general", engine: "changeFrontLights" },
    words: [
      ...["headlight", "headlamp", "front light", "light bulb", "bulb", "lights$"],
      ...["faro", "luz delantera", "luces delanteras", "bombillo", "bombilla", "luces$"],
      ...["farol", "farois", "lampada"],
      ...["фар", "лампа", "лампочк"],
      ...["scheinwerfer", "abblendlicht", "gluhbirne", "leuchtmittel"],
      ...["phare", "ampoule"],
      ...["fari$", "proiettore", "lampadina"],
      ...["reflektor", "żarówk"],
    ],
  },
  {
    work: { kind: "general", engine: "changeFuelFilter" },
    words: [
      ...["fuel filter", "diesel filter", "gas filter"],
      ...["filtro de combustible", "filtro de gasolina", "filtro de diesel", "filtro de gasoil"],
      ...["filtro de combustivel", "filtro de gasolina", "filtro de diesel"],
      ...["топливный фильтр", "фильтр топлив"],
      ...["kraftstofffilter", "dieselfilter", "benzinfilter"],
      ...["filtre a carburant", "filtre a gasoil", "filtre a essence", "filtre carburant"],
      ...["filtro carburante", "filtro gasolio", "filtro benzina"],
      ...["filtr paliwa"],
    ],
  },
  {
    work: { kind: "general", engine: "changeAirFilter" },
    words: [
      ...["air filter"],
      ...["filtro de aire"],
      ...["filtro de ar$"],
      ...["воздушный фильтр", "фильтр воздуш"],
      ...["luftfilter"],
      ...["filtre a air"],
      ...["filtro aria", "filtro dell aria"],
      ...["filtr powietrza"],
    ],
  },
  {
    // Transmission and gearbox oil: work all the same, but not the engine's oil change.
    work: { kind: "general" },
    words: [
      ...["transmission", "gearbox", "gear oil", "differential"],
      ...["transmision", "caja de cambios", "aceite de caja", "diferencial"],
      ...["transmissao", "oleo do cambio", "oleo de cambio", "cambio automatico"],
      ...["трансмисс", "акпп", "мкпп", "коробк"],
      ...["getriebe"],
      ...["boite de vitesse", "huile de boite"],
      ...["olio cambio$", "olio del cambio", "trasmissione", "differenziale"],
      ...["skrzyn", "olej przekładniow"],
    ],
  },
  {
    work: { kind: "general", engine: "changeOil" },
    words: [
      ...["oil", "oil change", "oil filter", "lube oil filter"],
      ...["aceite", "cambio de aceite", "filtro de aceite"],
      ...["oleo", "troca de oleo", "filtro de oleo"],
      ...["масл", "замена масла"],
      ...["ol$", "olwechsel", "motorol", "olfilter"],
      ...["vidange", "huile", "filtre a huile"],
      ...["olio", "cambio olio", "filtro olio"],
      ...["olej", "wymiana oleju", "filtr oleju"],
    ],
  },
  {
    work: { kind: "general", engine: "changeBrake", bicycle: "bikeChangeBrake" },
    words: [
      ...["brake"],
      ...["freno", "pastillas", "balatas", "zapatas"],
      ...["freio", "pastilha", "lonas"],
      ...["тормоз", "колодк"],
      ...["bremse", "bremsbel", "bremsscheib", "bremsflussigkeit"],
      ...["frein", "plaquette", "disque"],
      ...["freni", "pastiglie", "dischi"],
      ...["hamul", "klocki", "tarcz"],
    ],
  },
  {
    work: { kind: "tires" },
    words: [
      ...["tire", "tyre"],
      ...["llanta", "neumatico", "cubierta", "caucho"],
      ...["pneu"],
      ...["шин", "резин", "покрышк"],
      ...["reifen", "winterreifen", "sommerreifen", "ganzjahresreifen", "allwetterreifen"],
      ...["pneu", "pneumatique"],
      ...["pneumatic", "gomme", "gomma"],
      ...["opon", "ogumieni"],
    ],
  },
  {
    work: { kind: "battery" },
    words: [
      ...["batter"],
      ...["bateria", "acumulador"],
      ...["bateria"],
      ...["аккумулятор", "акб$", "батаре"],
      ...["batterie"],
      ...["batterie"],
      ...["batteria"],
      ...["akumulator"],
    ],
  },
  {
    work: { kind: "general", bicycle: "bikeChainLubrication" },
    words: [
      ...["chain lube", "lube chain", "lube", "lubric"],
      ...["lubricacion de cadena", "lubricacion", "engrase"],
      ...["lubrificacao da corrente", "lubrificacao"],
      ...["смазка цепи", "смазк"],
      ...["kette schmieren", "kette olen", "kettenpflege", "schmier"],
      ...["lubrification de la chaine", "lubrification", "graissage"],
      ...["lubrificazione catena", "lubrificazione"],
      ...["smarowanie łańcucha", "smarowani"],
    ],
  },
  {
    work: { kind: "general", bicycle: "bikeChangeChain" },
    words: ["chain", "cadena", "corrente", "цеп", "kette", "chaine", "catena", "łańcuch"],
  },
  {
    work: { kind: "general", engine: "changeCarWashing", bicycle: "bikeWash" },
    words: [
      ...["wash", "car wash", "detailing"],
      ...["lavado", "lavada", "autolavado", "lavadero"],
      ...["lavagem", "lava jato"],
      ...["мойк", "автомойк", "мытье"],
      ...["wasche", "waschen", "autowasche"],
      ...["lavage"],
      ...["lavaggio"],
      ...["mycie", "myjni"],
    ],
  },
  {
    work: { kind: "general", engine: "changeInjectorCleaning" },
    words: ["injector", "inyector", "injetor", "форсунк", "einspritzduse", "injecteur", "iniettor", "wtrysk"],
  },
  {
    work: { kind: "general", bicycle: "bikeGearAdjustment" },
    words: [
      ...["gear", "derailleur", "shifting"],
      ...["cambios$", "desviador"],
      ...["marchas"],
      ...["переключател"],
      ...["schaltung", "schaltwerk"],
      ...["derailleur", "vitesses"],
      ...["deragliatore"],
      ...["przerzutk"],
    ],
  },
  {
    // A whole inspection: Odo has it as work for bicycles; a car's is logged as other, by its title.
    work: { kind: "general", bicycle: "bikeFullInspection" },
    words: [
      ...["inspection", "check up", "checkup", "mot$"],
      ...["revision", "inspeccion", "revisado", "itv$"],
      ...["revisao", "inspecao", "vistoria"],
      ...["техосмотр", "осмотр"],
      ...["inspektion", "hauptuntersuchung", "tuv$"],
      ...["controle technique", "revision"],
      ...["revisione", "tagliando"],
      ...["przeglad"],
    ],
  },
];

interface CompiledWords {
  work: Work;
  /** Each word's pattern, and the same pattern global, to take every match out of the title. */
  patterns: [RegExp, RegExp][];
}

// Within a line, longer phrases are tried first: "lubricación de cadena" before "lubric".
const compiled: CompiledWords[] = workTable.map(({ work, words }) => ({
  work,
  patterns: [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => {
      const source = titleWordSource(word);
      return [new RegExp(source), new RegExp(source, "g")];
    }),
}));

const tyrePatterns = compiled.find(({ work }) => work.kind === "tires")?.patterns ?? [];

/** Whether a text names tyres in any of the languages the apps write ("Winterreifen", "Llantas Michelin"). */
export const namesTyres = (text: string) => {
  const words = headerKey(text);
  return tyrePatterns.some(([pattern]) => pattern.test(words));
};

/** Words that say a tyre was replaced, even beside balancing or a swap ("4 new tyres, balanced"). */
const replacedWords =
  /(^| )(new|replac|nuev|cambio|novo|nova|troca|substitu|нов|замен|neu|ersetz|nouve|rempla|nuov|sostitu|now|wymian)/;

const positionWords = {
  front: /(^| )(front|delanter|diantei|передн|vorder|vorne|avant|av(?= |$)|anterior|przedn|przod)/,
  rear: /(^| )(rear|back|traser|trasei|задн|hinter|hinten|arriere|ar(?= |$)|posterior|tyln|tył)/,
  spare: /(^| )(spare|repuesto|auxilio|estepe|запаск|reserverad|ersatzrad|secours|scorta|zapas)/,
};

/** Which tyres a title names: a pair, the spare, or all of them when it names no place. */
function tireKeys(words: string, vehicleType: VehicleType): AdjustmentKey[] {
  const front = positionWords.front.test(words);
  const rear = positionWords.rear.test(words);
  const spare = positionWords.spare.test(words);
  if (wheelLayout(vehicleType) !== "fourWheels") {
    const [bikeFront, bikeBack] = twoWheelTireKeys;
    if (front === rear) return [...twoWheelTireKeys];
    return [front ? bikeFront : bikeBack];
  }
  const [leftFront, rightFront, leftBack, rightBack, spareKey] = fourWheelTireKeys;
  const keys: AdjustmentKey[] = [];
  if (front) keys.push(leftFront, rightFront);
  if (rear) keys.push(leftBack, rightBack);
  if (spare) keys.push(spareKey);
  return keys.length > 0 ? keys : [leftFront, rightFront, leftBack, rightBack];
}

export interface ServiceKind {
  type: MaintenanceType;
  adjustments: AdjustmentKey[];
}

/**
 * The kinds of work a service title names, one per maintenance type (tyres, battery, general), for
 * a vehicle of `vehicleType`: `[]` when it names none Odo knows.
 */
export function serviceKindsOf(title: string, vehicleType: VehicleType): ServiceKind[] {
  const whole = headerKey(title);
  let words = whole;
  const bicycle = vehicleType === "bicycle";
  const general = new Set<AdjustmentKey>();
  let tireWords: string | undefined;
  let battery = false;
  let notReplacement = false;
  for (const { work, patterns } of compiled) {
    const before = words;
    for (const [pattern, every] of patterns) if (pattern.test(words)) words = words.replace(every, " ");
    if (words === before) continue;
    if (work.kind === "tires") tireWords = before;
    else if (work.kind === "battery") battery = !bicycle;
    else {
      if (work.kind === "notReplacement") notReplacement = true;
      const key = bicycle ? work.bicycle : "engine" in work ? work.engine : undefined;
      if (key) general.add(key);
    }
  }
  const tires = tireWords !== undefined && (!notReplacement || replacedWords.test(whole));
  const kinds: ServiceKind[] = [];
  if (general.size > 0) {
    kinds.push({ type: "general", adjustments: adjustmentKeys.filter((key) => general.has(key)) });
  }
  if (tires) kinds.push({ type: "tires", adjustments: tireKeys(tireWords ?? whole, vehicleType) });
  if (battery) kinds.push({ type: "battery", adjustments: ["changeBattery"] });
  return kinds;
}

/** Work Odo cannot name: general, "other", described by the title. */
export function otherWork(vehicleType: VehicleType): ServiceKind {
  return { type: "general", adjustments: [vehicleType === "bicycle" ? "bikeOther" : "changeOther"] };
}

/** The first kind of work a title names, or "other": for a title that is one entry. */
export function serviceKindOf(title: string, vehicleType: VehicleType): ServiceKind {
  return serviceKindsOf(title, vehicleType)[0] ?? otherWork(vehicleType);
}
