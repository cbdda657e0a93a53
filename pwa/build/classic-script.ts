import { build, type Plugin, type Rolldown } from "vite";

/** `entry` and what it imports as one classic script (no `import`, no `export`), minified. */
async function classicScriptCode(entry: string): Promise<string> {
  const built = await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: { write: false, target: "es2022", lib: { entry, formats: ["iife"], name: "odoScript" } },
  });
  const [output] = (Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[];
  const code = output?.output.find((chunk) => chunk.type === "chunk")?.code;
  if (!code) throw new Error(`${entry} was not built`);
  return code;
}

/**
 * A script that must run as a classic script (before the page's modules, or by a service worker's
 * `importScripts`), written in TypeScript with the app's imports: built on its own under `/assets/`
 * with its content's hash in its name, so the browser answers it from the precache as it does the
 * app's other files. `replaces`: the address `index.html` names it by, pointed at the built file
 * (and served at that address by the dev server); `built`: told the built file's address.
 */
export function classicScript(options: {
  entry: string;
  name: string;
  replaces?: string;
  built?: (address: string) => void;
}): Plugin {
  const { entry, name, replaces, built } = options;
  return {
    name: `odo-classic-script:${name}`,
    // After the HTML plugin has put index.html in the bundle.
    enforce: "post",
    async generateBundle(_options, bundle) {
      const file = `/${this.getFileName(this.emitFile({ type: "asset", name, source: await classicScriptCode(entry) }))}`;
      built?.(file);
      if (!replaces) return;
      const page = bundle["index.html"];
      const named = new RegExp(`<script[^>]*\\ssrc="${replaces}"`);
      if (page?.type !== "asset" || !named.test(String(page.source))) {
        throw new Error(`index.html no longer loads ${replaces}`);
      }
      page.source = String(page.source).replace(named, `<script src="${file}"`);
    },
    configureServer(server) {
      if (!replaces) return;
      server.middlewares.use(replaces, (_request, response, next) => {
        classicScriptCode(entry).then((code) => {
          response.setHeader("content-type", "text/javascript");
          response.end(code);
        }, next);
      });
    },
  };
}
