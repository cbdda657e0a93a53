import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { serverRoot } from "./server-root.js";
import { StartupError } from "./startup-error.js";

async function main() {
  // Everything the server writes (the database, its journal, secrets, mails) is the owner's alone.
  process.umask(0o077);
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
  if (error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
