import {
  adjustmentKeys,
  allResetMaintenanceTypes,
  apiKeyScopes,
  attachableKinds,
  attachmentMediaTypes,
  attachmentPurposes,
  changeOps,
  chargePlaces,
  countries,
  currencies,
  defaultLanguage,
  defaultPlan,
  defaultUserCountry,
  defaultUserRole,
  dueDeliveryStates,
  type EntrySeal,
  energies,
  expenseCategories,
  fuelGrades,
  fuelTypes,
  importFormats,
  integrationNames,
  languages,
  legacyCurrency,
  maintenanceTypes,
  mutationStatuses,
  type NotificationParams,
  type NotificationSettings,
  notificationChannels,
  notificationKeys,
  type OccurrenceOf,
  oneTimeTokenPurposes,
  type PublicKeyJwk,
  paperKinds,
  plans,
  powerSources,
  type ReadingConflict,
  type RecallCampaign,
  type RecallDismissal,
  type Recurrence,
  recallSources,
  type SetTyre,
  type ShopCertificate,
  shareRoles,
  shopTypes,
  syncEntities,
  type TreadDepth,
  type TreadSeal,
  type TyreMove,
  tyreSeasons,
  type UnitPreferences,
  userRoles,
  type Vehicle,
  vehiclePowers,
  vehicleSources,
  vehicleTypes,
  voucherPlans,
  type WebhookEventType,
  type WorkshopVisit,
  webhookDeliveryStates,
  webhookEventTypes,
} from "@odo/domain";
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** Accounts. Usernames and emails are unique regardless of case. Times are ISO strings. */
export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    /** argon2id hash; null for accounts that only sign in through the identity provider. */
    passwordHash: text("password_hash"),
    googleSubject: text("google_subject"),
    name: text("name").notNull(),
    lastname: text("lastname").notNull(),
    picture: text("picture"),
    role: text("role", { enum: userRoles }).notNull().default(defaultUserRole),
    plan: text("plan", { enum: plans }).notNull().default(defaultPlan),
    country: text("country", { enum: countries }).notNull().default(defaultUserCountry),
    lang: text("lang", { enum: languages }).notNull().default(defaultLanguage),
    active: integer("active", { mode: "boolean" }).notNull().default(false),
    /**
     * Bumped when the password changes or the user signs out everywhere else; tokens carrying an
     * older value are refused (the current device gets a new one).
     */
    sessionVersion: integer("session_version").notNull().default(0),
    /** A new address waiting for its confirmation link; `email` stays until it is followed. */
    pendingEmail: text("pending_email"),
    rateRating: integer("rate_rating"),
    rateReview: text("rate_review"),
    /** Null until the user picks them: those of the country (`unitPreferencesByCountry`). */
    units: text("units", { mode: "json" }).$type<UnitPreferences>(),
    /** Null until the user changes them: the domain's defaults. */
    notificationSettings: text("notification_settings", { mode: "json" }).$type<NotificationSettings>(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [
    uniqueIndex("users_username_unique").on(sql`lower(${table.username})`),
    uniqueIndex("users_email_unique").on(table.email),
    uniqueIndex("users_google_subject_unique").on(table.googleSubject),
  ],
);

/** Activation and password-reset links. Only a SHA-256 of the token is kept. */
export const oneTimeTokens = sqliteTable(
  "one_time_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: oneTimeTokenPurposes }).notNull(),
    /** What the link is about: for an email revert, the address it gives back to the account. */
    detail: text("detail"),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: text("created_at").notNull(),
  },
  (table) => [index("one_time_tokens_user").on(table.userId, table.purpose)],
);

export const notifications = sqliteTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The text in the recipient's language when written: the fallback for rows without a key. */
    message: text("message").notNull(),
    key: text("key", { enum: notificationKeys }),
    params: text("params", { mode: "json" }).$type<NotificationParams>(),
    read: integer("read", { mode: "boolean" }).notNull().default(false),
    createdAt: text("created_at").notNull(),
  },
  (table) => [index("notifications_user").on(table.userId, table.createdAt)],
);

