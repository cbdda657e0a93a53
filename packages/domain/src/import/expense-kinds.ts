import type { ExpenseCategory } from "../expense/categories.js";
import { headerKey } from "./source-values.js";
import { titleWordSource } from "./title-words.js";

/**
 * Other apps' expense and cost names read as Odo's categories, in the eight languages of the apps
 * people leave: English, Spanish, Portuguese, Russian, German, French, Italian and Polish (one line
 * each). Each word matches at the start of a word of the name (`multa` finds `multas`); one ending
 * in `$` matches a whole word only. Earlier categories win. What matches nothing is not an expense
 * (a service or a repair, which stays a maintenance). To teach the reader a word, add it to its line.
 */
const categoryWords: readonly { category: ExpenseCategory; words: readonly string[] }[] = [
  {
    category: "insurance",
    words: [
      ...["insurance", "policy"],
      ...["seguro", "poliza"],
      ...["seguro", "apolice"],
      ...["страхов", "осаго", "каско"],
      ...["versicherung", "kasko", "haftpflicht"],
      ...["assurance"],
      ...["assicurazion", "polizza"],
      ...["ubezpieczen", "polisa", "oc$", "ac$"],
    ],
  },
  {
    category: "taxes",
    words: [
      ...["tax", "registration", "license plate", "licence", "road tax", "vehicle tax"],
      ...["impuesto", "matricula", "patente", "tenencia", "marchamo", "circulacion"],
      ...["ipva", "licenciamento", "imposto", "dpvat"],
      ...["налог", "регистрац", "пошлин"],
      ...["steuer", "zulassung", "kfz steuer"],
      ...["taxe", "impot", "immatriculation", "carte grise", "vignette"],
      ...["bollo", "tassa", "immatricolazion"],
      ...["podatek", "rejestracj"],
    ],
  },
  {
    category: "inspection",
    words: [
      ...["inspection", "smog", "emissions test", "mot$", "safety check"],
      ...["itv", "revision tecnica", "revisado", "verificacion", "rtv$", "inspeccion"],
      ...["vistoria", "inspecao"],
      ...["техосмотр", "техническ осмотр", "диагностическ карт"],
      ...["tuv", "hauptuntersuchung", "hu$", "au$"],
      ...["controle technique"],
      ...["revisione"],
      ...["przeglad techniczn", "badanie techniczn"],
    ],
  },
  {
    category: "parking",
    words: [
      ...["parking", "garage rent"],
      ...["estacionamiento", "parqueadero", "parqueo", "aparcamiento", "cochera"],
      ...["estacionamento", "garagem", "zona azul"],
      ...["парковк", "стоянк"],
      ...["parken", "parkhaus", "parkgebuhr", "parkplatz"],
      ...["stationnement"],
      ...["parcheggio", "sosta"],
      ...["parking", "postoj"],
    ],
  },
  {
    category: "tolls",
    words: [
      ...["toll", "turnpike", "e zpass", "ezpass"],
      ...["peaje", "telepeaje", "panapass"],
      ...["pedagio", "sem parar"],
      ...["платн дорог", "проезд"],
      ...["maut", "vignette", "autobahn"],
      ...["peage"],
      ...["pedaggio", "autostrad"],
      ...["oplata drogow", "autostrad", "winiet"],
    ],
  },
  {
    category: "fines",
    words: [
      ...["fine", "ticket", "penalty", "citation"],
      ...["multa", "infraccion", "comparendo", "fotomulta"],
      ...["multa", "infracao"],
      ...["штраф"],
      ...["bussgeld", "bußgeld", "strafzettel", "verwarnung"],
      ...["amende", "contravention", "pv$"],
      ...["multa", "contravvenzion", "sanzion"],
      ...["mandat", "grzywn"],
    ],
  },
  {
    category: "loan",
    words: [
      ...["loan", "lease", "leasing", "finance", "car payment", "installment", "instalment"],
      ...["prestamo", "credito", "cuota", "arrendamiento", "financiamiento"],
      ...["financiamento", "prestacao", "consorcio", "emprestimo"],
      ...["кредит", "лизинг"],
      ...["kredit", "finanzierung", "leasingrate"],
      ...["credit auto", "mensualite", "loa$", "lld$"],
      ...["prestito", "finanziamento", "noleggio"],
      ...["kredyt", "raty$"],
    ],
  },
  {
    category: "washing",
    words: [
      ...["wash", "carwash", "detailing", "cleaning"],
      ...["lavado", "autolavado", "limpieza", "lavadero"],
      ...["lavagem", "lava rapido", "lava jato", "limpeza"],
      ...["мойк", "автомойк", "чистк"],
      ...["wasche", "autowasche", "reinigung", "waschanlage"],
      ...["lavage", "nettoyage"],
      ...["lavaggio", "autolavaggio", "pulizia"],
      ...["myjni", "mycie"],
    ],
  },
  {
    category: "roadside",
    words: [
      ...["roadside", "towing", "tow$", "aaa$", "breakdown"],
      ...["grua", "remolque", "asistencia"],
      ...["guincho", "reboque", "assistencia"],
      ...["эвакуатор"],
      ...["abschlepp", "pannenhilfe", "adac"],
      ...["depannage", "remorquage"],
      ...["soccorso stradal", "carro attrezzi"],
      ...["holowani", "assistance"],
    ],
  },
  {
    category: "accessories",
    words: [
      ...["accessor", "floor mats", "dashcam", "dash cam", "car seat"],
      ...["accesorio", "alfombr", "tapetes"],
      ...["acessorio", "tapete"],
      ...["аксессуар", "коврик"],
      ...["zubehor", "fussmatte"],
      ...["accessoire", "tapis"],
      ...["accessori", "tappetin"],
      ...["akcesori", "dywanik"],
    ],
  },
];

const compiled = categoryWords.map(({ category, words }) => ({
  category,
  patterns: words.map((word) => new RegExp(titleWordSource(word))),
}));

/** The expense category a name from another app says ("Seguro", "Parkhaus", "Штраф"), or null. */
export function expenseCategoryOf(name: string): ExpenseCategory | null {
  const key = headerKey(name);
  if (!key) return null;
  return compiled.find(({ patterns }) => patterns.some((pattern) => pattern.test(key)))?.category ?? null;
}
