CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"group" text NOT NULL,
	"tld" text,
	"price_cents" integer NOT NULL,
	"setup_cents" integer DEFAULT 0 NOT NULL,
	"vat_rate" integer NOT NULL,
	"period" text NOT NULL,
	"notice_days" integer DEFAULT 0 NOT NULL,
	"domain_billing" text DEFAULT 'registratie' NOT NULL,
	"register_cents" integer,
	"premium_register_cents" integer,
	"transfer_cents" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_expiry_warnings" (
	"service_id" integer NOT NULL,
	"ends_on" date NOT NULL,
	"days_before" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_expiry_warnings_service_id_ends_on_days_before_pk" PRIMARY KEY("service_id","ends_on","days_before")
);
--> statement-breakpoint
CREATE TABLE "service_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"domain_order_id" integer,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"first_period_months" integer,
	"started_on" date NOT NULL,
	"paid_until" date,
	"next_bill_on" date,
	"ends_on" date,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_expiry_warnings" ADD CONSTRAINT "service_expiry_warnings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_periods" ADD CONSTRAINT "service_periods_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_periods" ADD CONSTRAINT "service_periods_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_domain_order_id_domain_orders_id_fk" FOREIGN KEY ("domain_order_id") REFERENCES "public"."domain_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_tld_unique" ON "products" USING btree ("tld");--> statement-breakpoint
CREATE UNIQUE INDEX "service_periods_service_start_unique" ON "service_periods" USING btree ("service_id","period_start");--> statement-breakpoint
CREATE INDEX "services_customer_idx" ON "services" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_domain_order_unique" ON "services" USING btree ("domain_order_id");--> statement-breakpoint
CREATE INDEX "services_next_bill_idx" ON "services" USING btree ("next_bill_on") WHERE "services"."next_bill_on" is not null;--> statement-breakpoint
INSERT INTO "products" ("name", "group", "tld", "price_cents", "vat_rate", "period", "register_cents", "premium_register_cents", "transfer_cents") SELECT '.' || "tld" || ' domeinnaam', 'domein', "tld", "renew_cents", 21, 'jaar', "register_cents", "premium_register_cents", "transfer_cents" FROM "tld_prices" ORDER BY "tld";--> statement-breakpoint
DROP TABLE "tld_prices" CASCADE;