CREATE TABLE "order_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "order_charges_amount_check" CHECK ("order_charges"."amount" between 1 and 100000),
	CONSTRAINT "order_charges_status_check" CHECK ("order_charges"."status" in ('proposed', 'approved', 'declined', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "order_charges" ADD CONSTRAINT "order_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_charges_order_idx" ON "order_charges" USING btree ("order_id");