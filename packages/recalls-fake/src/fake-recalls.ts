import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  canadaBasePath,
  canadaSearchOf,
  canadaSearchRow,
  canadaSummaryOf,
  canadaSummaryRow,
  canadaUserKey,
  canadianAccordRecalls,
  type FakeCanadaRecall,
} from "./transport-canada.js";

export {
  canadaBasePath,
  canadaUserKey,
  canadianAccordRecalls,
  type FakeCanadaRecall,
} from "./transport-canada.js";

/** One campaign as NHTSA's `recallsByVehicle` lists it (the fields Odo reads, and a few it does not). */
export interface FakeRecall {
  Manufacturer: string;
  NHTSACampaignNumber: string;
  parkIt: boolean;
  parkOutSide: boolean;
  ReportReceivedDate: string;
  Component: string;
  Summary: string;
  Consequence: string;
  Remedy: string;
  Notes: string;
  ModelYear: string;
  Make: string;
  Model: string;
}

export interface FakeRecallsSettings {
  /** Campaigns by "MAKE|MODEL|YEAR" (upper case), as the real API matches them. */
  recalls: Record<string, FakeRecall[]>;
  /** Transport Canada's campaigns by the same key, served under `canadaBasePath`. */
  canadaRecalls: Record<string, FakeCanadaRecall[]>;
  /** Every answer is a 500, as when NHTSA's service is down. */
  failing: boolean;
  /** Every answer carries this many bytes of padding, as a hostile or broken source might. */
  paddingBytes: number;
}

export interface FakeRecalls {
  /** Base URL to give Odo as RECALLS_BASE_URL. */
  url: string;
  /** Base URL to give Odo as RECALLS_TC_BASE_URL (with RECALLS_TC_USER_KEY=`canadaUserKey`). */
  canadaUrl: string;
  settings: FakeRecallsSettings;
  /** Each look-up asked, as "MAKE|MODEL|YEAR" (NHTSA) or "TC MAKE|MODEL|YEAR" and "TC 2015239" (a summary), in order. */
  asked: string[];
  close(): Promise<void>;
}

export const vehicleKey = (make: string, model: string, year: string | number) =>
  `${make}|${model}|${year}`.toUpperCase();

/** Two real campaigns of a 2003 Honda Accord (NHTSA's texts, shortened): the decode test VIN's car. */
export const accordRecalls: FakeRecall[] = [
  {
    Manufacturer: "American Honda Motor Co.",
    NHTSACampaignNumber: "15V320000",
    parkIt: false,
    parkOutSide: false,
    ReportReceivedDate: "28/05/2015",
    Component: "AIR BAGS:FRONTAL:DRIVER SIDE:INFLATOR MODULE",
    Summary: "The driver's frontal air bag inflator may rupture when the air bag deploys.",
    Consequence: "Metal fragments could strike the driver or other occupants, causing serious injury or death.",
    Remedy: "Honda will notify owners, and dealers will replace the driver's air bag inflator, free of charge.",
    Notes: "",
    ModelYear: "2003",
    Make: "HONDA",
    Model: "ACCORD",
  },
  {
    Manufacturer: "American Honda Motor Co.",
    NHTSACampaignNumber: "04V176000",
    parkIt: false,
    parkOutSide: false,
    ReportReceivedDate: "14/04/2004",
    Component: "POWER TRAIN:AUTOMATIC TRANSMISSION",
    Summary: "The second gear of the automatic transmission may wear and break.",
    Consequence: "A broken gear can lock the transmission and increase the risk of a crash.",
    Remedy: "Dealers will update the transmission software free of charge.",
    Notes: "",
    ModelYear: "2003",
    Make: "HONDA",
    Model: "ACCORD",
  },
];

const defaults = (): FakeRecallsSettings => ({
  recalls: { [vehicleKey("Honda", "Accord", 2003)]: accordRecalls },
  canadaRecalls: { [vehicleKey("Honda", "Accord", 2003)]: canadianAccordRecalls },
  failing: false,
  paddingBytes: 0,
});

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

/**
 * The recalls API on loopback: `GET /recalls/recallsByVehicle?make=&model=&modelYear=` answers as
 * NHTSA's does (`{Count, Message, results}`), an unknown vehicle with none; Transport Canada's
 * search and summary routes under `canadaBasePath` (with its `user-key`). `POST /__fake/settings`
 * replaces the settings, for a test in another process.
 */
export async function startFakeRecalls(overrides: Partial<FakeRecallsSettings> = {}, port = 0): Promise<FakeRecalls> {
  const settings: FakeRecallsSettings = { ...defaults(), ...overrides };
  const asked: string[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    if (request.method === "POST" && url.pathname === "/__fake/settings") {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      try {
        Object.assign(settings, JSON.parse(Buffer.concat(chunks).toString("utf8")) as Partial<FakeRecallsSettings>);
        send(response, 200, { ok: true });
      } catch {
        send(response, 400, { Message: "bad settings" });
      }
      return;
    }
    if (request.method === "GET" && url.pathname.startsWith(`${canadaBasePath}/`)) {
      answerCanada(url.pathname.slice(canadaBasePath.length), request.headers["user-key"], response);
      return;
    }
    if (request.method !== "GET" || url.pathname !== "/recalls/recallsByVehicle") {
      send(response, 404, { Message: "Not found" });
      return;
    }
    const make = url.searchParams.get("make") ?? "";
    const model = url.searchParams.get("model") ?? "";
    const year = url.searchParams.get("modelYear") ?? "";
    if (!make || !model || !year) {
      send(response, 400, { Count: 0, Message: "make, model and modelYear are required", results: [] });
      return;
    }
    asked.push(vehicleKey(make, model, year));
    const results = settings.recalls[vehicleKey(make, model, year)] ?? [];
    answer(response, { Count: results.length, Message: "Results returned successfully", results });
  });
  /** An answer to a look-up as the settings shape it: a 500 while failing, else the body with its padding. */
  function answer(response: ServerResponse, body: Record<string, unknown>): void {
    if (settings.failing) {
      send(response, 500, { Message: "Internal error" });
      return;
    }
    const padding = settings.paddingBytes > 0 ? { padding: "x".repeat(settings.paddingBytes) } : {};
    send(response, 200, { ...body, ...padding });
  }
  /** Transport Canada's routes: a key is required; a search lists numbers, a summary one recall's texts. */
  function answerCanada(path: string, userKey: string | string[] | undefined, response: ServerResponse): void {
    if (userKey !== canadaUserKey) {
      send(response, 401, { Message: "Authentication parameters missing" });
      return;
    }
    const search = canadaSearchOf(path);
    const number = canadaSummaryOf(path);
    if (!search && !number) {
      send(response, 404, { Message: "Not found" });
      return;
    }
    asked.push(search ? `TC ${vehicleKey(search.make, search.model, search.from)}` : `TC ${number}`);
    if (search) {
      const rows = [];
      for (let year = search.from; year <= search.to; year += 1) {
        const found = settings.canadaRecalls[vehicleKey(search.make, search.model, year)] ?? [];
        rows.push(...found.map((recall) => canadaSearchRow(recall, search.make, search.model, String(year))));
      }
      answer(response, { ResultSet: rows });
      return;
    }
    const recall = Object.values(settings.canadaRecalls)
      .flat()
      .find((each) => each.recallNumber === number);
    answer(response, { ResultSet: recall ? [canadaSummaryRow(recall)] : [] });
  }

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    canadaUrl: `http://127.0.0.1:${bound}${canadaBasePath}`,
    settings,
    asked,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
