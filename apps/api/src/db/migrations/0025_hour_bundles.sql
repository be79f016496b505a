CREATE TABLE "hour_bundle_usages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hour_bundle_usages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bundle_id" integer NOT NULL,
	"minutes" integer NOT NULL,
	"description" text NOT NULL,
	"time_entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hour_bundles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hour_bundles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"description" text NOT NULL,
	"total_minutes" integer NOT NULL,
	"used_minutes" integer DEFAULT 0 NOT NULL,
	"warned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hour_bundle_usages" ADD CONSTRAINT "hour_bundle_usages_bundle_id_hour_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."hour_bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_bundle_usages" ADD CONSTRAINT "hour_bundle_usages_time_entry_id_time_entries_id_fk" FOREIGN KEY ("time_entry_id") REFERENCES "public"."time_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_bundles" ADD CONSTRAINT "hour_bundles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_bundles" ADD CONSTRAINT "hour_bundles_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hour_bundle_usages_bundle_idx" ON "hour_bundle_usages" USING btree ("bundle_id","created_at");--> statement-breakpoint
CREATE INDEX "hour_bundles_customer_idx" ON "hour_bundles" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "hour_bundles_invoice_idx" ON "hour_bundles" USING btree ("invoice_id");