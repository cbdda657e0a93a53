import { postgresTables } from "./postgres-schema.js";
import { tables } from "./schema.js";

/** The schema as PostgreSQL keeps it, made from `schema.ts` (drizzle-kit reads these exports). */
export const {
  users,
  sessions,
  oneTimeTokens,
  notifications,
  vehicles,
  maintenances,
  refuels,
  expenses,
  reminders,
  attachments,
  transferAuthorizations,
  vehicleShares,
  shareGrantClaims,
  shareRevocations,
  shops,
  integrationAccounts,
  syncClients,
  syncResults,
  dataRepairs,
  changeLog,
  pushSubscriptions,
  dueSchedule,
  dueDeliveries,
  schedulerState,
  rateWindows,
  serverKeys,
  shopKeys,
  historyLinks,
} = postgresTables(tables);
