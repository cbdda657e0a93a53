CREATE TABLE "change_log" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"op" text NOT NULL,
	"data" text
);
--> statement-breakpoint
CREATE TABLE "data_repairs" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "due_deliveries" (
	"user_id" text NOT NULL,
	"occurrence" text NOT NULL,
	"channel" text NOT NULL,
	"state" text NOT NULL,
	"payload" text NOT NULL,
	"not_before" text NOT NULL,
	"attempts" bigint DEFAULT 0 NOT NULL,
	"created_at" text NOT NULL,
	"sent_at" text,
	CONSTRAINT "due_deliveries_user_id_occurrence_channel_pk" PRIMARY KEY("user_id","occurrence","channel")
);
--> statement-breakpoint
CREATE TABLE "due_schedule" (
	"vehicle_id" text PRIMARY KEY NOT NULL,
	"next_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_accounts" (
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"athlete_id" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"distances_refreshed_at" text,
	"created_at" text NOT NULL,
	CONSTRAINT "integration_accounts_user_id_name_pk" PRIMARY KEY("user_id","name")
);
--> statement-breakpoint
CREATE TABLE "maintenances" (
	"id" text PRIMARY KEY NOT NULL,
	"vehicle_id" text NOT NULL,
	"type" text NOT NULL,
	"adjustments" text NOT NULL,
	"description" text,
	"kms" double precision,
	"amount" double precision,
	"currency" text DEFAULT 'USD' NOT NULL,
	"date" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" text NOT NULL,
	"logged_by_shop" text
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"message" text NOT NULL,
	"key" text,
	"params" text,
	"read" integer DEFAULT 0 NOT NULL,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" text NOT NULL,
	"used_at" text,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"endpoint" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refuels" (
	"id" text PRIMARY KEY NOT NULL,
	"vehicle_id" text NOT NULL,
	"date" text NOT NULL,
	"amount" double precision NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"fuel" text,
	"quantity" double precision NOT NULL,
	"displacement" double precision NOT NULL,
	"station_name" text NOT NULL,
	"station_location" text NOT NULL,
	"price_per_lt" double precision,
	"full_tank" integer DEFAULT 1 NOT NULL,
	"missed_previous" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" text PRIMARY KEY NOT NULL,
	"vehicle_id" text NOT NULL,
	"title" text,
	"adjustment" text,
	"maintenance_type" text,
	"due_km" double precision,
	"due_date" text,
	"every_km" double precision,
	"every_months" bigint,
	"last_done_km" double precision,
	"last_done_date" text,
	"done_at" text,
	"snoozed_until" text,
	"dismissed" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduler_state" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text,
	"lease_until" text,
	"change_seq" bigint
);
--> statement-breakpoint
CREATE TABLE "share_grant_claims" (
	"grant_id" text PRIMARY KEY NOT NULL,
	"vehicle_id" text NOT NULL,
	"grantee_id" text NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_revocations" (
	"vehicle_id" text NOT NULL,
	"grantee_id" text NOT NULL,
	"revoked_at" bigint NOT NULL,
	CONSTRAINT "share_revocations_vehicle_id_grantee_id_pk" PRIMARY KEY("vehicle_id","grantee_id")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"contact_name" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" text NOT NULL,
	CONSTRAINT "shops_owner_id_unique" UNIQUE("owner_id")
);
--> statement-breakpoint
CREATE TABLE "sync_clients" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"last_mutation_id" bigint DEFAULT 0 NOT NULL,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_results" (
	"client_id" text NOT NULL,
	"mid" bigint NOT NULL,
	"status" text NOT NULL,
	"code" text,
	"message" text,
	CONSTRAINT "sync_results_client_id_mid_pk" PRIMARY KEY("client_id","mid")
);
--> statement-breakpoint
CREATE TABLE "transfer_authorizations" (
	"secret_hash" text PRIMARY KEY NOT NULL,
	"vehicle_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"expires_at" text NOT NULL,
	"used_at" text,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"google_subject" text,
	"name" text NOT NULL,
	"lastname" text NOT NULL,
	"picture" text,
	"role" text DEFAULT 'user' NOT NULL,
	"plan" text DEFAULT 'free' NOT NULL,
	"country" text DEFAULT 'panama' NOT NULL,
	"lang" text DEFAULT 'es' NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	"session_version" bigint DEFAULT 0 NOT NULL,
	"rate_rating" bigint,
	"rate_review" text,
	"units" text,
	"notification_settings" text,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_shares" (
	"vehicle_id" text NOT NULL,
	"grantee_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" text NOT NULL,
	"grant_issued_at" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "vehicle_shares_vehicle_id_grantee_id_pk" PRIMARY KEY("vehicle_id","grantee_id")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"fullname" text NOT NULL,
	"brand" text NOT NULL,
	"manufacture" text NOT NULL,
	"model" text NOT NULL,
	"plate_number" text,
	"year" bigint,
	"displacement" double precision NOT NULL,
	"initial_km" double precision NOT NULL,
	"type" text,
	"energy_type" text,
	"color" text,
	"passengers" bigint,
	"body_serial" text,
	"bought_date" text,
	"insurance_date" text,
	"taxes_date" text,
	"ext_id" text,
	"external_distance" double precision,
	"from" text NOT NULL,
	"maintenance_interval" bigint,
	"reset_maintenance_type" text,
	"integrations" text NOT NULL,
	"workshop_visit" text,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "due_deliveries" ADD CONSTRAINT "due_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_accounts" ADD CONSTRAINT "integration_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenances" ADD CONSTRAINT "maintenances_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refuels" ADD CONSTRAINT "refuels_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_revocations" ADD CONSTRAINT "share_revocations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_revocations" ADD CONSTRAINT "share_revocations_grantee_id_users_id_fk" FOREIGN KEY ("grantee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_clients" ADD CONSTRAINT "sync_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_results" ADD CONSTRAINT "sync_results_client_id_sync_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."sync_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_authorizations" ADD CONSTRAINT "transfer_authorizations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_shares" ADD CONSTRAINT "vehicle_shares_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_shares" ADD CONSTRAINT "vehicle_shares_grantee_id_users_id_fk" FOREIGN KEY ("grantee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_log_user_seq" ON "change_log" USING btree ("user_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "change_log_user_entity" ON "change_log" USING btree ("user_id","entity","entity_id");--> statement-breakpoint
CREATE INDEX "due_deliveries_waiting" ON "due_deliveries" USING btree ("state","not_before");--> statement-breakpoint
CREATE INDEX "due_schedule_next" ON "due_schedule" USING btree ("next_at");--> statement-breakpoint
CREATE INDEX "maintenances_vehicle" ON "maintenances" USING btree ("vehicle_id","date");--> statement-breakpoint
CREATE INDEX "maintenances_vehicle_kms" ON "maintenances" USING btree ("vehicle_id","kms");--> statement-breakpoint
CREATE INDEX "notifications_user" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "one_time_tokens_user" ON "one_time_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refuels_vehicle" ON "refuels" USING btree ("vehicle_id","date");--> statement-breakpoint
CREATE INDEX "refuels_vehicle_km" ON "refuels" USING btree ("vehicle_id","displacement");--> statement-breakpoint
CREATE INDEX "reminders_vehicle" ON "reminders" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "share_grant_claims_expiry" ON "share_grant_claims" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "transfer_authorizations_vehicle" ON "transfer_authorizations" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_subject_unique" ON "users" USING btree ("google_subject");--> statement-breakpoint
CREATE INDEX "vehicle_shares_grantee" ON "vehicle_shares" USING btree ("grantee_id");--> statement-breakpoint
CREATE INDEX "vehicles_owner" ON "vehicles" USING btree ("owner_id");