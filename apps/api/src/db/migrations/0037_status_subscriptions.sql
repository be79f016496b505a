CREATE TABLE "status_subscribers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "status_subscribers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"customer_id" integer,
	"status" text NOT NULL,
	"confirm_token_hash" text,
	"confirmation_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "status_subscription_mails" (
	"update_id" integer NOT NULL,
	"subscriber_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_subscription_mails_update_id_subscriber_id_pk" PRIMARY KEY("update_id","subscriber_id")
);
--> statement-breakpoint
ALTER TABLE "status_subscribers" ADD CONSTRAINT "status_subscribers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_subscription_mails" ADD CONSTRAINT "status_subscription_mails_update_id_status_event_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."status_event_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_subscription_mails" ADD CONSTRAINT "status_subscription_mails_subscriber_id_status_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."status_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "status_subscribers_email_customer_unique" ON "status_subscribers" USING btree (lower("email"),coalesce("customer_id", 0));--> statement-breakpoint
CREATE INDEX "status_subscribers_confirmed_idx" ON "status_subscribers" USING btree ("status","customer_id");