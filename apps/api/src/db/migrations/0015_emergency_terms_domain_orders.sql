CREATE TABLE "domain_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "domain_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"years" integer NOT NULL,
	"status" text DEFAULT 'aangevraagd' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "emergency_hourly_rate_cents" integer DEFAULT 15000 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "includes_emergency_calls" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "domain_orders" ADD CONSTRAINT "domain_orders_cart_order_id_cart_orders_id_fk" FOREIGN KEY ("cart_order_id") REFERENCES "public"."cart_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_orders" ADD CONSTRAINT "domain_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "domain_orders_open_name_unique" ON "domain_orders" USING btree ("name") WHERE "domain_orders"."status" <> 'geweigerd';--> statement-breakpoint
CREATE INDEX "domain_orders_customer_idx" ON "domain_orders" USING btree ("customer_id","created_at");