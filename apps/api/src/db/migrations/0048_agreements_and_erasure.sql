CREATE TABLE "agreement_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer,
	"person_name" text NOT NULL,
	"version" text NOT NULL,
	"sha256" text NOT NULL,
	"address" text NOT NULL,
	"user_agent" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"effective_on" date NOT NULL,
	"content_html" text NOT NULL,
	"sha256" text NOT NULL,
	"published_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erasure_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by_staff_id" integer,
	"confirmed_at" timestamp with time zone,
	"job_id" uuid,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_document_id_agreement_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."agreement_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_documents" ADD CONSTRAINT "agreement_documents_published_by_staff_id_staff_members_id_fk" FOREIGN KEY ("published_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_confirmed_by_staff_id_staff_members_id_fk" FOREIGN KEY ("confirmed_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_acceptances_once" ON "agreement_acceptances" USING btree ("document_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_documents_version_unique" ON "agreement_documents" USING btree ("kind","version");--> statement-breakpoint
CREATE UNIQUE INDEX "erasure_requests_open_unique" ON "erasure_requests" USING btree ("user_id") WHERE "erasure_requests"."status" in ('requested', 'confirmed');
--> statement-breakpoint
-- The evidence of an acceptance, and the document it names, are never changed once written: a new
-- text is a new version. Rows may go (with the company, or after their retention), never change.
CREATE FUNCTION agreement_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is never changed once written: % is not allowed', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER agreement_acceptances_unchanged BEFORE UPDATE ON agreement_acceptances
  FOR EACH ROW EXECUTE FUNCTION agreement_refuse_change();
--> statement-breakpoint
CREATE TRIGGER agreement_documents_unchanged BEFORE UPDATE ON agreement_documents
  FOR EACH ROW EXECUTE FUNCTION agreement_refuse_change();
