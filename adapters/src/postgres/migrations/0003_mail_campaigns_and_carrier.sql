CREATE TABLE "campaign_deliveries" (
	"campaign_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"unsubscribe_token" uuid NOT NULL,
	"batch" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_message_id" text,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_deliveries_campaign_id_email_pk" PRIMARY KEY("campaign_id","email")
);
--> statement-breakpoint
CREATE TABLE "mail_deliveries" (
	"key" text PRIMARY KEY NOT NULL,
	"template" text NOT NULL,
	"recipient" text NOT NULL,
	"status" text NOT NULL,
	"provider_message_id" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "content" jsonb;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "site_origin" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "suppressed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "suppression_reason" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "resubscribe_token" uuid;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "resubscribe_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipping_labels" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "shipping_labels" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "shipping_labels" ADD COLUMN "tracking_status" text;--> statement-breakpoint
ALTER TABLE "shipping_labels" ADD COLUMN "tracking_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipping_labels" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_deliveries" ADD CONSTRAINT "campaign_deliveries_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_deliveries_batch_idx" ON "campaign_deliveries" USING btree ("campaign_id","batch","status");--> statement-breakpoint
CREATE INDEX "shipping_labels_tracking_idx" ON "shipping_labels" USING btree ("tracking_number");--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_resubscribe_token_unique" UNIQUE("resubscribe_token");