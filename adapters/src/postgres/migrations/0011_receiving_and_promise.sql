ALTER TABLE "orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_by" date;--> statement-breakpoint
CREATE INDEX "orders_open_promised_idx" ON "orders" USING btree ("promised_by","id") WHERE "orders"."status" in ('pending','in_progress') and "orders"."promised_by" is not null;--> statement-breakpoint
CREATE INDEX "orders_awaiting_arrival_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."status" = 'pending' and "orders"."received_at" is null;