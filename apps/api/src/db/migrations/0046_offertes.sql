CREATE TABLE "offerte_acceptances" (
	"offerte_id" integer PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"version" integer NOT NULL,
	"user_id" integer,
	"signer_name" text NOT NULL,
	"signer_function" text NOT NULL,
	"statement" text NOT NULL,
	"option_line_ids" jsonb NOT NULL,
	"pdf_sha256" text NOT NULL,
	"address" text NOT NULL,
	"user_agent" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offerte_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offerte_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"optional" boolean DEFAULT false NOT NULL,
	"unit_cents" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"vat_rate" integer NOT NULL,
	"product_id" integer,
	"user_story_id" integer,
	"service_id" integer
);
--> statement-breakpoint
CREATE TABLE "offerte_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offerte_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offerte_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"valid_until" date NOT NULL,
	"introduction_html" text DEFAULT '' NOT NULL,
	"terms_html" text DEFAULT '' NOT NULL,
	"deposit_percent" integer DEFAULT 0 NOT NULL,
	"created_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offertes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offertes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"number" text,
	"status" text DEFAULT 'concept' NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"sent_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"deposit_invoice_id" integer,
	"created_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offerte_acceptances" ADD CONSTRAINT "offerte_acceptances_offerte_id_offertes_id_fk" FOREIGN KEY ("offerte_id") REFERENCES "public"."offertes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerte_acceptances" ADD CONSTRAINT "offerte_acceptances_version_id_offerte_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."offerte_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerte_acceptances" ADD CONSTRAINT "offerte_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerte_lines" ADD CONSTRAINT "offerte_lines_version_id_offerte_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."offerte_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerte_lines" ADD CONSTRAINT "offerte_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerte_lines" ADD CONSTRAINT "offerte_lines_user_story_id_user_stories_id_fk" FOREIGN KEY ("user_story_id") REFERENCES "public"."user_stories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerte_lines" ADD CONSTRAINT "offerte_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerte_versions" ADD CONSTRAINT "offerte_versions_offerte_id_offertes_id_fk" FOREIGN KEY ("offerte_id") REFERENCES "public"."offertes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerte_versions" ADD CONSTRAINT "offerte_versions_created_by_staff_id_staff_members_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offertes" ADD CONSTRAINT "offertes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offertes" ADD CONSTRAINT "offertes_deposit_invoice_id_invoices_id_fk" FOREIGN KEY ("deposit_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offertes" ADD CONSTRAINT "offertes_created_by_staff_id_staff_members_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offerte_lines_version_idx" ON "offerte_lines" USING btree ("version_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "offerte_versions_offerte_version_unique" ON "offerte_versions" USING btree ("offerte_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "offertes_number_unique" ON "offertes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "offertes_customer_idx" ON "offertes" USING btree ("customer_id","created_at");--> statement-breakpoint
-- The evidence of an acceptance is never changed, by any code path or person (decision 0066). The
-- only change let through is the person's id going to null when that person's account is removed
-- (ON DELETE SET NULL); the name, function, address and browser they signed with stay.
CREATE FUNCTION offerte_acceptances_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_id IS NULL AND (to_jsonb(NEW) - 'user_id') = (to_jsonb(OLD) - 'user_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'offerte_acceptances is never changed'
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER offerte_acceptances_unchanged BEFORE UPDATE ON offerte_acceptances
  FOR EACH ROW EXECUTE FUNCTION offerte_acceptances_refuse_change();
