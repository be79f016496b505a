ALTER TABLE "customers" ADD COLUMN "hourly_rate_cents" integer DEFAULT 9500 NOT NULL;--> statement-breakpoint
ALTER TABLE "pro_forma_lines" ADD COLUMN "time_entry_id" integer;--> statement-breakpoint
ALTER TABLE "pro_forma_lines" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "approval_state" text DEFAULT 'nieuw' NOT NULL;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "answered_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "dispute_comment" text;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "approved_automatically" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pro_forma_lines" ADD CONSTRAINT "pro_forma_lines_time_entry_id_time_entries_id_fk" FOREIGN KEY ("time_entry_id") REFERENCES "public"."time_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_forma_lines" ADD CONSTRAINT "pro_forma_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pro_forma_lines_time_entry_unique" ON "pro_forma_lines" USING btree ("time_entry_id");--> statement-breakpoint
CREATE INDEX "time_entries_approval_idx" ON "time_entries" USING btree ("approval_state","submitted_at");