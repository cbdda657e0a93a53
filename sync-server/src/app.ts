import { requestBodyBytes } from "@odo/domain";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import type { AppConfig } from "./config.js";
import { urlWithoutSecrets } from "./log-redaction.js";
import { loggableError } from "./loggable-error.js";
import { type DepsOverrides, deps } from "./plugins/app/deps.js";
import { errorHandler } from "./plugins/app/error-handler.js";
import { fileSweeper } from "./plugins/app/file-sweeper.js";
import { noNul } from "./plugins/app/no-nul.js";
import { pwa } from "./plugins/app/pwa.js";
import { recallChecker } from "./plugins/app/recall-checker.js";
import { reminderScheduler } from "./plugins/app/reminder-scheduler.js";
import { signedIn } from "./plugins/app/signed-in.js";
import { zodValidatorCompiler } from "./plugins/app/validation.js";
import { webhookSender } from "./plugins/app/webhook-sender.js";
import { compress } from "./plugins/external/compress.js";
import { helmet } from "./plugins/external/helmet.js";
import { jwt } from "./plugins/external/jwt.js";
import { rateLimit } from "./plugins/external/rate-limit.js";
import { swagger } from "./plugins/external/swagger.js";
import { attachmentRoutes } from "./routes/attachments/index.js";
import { billingRoutes } from "./routes/billing/index.js";
import { calendarRoutes } from "./routes/calendar/index.js";
import { configRoutes } from "./routes/config/index.js";
import { expenseRoutes } from "./routes/expenses/index.js";
import { healthRoutes } from "./routes/health/index.js";
import { historyRoutes } from "./routes/histories/index.js";
import { maintenanceRoutes } from "./routes/maintenances/index.js";
import { refuelRoutes } from "./routes/refuels/index.js";
import { shareRoutes } from "./routes/shares/index.js";
import { shopRoutes } from "./routes/shops/index.js";
import { syncRoutes } from "./routes/sync/index.js";
import { unsubscribeRoutes } from "./routes/unsubscribe/index.js";
import { userRoutes } from "./routes/users/index.js";
import { vehicleRoutes } from "./routes/vehicles/index.js";
import { verifyRoutes } from "./routes/verify/index.js";

export interface BuildOptions extends DepsOverrides {
  /** Pino options; false silences the server (tests); a stream takes the lines (a test reads them). */
  logger?: boolean | { level: string; stream?: NodeJS.WritableStream };
}

/** Secrets never reach the logs, whatever the level. */
const redact = ["req.headers.authorization", 'req.headers["x-credentials"]', "req.headers.cookie"];

/** The whole server, ready to `listen` or to `inject` requests in tests. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const logger = options.logger ?? { level: config.logLevel };
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            ...(logger === true ? {} : logger),
            redact,
            serializers: {
              err: (error: Error) => loggableError(error),
              req: (request: { method: string; url: string; ip?: string }) => ({
                method: request.method,
                url: urlWithoutSecrets(request.url),
                remoteAddress: request.ip,
              }),
            },
          },
    bodyLimit: requestBodyBytes,
    trustProxy: false,
    // Errors the router raises before any route runs (an over-long or malformed param) get the
    // same envelope as everything else.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      return reply.code(status).send({ code: status, message: error.message || error.code });
    },
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  // Replies are typed against their zod schemas at compile time (the type provider), so at run time
  // they are only stringified: re-validating every reply cost more than reading the data.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  await app.register(errorHandler);
  await app.register(noNul);
  await app.register(deps, { config, overrides: options });
  await app.register(helmet);
  await app.register(compress);
  await app.register(rateLimit);
  await app.register(jwt);
  await app.register(swagger);
  await app.register(reminderScheduler);
  await app.register(fileSweeper);
  await app.register(webhookSender);
  await app.register(recallChecker);

  // Scripts and Home Assistant read these, and log entries, with a personal API key.
  const keysToo = { apiKeys: true };
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(configRoutes);
      await api.register(userRoutes, { prefix: "/users" });
      await api.register(signedIn(vehicleRoutes, keysToo), { prefix: "/vehicles" });
      await api.register(signedIn(maintenanceRoutes, keysToo), { prefix: "/maintenances" });
      await api.register(signedIn(refuelRoutes, keysToo), { prefix: "/refuels" });
      await api.register(signedIn(expenseRoutes, keysToo), { prefix: "/expenses" });
      await api.register(signedIn(shareRoutes), { prefix: "/shares" });
      await api.register(signedIn(attachmentRoutes), { prefix: "/attachments" });
      await api.register(signedIn(shopRoutes), { prefix: "/shops" });
      await api.register(signedIn(syncRoutes), { prefix: "/sync" });
      await api.register(signedIn(historyRoutes), { prefix: "/histories" });
      await api.register(verifyRoutes, { prefix: "/verify" });
      await api.register(unsubscribeRoutes, { prefix: "/unsubscribe" });
      await api.register(calendarRoutes, { prefix: "/calendar" });
      await api.register(billingRoutes, { prefix: "/billing" });
    },
    { prefix: "/api" },
  );
  await app.register(pwa);
  return app;
}
