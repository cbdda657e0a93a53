CREATE TABLE "billing_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created" bigint NOT NULL,
	"subscription" text,
	"received_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_terms" (
	"user_id" text PRIMARY KEY NOT NULL,
	"paid_until" text NOT NULL,
	"renews" integer NOT NULL,
	"source" text NOT NULL,
	"provider_customer" text,
	"provider_subscription" text,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"serial" text PRIMARY KEY NOT NULL,
	"plan" text NOT NULL,
	"months" bigint NOT NULL,
	"redeem_by" text NOT NULL,
	"note" text NOT NULL,
	"issued_at" text NOT NULL,
	"redeemed_by" text,
	"redeemed_at" text
);
--> statement-breakpoint
ALTER TABLE "plan_terms" ADD CONSTRAINT "plan_terms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_events_subscription" ON "billing_events" USING btree ("subscription","created");--> statement-breakpoint
CREATE INDEX "plan_terms_paid_until" ON "plan_terms" USING btree ("paid_until");--> statement-breakpoint
CREATE INDEX "plan_terms_provider_subscription" ON "plan_terms" USING btree ("provider_subscription");--> statement-breakpoint
CREATE INDEX "vouchers_redeemed_by" ON "vouchers" USING btree ("redeemed_by");