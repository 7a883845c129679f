CREATE TABLE "activity_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"record_id" text,
	"summary" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activity_log_at_idx" ON "activity_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_log_actor_at_idx" ON "activity_log" USING btree ("actor","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_log_kind_at_idx" ON "activity_log" USING btree ("kind","at" DESC NULLS LAST);