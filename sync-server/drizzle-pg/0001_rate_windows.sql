CREATE TABLE "rate_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"count" bigint NOT NULL,
	"reset_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_windows_reset" ON "rate_windows" USING btree ("reset_at");