import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

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
    role: text("role", { enum: ["admin", "user"] })
      .notNull()
      .default("user"),
    plan: text("plan", { enum: ["free", "basic", "business"] })
      .notNull()
      .default("free"),
    country: text("country", { enum: ["panama", "venezuela", "usa", "none"] })
      .notNull()
      .default("panama"),
    lang: text("lang", { enum: ["en", "es"] })
      .notNull()
      .default("es"),
    active: integer("active", { mode: "boolean" }).notNull().default(false),
    /** Bumped when the password is reset; tokens carrying an older value are refused. */
    sessionVersion: integer("session_version").notNull().default(0),
    rateRating: integer("rate_rating"),
    rateReview: text("rate_review"),
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
    purpose: text("purpose", { enum: ["activation", "reset"] }).notNull(),
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
    message: text("message").notNull(),
    read: integer("read", { mode: "boolean" }).notNull().default(false),
    createdAt: text("created_at").notNull(),
  },
  (table) => [index("notifications_user").on(table.userId, table.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
