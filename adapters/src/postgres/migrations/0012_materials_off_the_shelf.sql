CREATE TABLE "material_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"field" text NOT NULL,
	"equals" text NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_materials" (
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"short" integer NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone,
	CONSTRAINT "order_materials_order_id_item_id_pk" PRIMARY KEY("order_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "inventory_history" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "material_rules" ADD CONSTRAINT "material_rules_item_id_inventory_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_materials" ADD CONSTRAINT "order_materials_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "material_rules_position_idx" ON "material_rules" USING btree ("position");