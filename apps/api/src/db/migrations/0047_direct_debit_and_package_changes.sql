CREATE TABLE "direct_debit_mandates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "direct_debit_mandates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"provider_customer_id" text NOT NULL,
	"first_payment_id" text NOT NULL,
	"provider_mandate_id" text,
	"status" text NOT NULL,
	"checkout_url" text,
	"account_holder" text,
	"account_masked" text,
	"signature_date" date,
	"mandate_reference" text,
	"user_id" integer,
	"valid_from" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "direct_debits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "direct_debits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"mandate_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"collect_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"provider_id" text,
	"invoice_payment_id" integer,
	"reversal_payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "downgrade_credit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "pending_product_id" integer;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD CONSTRAINT "direct_debit_mandates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debits" ADD CONSTRAINT "direct_debits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debits" ADD CONSTRAINT "direct_debits_mandate_id_direct_debit_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."direct_debit_mandates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debits" ADD CONSTRAINT "direct_debits_invoice_payment_id_invoice_payments_id_fk" FOREIGN KEY ("invoice_payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debits" ADD CONSTRAINT "direct_debits_reversal_payment_id_invoice_payments_id_fk" FOREIGN KEY ("reversal_payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debit_mandates_first_payment_unique" ON "direct_debit_mandates" USING btree ("first_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debit_mandates_one_valid" ON "direct_debit_mandates" USING btree ("customer_id") WHERE "direct_debit_mandates"."status" = 'geldig';--> statement-breakpoint
CREATE INDEX "direct_debit_mandates_customer_idx" ON "direct_debit_mandates" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debits_invoice_attempt_unique" ON "direct_debits" USING btree ("invoice_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debits_provider_id_unique" ON "direct_debits" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "direct_debits_due_idx" ON "direct_debits" USING btree ("collect_on") WHERE "direct_debits"."status" = 'aangekondigd';--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_pending_product_id_products_id_fk" FOREIGN KEY ("pending_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;