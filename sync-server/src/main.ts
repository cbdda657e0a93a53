import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";

const serverRoot = dirname(dirname(fileURLToPath(import.meta.url)));

async function main() {
  const config = loadConfig(process.env, serverRoot);
  const app = await buildApp(config);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, "shutting down");
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Odo is serving ${address} (links in mails point to ${config.publicUrl})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