/**
 * Where an account is signed in: one row per session (the token's `sid`), named by the device's
 * user agent. Deleting the row signs that device out at its next request.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    browser: text("browser"),
    os: text("os"),
    createdAt: text("created_at").notNull(),
    lastSeenAt: text("last_seen_at").notNull(),
  },
  (table) => [index("sessions_user").on(table.userId, table.lastSeenAt)],
);

export type UserRow = typeof users.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Vehicles with the owner as a column; the rest mirrors the domain's Vehicle. `displacement` is
 * the odometer, moved forward by higher readings; `initialKm` is where the counter started.
 */
export const vehicles = sqliteTable(
  "vehicles",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vehicleType: text("vehicle_type", { enum: vehicleTypes }).notNull(),
    fullname: text("fullname").notNull(),
    brand: text("brand").notNull(),
    manufacture: text("manufacture").notNull(),
    model: text("model").notNull(),
    plateNumber: text("plate_number"),
    year: integer("year"),
    displacement: real("displacement").notNull(),
    initialKm: real("initial_km").notNull(),
    /** What it runs on; `type` and `energy_type` are the seed's fields, derived from it. */
    power: text("power", { enum: vehiclePowers }),
    type: text("type", { enum: powerSources }),
    energyType: text("energy_type", { enum: fuelTypes }),
    color: text("color"),
    passengers: integer("passengers"),
    bodySerial: text("body_serial"),
    boughtDate: text("bought_date"),
    insuranceDate: text("insurance_date"),
    taxesDate: text("taxes_date"),
    extId: text("ext_id"),
    externalDistance: real("external_distance"),
    from: text("from", { enum: vehicleSources }).notNull(),
    maintenanceInterval: integer("maintenance_interval"),
    resetMaintenanceType: text("reset_maintenance_type", { enum: allResetMaintenanceTypes }),
    integrations: text("integrations", { mode: "json" }).$type<Vehicle["integrations"]>().notNull(),
    workshopVisit: text("workshop_visit", { mode: "json" }).$type<WorkshopVisit>(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [index("vehicles_owner").on(table.ownerId)],
);

/** A vehicle's entries by date and by km: the timeline and odometer queries name them (garage/timeline.ts). */
export const historyIndexes = {
  maintenances: { date: "maintenances_vehicle", km: "maintenances_vehicle_kms" },
  refuels: { date: "refuels_vehicle", km: "refuels_vehicle_km" },
  expenses: { date: "expenses_vehicle", km: "expenses_vehicle_km" },
  tyreEvents: { date: "tyre_events_vehicle", km: "tyre_events_vehicle_km" },
  treadReadings: { date: "tread_readings_vehicle", km: "tread_readings_vehicle_km" },
} as const;

export const maintenances = sqliteTable(
  "maintenances",
  {
    id: text("id").primaryKey(),
    vehicleId: text("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    type: text("type", { enum: maintenanceTypes }).notNull(),
    adjustments: text("adjustments", { mode: "json" }).$type<string[]>().notNull(),
    description: text("description"),
    kms: real("kms"),
    amount: real("amount"),
    /** What the amount was paid in; rows from before currencies were dollars. */
    currency: text("currency", { enum: currencies }).notNull().default(legacyCurrency),
    date: text("date").notNull(),
    /** Recorded by km alone: `date` is only its place on the timeline, and it is no neighbour in time. */
    dateUnknown: integer("date_unknown", { mode: "boolean" }).notNull().default(false),
    createdBy: text("created_by").notNull(),
    createdAt: text("created_at").notNull(),
    /** The workshop's shop name when a workshop grantee logged it (the service history names it). */
    loggedByShop: text("logged_by_shop"),
    /** The app an imported entry came from. */
    importedFrom: text("imported_from", { enum: importFormats }),
    /** The workshop's signature, written when its work was accepted (docs/security.md). */
    seal: text("seal", { mode: "json" }).$type<EntrySeal>(),
  },
  (table) => [
    index(historyIndexes.maintenances.date).on(table.vehicleId, table.date),
    // Serves the odometer check's max(kms) without reading the vehicle's whole history.
    index(historyIndexes.maintenances.km).on(table.vehicleId, table.kms),
  ],
);

export const refuels = sqliteTable(
  "refuels",
  {
    id: text("id").primaryKey(),
    vehicleId: text("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    amount: real("amount").notNull(),
    /** What the amount was paid in; rows from before currencies were dollars. */
    currency: text("currency", { enum: currencies }).notNull().default(legacyCurrency),
    /** What was delivered; `quantity` is in its unit (litres, kWh, kg) and `price_per_lt` per that unit. */
    energy: text("energy", { enum: energies }).notNull().default("fuel"),
    fuel: text("fuel", { enum: fuelGrades }),
    quantity: real("quantity").notNull(),
    displacement: real("displacement").notNull(),
    stationName: text("station_name").notNull(),
    stationLocation: text("station_location").notNull(),
    pricePerLt: real("price_per_lt"),
    /** Filled to the brim: fuel economy runs from one full fill to the next. */
    fullTank: integer("full_tank", { mode: "boolean" }).notNull().default(true),
    /** A fill-up before this one went unlogged: the stretch ending here is left out of economy. */
    missedPrevious: integer("missed_previous", { mode: "boolean" }).notNull().default(false),
    /** A charge's details: null on fills of fuel and gas, and on a charge where not noted. */
    chargePlace: text("charge_place", { enum: chargePlaces }),
    socStart: integer("soc_start"),
    socEnd: integer("soc_end"),
    chargerKw: real("charger_kw"),
    chargeMinutes: integer("charge_minutes"),
    createdBy: text("created_by").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (table) => [
    index(historyIndexes.refuels.date).on(table.vehicleId, table.date),
    index(historyIndexes.refuels.km).on(table.vehicleId, table.displacement),
  ],
);

/** What a vehicle cost besides energy and maintenance (issue "Every cost"); the domain's `Expense` shape. */
export const expenses = sqliteTable(
  "expenses",
  {
    id: text("id").primaryKey(),
    vehicleId: text("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    category: text("category", { enum: expenseCategories }).notNull(),
    amount: real("amount").notNull(),
    currency: text("currency", { enum: currencies }).notNull(),
    date: text("date").notNull(),
    km: real("km"),
    place: text("place").notNull().default(""),
    notes: text("notes").notNull().default(""),
    recurrence: text("recurrence", { mode: "json" }).$type<Recurrence>(),
    occurrenceOf: text("occurrence_of", { mode: "json" }).$type<OccurrenceOf>(),
    coversMonths: integer("covers_months"),
    createdBy: text("created_by").notNull(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [
    index(historyIndexes.expenses.date).on(table.vehicleId, table.date),
    index(historyIndexes.expenses.km).on(table.vehicleId, table.km),
  ],
);

/**
 * Receipts, photos and papers (issue "Receipts, photos and papers"); the domain's `Attachment` shape.
 * The file itself is in the blob store under the row's id, once `storedAt` is set.
 */
export const attachments = sqliteTable(
  "attachments",
  {
    id: text("id").primaryKey(),
    vehicleId: text("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: attachmentPurposes }).notNull(),
    recordKind: text("record_kind", { enum: attachableKinds }),
    recordId: text("record_id"),
    paper: text("paper", { enum: paperKinds }),
    expiresOn: text("expires_on"),
    mediaType: text("media_type", { enum: attachmentMediaTypes }).notNull(),
    bytes: integer("bytes").notNull(),
    sha256: text("sha256").notNull(),
    name: text("name").notNull(),
    width: integer("width"),
    height: integer("height"),
    thumbnail: text("thumbnail"),
    takenAt: text("taken_at"),
    createdBy: text("created_by").notNull(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
    /** When the file reached the blob store. */
    storedAt: text("stored_at"),
    /**
     * Whose storage the stored file counts against: the vehicle's owner (a transfer hands it to the
     * new one), or the workshop or customer who attached it to their own work.
     */
    billedTo: text("billed_to"),
  },
  (table) => [
    index("attachments_vehicle").on(table.vehicleId),
    index("attachments_record").on(table.recordId),
    index("attachments_created_by").on(table.createdBy),
    index("attachments_billed_to").on(table.billedTo),
  ],
);

/** Reminders a user set for a vehicle (issue "Reminders"); the domain's `Reminder` shape. */
export const reminders = sqliteTable(
  "reminders",
  {
    id: text("id").primaryKey(),
    vehicleId: text("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    title: text("title"),
    adjustment: text("adjustment", { enum: adjustmentKeys }),
    maintenanceType: text("maintenance_type", { enum: maintenanceTypes }),
    dueKm: real("due_km"),
    dueDate: text("due_date"),
    everyKm: real("every_km"),
    everyMonths: integer("every_months"),
    lastDoneKm: real("last_done_km"),
    lastDoneDate: text("last_done_date"),
    doneAt: text("done_at"),
    snoozedUntil: text("snoozed_until"),
    dismissed: integer("dismissed", { mode: "boolean" }).notNull().default(false),
    createdBy: text("created_by").notNull(),
    /** The shop's name when a workshop set it at handover. */
    setByShop: text("set_by_shop"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [index("reminders_vehicle").on(table.vehicleId)],
);

/** A vehicle's tyre sets (issue "Tyres done right"); the domain's `TyreSet` shape. */
export const tyreSets = sqliteTable(
  "tyre_sets",
  {
    id: text("id").primaryKey(),
    vehicleId: text("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    brand: text("brand").notNull().default(""),
    model: text("model").notNull().default(""),
    size: text("size").notNull(),
    season: text("season", { enum: tyreSeasons }).notNull(),
    tyres: text("tyres", { mode: "json" }).$type<SetTyre[]>().notNull(),
    price: real("price"),
    currency: text("currency", { enum: currencies }).notNull(),
    place: text("place").notNull().default(""),
    boughtOn: text("bought_on"),
    minimumTreadMm: real("minimum_tread_mm"),
    ageWarningYears: integer("age_warning_years"),
    notes: text("notes").notNull().default(""),
    retired: integer("retired", { mode: "boolean" }).notNull().default(false),
    createdBy: text("created_by").notNull(),
    loggedByShop: text("logged_by_shop"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [index("tyre_sets_vehicle").on(table.vehicleId)],
);

/** Tyres put on, taken off or moved at a reading of the odometer; the domain's `TyreEvent` shape. */
export const tyreEvents = sqliteTable(
  "tyre_events",
  {
    id: text("id").primaryKey(),
    vehicleId: text("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    km: real("km").notNull(),
    moves: text("moves", { mode: "json" }).$type<TyreMove[]>().notNull(),
    notes: text("notes").notNull().default(""),
    createdBy: text("created_by").notNull(),
    loggedByShop: text("logged_by_shop"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [
    index(historyIndexes.tyreEvents.date).on(table.vehicleId, table.date),
    index(historyIndexes.tyreEvents.km).on(table.vehicleId, table.km),
  ],
);

/**
 * One vehicle's safety recalls (the domain's `RecallReport`): what the source was asked and when,
 * each campaign found and the owner's dismissals. Written by the server's look-up, read offline.
 */
export const recalls = sqliteTable(
  "recalls",
  {
    id: text("id").primaryKey(),
    vehicleId: text("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    source: text("source", { enum: recallSources }).notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    modelYear: integer("model_year").notNull(),
    checkedAt: text("checked_at").notNull(),
    campaigns: text("campaigns", { mode: "json" }).$type<RecallCampaign[]>().notNull(),
    dismissals: text("dismissals", { mode: "json" }).$type<RecallDismissal[]>().notNull(),
    /** Always null: the server writes reports, no one's account (a row kind's column all the same). */
    createdBy: text("created_by"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [uniqueIndex("recalls_vehicle").on(table.vehicleId), index("recalls_checked").on(table.checkedAt)],
);

/**
 * When each vehicle's VIN was last looked up for recalls, what came of it, and when to look again:
 * a server's own schedule, which a process claims a vehicle on before it asks the source.
 */
export const recallLookups = sqliteTable(
  "recall_lookups",
  {
    vehicleId: text("vehicle_id")
      .primaryKey()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    vin: text("vin").notNull(),
    outcome: text("outcome", { enum: ["claimed", "decoded", "unknown", "failed"] }).notNull(),
    nextAt: text("next_at").notNull(),
  },
  (table) => [index("recall_lookups_next").on(table.nextAt)],
);

/** Tread measured tyre by tyre; the domain's `TreadReading` shape. */
export const treadReadings = sqliteTable(
  "tread_readings",
  {
    id: text("id").primaryKey(),
    vehicleId: text("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    km: real("km"),
    depths: text("depths", { mode: "json" }).$type<TreadDepth[]>().notNull(),
    notes: text("notes").notNull().default(""),
    createdBy: text("created_by").notNull(),
    loggedByShop: text("logged_by_shop"),
    /** The workshop's signature, written when its reading was accepted (docs/security.md). */
    seal: text("seal", { mode: "json" }).$type<TreadSeal>(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [
    index(historyIndexes.treadReadings.date).on(table.vehicleId, table.date),
    index(historyIndexes.treadReadings.km).on(table.vehicleId, table.km),
  ],
);

/** A live QR for handing a vehicle over: single use, 30 seconds, only the secret's hash kept. */
export const transferAuthorizations = sqliteTable(
  "transfer_authorizations",
  {
    secretHash: text("secret_hash").primaryKey(),
    vehicleId: text("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    ownerId: text("owner_id").notNull(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: text("created_at").notNull(),
  },
  (table) => [index("transfer_authorizations_vehicle").on(table.vehicleId)],
);

/**
 * Access a vehicle's owner gave someone by a share QR (SPEC §6). One role per person and vehicle;
 * a newer grant replaces the role. Gone with the vehicle, the grantee, or a transfer.
 */
export const vehicleShares = sqliteTable(
  "vehicle_shares",
  {
    vehicleId: text("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    granteeId: text("grantee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: shareRoles }).notNull(),
    createdAt: text("created_at").notNull(),
    /** When the grant that gave this role was made (ms): an older grant never replaces it. */
    grantIssuedAt: integer("grant_issued_at").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.vehicleId, table.granteeId] }),
    index("vehicle_shares_grantee").on(table.granteeId),
  ],
);

/**
 * Share grants already claimed: a grant works once. A row is useless once its grant has expired,
 * so claiming prunes the expired ones.
 */
export const shareGrantClaims = sqliteTable(
  "share_grant_claims",
  {
    grantId: text("grant_id").primaryKey(),
    vehicleId: text("vehicle_id").notNull(),
    granteeId: text("grantee_id").notNull(),
    /** When the grant stops working anyway (ms since the epoch). */
    expiresAt: integer("expires_at").notNull(),
  },
  (table) => [index("share_grant_claims_expiry").on(table.expiresAt)],
);

/** The last time an owner took someone's access away (ms): a grant made before it is refused. */
export const shareRevocations = sqliteTable(
  "share_revocations",
  {
    vehicleId: text("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    granteeId: text("grantee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    revokedAt: integer("revoked_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.vehicleId, table.granteeId] })],
);

/** A workshop or insurance broker on the business plan (SPEC §3 "Shop"); one per user. */
export const shops = sqliteTable("shops", {
  id: text("id").primaryKey(),
  ownerId: text("owner_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  type: text("type", { enum: shopTypes }).notNull(),
  name: text("name").notNull(),
  contactName: text("contact_name").notNull(),
  address: text("address").notNull(),
  phone: text("phone").notNull(),
  createdAt: text("created_at").notNull(),
});

/**
 * A user's connection to a fitness service. The tokens never leave the server; `expiresAt` is
 * when the access token stops working (seconds since the epoch, as Strava gives it).
 */
export const integrationAccounts = sqliteTable(
  "integration_accounts",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name", { enum: integrationNames }).notNull(),
    athleteId: text("athlete_id").notNull(),
    accessToken: text("access_token").notNull(),
    refreshToken: text("refresh_token").notNull(),
    expiresAt: integer("expires_at").notNull(),
    distancesRefreshedAt: text("distances_refreshed_at"),
    createdAt: text("created_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.name] })],
);

/** A device that syncs: it belongs to one user and its mutations are applied in `mid` order. */
export const syncClients = sqliteTable("sync_clients", {
  id: text("id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  lastMutationId: integer("last_mutation_id").notNull().default(0),
  createdAt: text("created_at").notNull(),
});

/** The answer given to each mutation, so a resent one gets the same answer without a second apply. */
export const syncResults = sqliteTable(
  "sync_results",
  {
    clientId: text("client_id")
      .notNull()
      .references(() => syncClients.id, { onDelete: "cascade" }),
    mid: integer("mid").notNull(),
    status: text("status", { enum: mutationStatuses }).notNull(),
    code: text("code"),
    message: text("message"),
    /** For a km refused as `invalidMileage`: the reading it clashed with. */
    conflict: text("conflict", { mode: "json" }).$type<ReadingConflict>(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.mid] })],
);

/** Data repairs (see db/repairs.ts) already applied to this database, each run once at start. */
export const dataRepairs = sqliteTable("data_repairs", {
  name: text("name").primaryKey(),
  appliedAt: text("applied_at").notNull(),
});

/**
 * Per-user change log read by pulls. One row per (user, entity, id): a newer change replaces the
 * older row with a higher `seq`, so the log stays as small as the user's data plus tombstones.
 * `data` is the entity as the user may see it, as JSON.
 */
export const changeLog = sqliteTable(
  "change_log",
  {
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    userId: text("user_id").notNull(),
    entity: text("entity", { enum: syncEntities }).notNull(),
    entityId: text("entity_id").notNull(),
    op: text("op", { enum: changeOps }).notNull(),
    data: text("data"),
  },
  (table) => [
    index("change_log_user_seq").on(table.userId, table.seq),
    uniqueIndex("change_log_user_entity").on(table.userId, table.entity, table.entityId),
  ],
);

/** Browsers a user allowed to receive Web Push; the push service's 404 or 410 removes one. */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    endpoint: text("endpoint").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (table) => [index("push_subscriptions_user").on(table.userId)],
);

/** When each vehicle's due items must be looked at again (a change, or a date coming). */
export const dueSchedule = sqliteTable(
  "due_schedule",
  {
    vehicleId: text("vehicle_id").primaryKey(),
    nextAt: text("next_at").notNull(),
  },
  (table) => [index("due_schedule_next").on(table.nextAt)],
);

/**
 * One row per (user, occurrence, channel): the unique key that makes each reminder go out once.
 * Written in the transaction that writes the notification; `pending` until sent. `sending` is
 * set just before the network call, with `not_before` at the end of the scheduler's lease, so a
 * crash there resends once the lease has passed (with the same push topic and mail Message-ID,
 * which replace rather than repeat) instead of losing it, and no one sends it twice meanwhile.
 */
export const dueDeliveries = sqliteTable(
  "due_deliveries",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A due notice's id, or `digest:{ISO week}`. */
    occurrence: text("occurrence").notNull(),
    channel: text("channel", { enum: notificationChannels }).notNull(),
    state: text("state", { enum: dueDeliveryStates }).notNull(),
    /** What to say: a due notice's key and parameters, or the digest's items. */
    payload: text("payload", { mode: "json" }).$type<unknown>().notNull(),
    notBefore: text("not_before").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** A push's endpoints that accepted it: a retry goes only to the others. */
    deliveredTo: text("delivered_to", { mode: "json" }).$type<string[]>(),
    createdAt: text("created_at").notNull(),
    sentAt: text("sent_at"),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.occurrence, table.channel] }),
    index("due_deliveries_waiting").on(table.state, table.notBefore),
  ],
);

/**
 * The scheduler's single row: which server process holds the lease to run it, until when, and
 * how far into the change log it has read.
 */
export const schedulerState = sqliteTable("scheduler_state", {
  name: text("name").primaryKey(),
  holder: text("holder"),
  leaseUntil: text("lease_until"),
  changeSeq: integer("change_seq"),
});

/**
 * Fixed-window counters of the rate limits (sign-in guesses, reset mails, requests per address),
 * kept in the database so that every server process counts the same requests. Times in ms.
 */
export const rateWindows = sqliteTable(
  "rate_windows",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: integer("reset_at").notNull(),
  },
  (table) => [index("rate_windows_reset").on(table.resetAt)],
);

/** Every table, for what works over all of them (the PostgreSQL schema, the copy to PostgreSQL). */
/** Odo's own signing key, made once by the first process that needs it: one row, id "odo". */
export const serverKeys = sqliteTable("server_keys", {
  id: text("id").primaryKey(),
  keyId: text("key_id").notNull(),
  publicKey: text("public_key", { mode: "json" }).$type<PublicKeyJwk>().notNull(),
  /** PKCS #8, base64. */
  privateKey: text("private_key").notNull(),
  createdAt: text("created_at").notNull(),
});

/**
 * Each shop's signing keys, certified by Odo's. A shop has one current key (`replaced_at` null);
 * replaced and closed keys stay, so what they signed still checks.
 */
export const shopKeys = sqliteTable(
  "shop_keys",
  {
    keyId: text("key_id").primaryKey(),
    /** No foreign key, and no account's id: a closed shop's certificates outlive it and its owner. */
    shopId: text("shop_id").notNull(),
    publicKey: text("public_key", { mode: "json" }).$type<PublicKeyJwk>().notNull(),
    /** PKCS #8, base64; erased when the shop closes. */
    privateKey: text("private_key"),
    certificate: text("certificate", { mode: "json" }).$type<ShopCertificate>().notNull(),
    createdAt: text("created_at").notNull(),
    replacedAt: text("replaced_at"),
    closedAt: text("closed_at"),
  },
  (table) => [index("shop_keys_shop").on(table.shopId)],
);

/** A vehicle's history shared by link: read by anyone holding the token until it expires or is revoked. */
export const historyLinks = sqliteTable(
  "history_links",
  {
    token: text("token").primaryKey(),
    vehicleId: text("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    ownerId: text("owner_id").notNull(),
    from: text("from"),
    includesAmounts: integer("includes_amounts", { mode: "boolean" }).notNull(),
    createdAt: text("created_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    revokedAt: text("revoked_at"),
  },
  (table) => [index("history_links_vehicle").on(table.vehicleId), index("history_links_owner").on(table.ownerId)],
);

/** A workshop's "Remind the owner": one per vehicle and item occurrence, whoever sends it. */
export const shopReminders = sqliteTable(
  "shop_reminders",
  {
    vehicleId: text("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    occurrence: text("occurrence").notNull(),
    sentBy: text("sent_by").notNull(),
    sentAt: text("sent_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.vehicleId, table.occurrence] }),
    index("shop_reminders_sent_by").on(table.sentBy),
  ],
);

/**
 * The terms of a user's plan beyond its name (issue "Plans that are paid for"): until when it is
 * paid and whether it renews by itself. No row: a plan with no end (free, chosen in test mode, or
 * set by an operator). A plan that does not renew becomes free when its time is over.
 */
export const planTerms = sqliteTable(
  "plan_terms",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    paidUntil: text("paid_until").notNull(),
    renews: integer("renews", { mode: "boolean" }).notNull(),
    /** What paid for it: "voucher", or "provider" (a subscription at the payment provider). */
    source: text("source").notNull(),
    /** The provider's customer and subscription, for its portal and its events. */
    providerCustomer: text("provider_customer"),
    providerSubscription: text("provider_subscription"),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [
    index("plan_terms_paid_until").on(table.paidUntil),
    index("plan_terms_provider_subscription").on(table.providerSubscription),
  ],
);

/**
 * The payment provider's events applied, by their id: each once, whatever the number of server
 * processes receiving it (the insert of its id is the decision).
 */
export const billingEvents = sqliteTable(
  "billing_events",
  {
    eventId: text("event_id").primaryKey(),
    type: text("type").notNull(),
    /** When the provider made it (unix seconds). */
    created: integer("created").notNull(),
    /** The subscription it is about: a later event about it makes an earlier one arriving late stale. */
    subscription: text("subscription"),
    receivedAt: text("received_at").notNull(),
  },
  (table) => [index("billing_events_subscription").on(table.subscription, table.created)],
);

/**
 * Plan vouchers an operator issued, to be sold for cash: the serial of each code (its tag is
 * checked by key, never stored), what it gives, until when it may be redeemed, and who did.
 */
export const vouchers = sqliteTable(
  "vouchers",
  {
    serial: text("serial").primaryKey(),
    plan: text("plan", { enum: voucherPlans }).notNull(),
    months: integer("months").notNull(),
    redeemBy: text("redeem_by").notNull(),
    /** Who it was issued for: a workshop's name, a batch, as the operator wrote it. */
    note: text("note").notNull(),
    issuedAt: text("issued_at").notNull(),
    /** No foreign key: a voucher redeemed stays recorded after its account is erased. */
    redeemedBy: text("redeemed_by"),
    redeemedAt: text("redeemed_at"),
  },
  (table) => [index("vouchers_redeemed_by").on(table.redeemedBy)],
);

/**
 * A user's calendar feed (issue 52): its secret is an HMAC of the nonce and the password's hash
 * (`calendar/feed-secret.ts`), so a new password or a new nonce ends the old address; deleting the
 * row revokes it. The secret itself is never stored.
 */
export const calendarFeeds = sqliteTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  nonce: text("nonce").notNull(),
  /** The zone its days are read in, the phone's when it was made; null: the notification settings'. */
  timeZone: text("time_zone"),
  createdAt: text("created_at").notNull(),
  lastFetchedAt: text("last_fetched_at"),
});

/** Personal API keys (issue 52): found by the SHA-256 of the key, which is shown once and not kept. */
export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scope: text("scope", { enum: apiKeyScopes }).notNull(),
    keyHash: text("key_hash").notNull(),
    createdAt: text("created_at").notNull(),
    lastUsedAt: text("last_used_at"),
  },
  (table) => [uniqueIndex("api_keys_hash").on(table.keyHash), index("api_keys_user").on(table.userId)],
);

/**
 * A user's webhook endpoints (issue 52): where messages of the chosen types go, signed with the
 * secret (sealed under the token key: Odo must sign with it, so it cannot be a hash).
 */
export const webhooks = sqliteTable(
  "webhooks",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: text("events", { mode: "json" }).notNull().$type<WebhookEventType[]>(),
    secret: text("secret").notNull(),
    createdAt: text("created_at").notNull(),
    /** Failed attempts in a row, across messages; a delivered one resets it. */
    failuresInARow: integer("failures_in_a_row").notNull().default(0),
    disabledAt: text("disabled_at"),
  },
  (table) => [index("webhooks_user").on(table.userId)],
);

/** Each message to each endpoint, and where its delivery stands: the outbox and the owner's log. */
export const webhookDeliveries = sqliteTable(
  "webhook_deliveries",
  {
    /** The message id (`msg_…`), the `webhook-id` a receiver dedupes by. */
    id: text("id").primaryKey(),
    webhookId: text("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    type: text("type", { enum: webhookEventTypes }).notNull(),
    /** The body, exactly as signed and sent on every attempt. */
    body: text("body").notNull(),
    state: text("state", { enum: webhookDeliveryStates }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastStatus: integer("last_status"),
    createdAt: text("created_at").notNull(),
    /** When it may be tried next; a sender claims it by moving this past its own attempt. */
    nextAttemptAt: text("next_attempt_at"),
  },
  (table) => [
    index("webhook_deliveries_due").on(table.state, table.nextAttemptAt),
    index("webhook_deliveries_log").on(table.webhookId, table.createdAt),
  ],
);

export const tables = {
  users,
  sessions,
  oneTimeTokens,
  notifications,
  vehicles,
  maintenances,
  refuels,
  expenses,
  reminders,
  tyreSets,
  tyreEvents,
  treadReadings,
  recalls,
  recallLookups,
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
  shopReminders,
  planTerms,
  billingEvents,
  vouchers,
  calendarFeeds,
  apiKeys,
  webhooks,
  webhookDeliveries,
};
