CREATE TABLE "status_event_notices" (
	"event_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_event_notices_event_id_customer_id_kind_pk" PRIMARY KEY("event_id","customer_id","kind")
);
--> statement-breakpoint
CREATE TABLE "status_event_resources" (
	"event_id" integer NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "status_event_resources_event_id_resource_type_resource_id_pk" PRIMARY KEY("event_id","resource_type","resource_id")
);
--> statement-breakpoint
CREATE TABLE "status_event_updates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "status_event_updates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"state" text NOT NULL,
	"message" text NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "status_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"services" jsonb NOT NULL,
	"impact" text NOT NULL,
	"state" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"planned_end_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "status_event_notices" ADD CONSTRAINT "status_event_notices_event_id_status_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."status_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_event_notices" ADD CONSTRAINT "status_event_notices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_event_resources" ADD CONSTRAINT "status_event_resources_event_id_status_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."status_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_event_resources" ADD CONSTRAINT "status_event_resources_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_event_updates" ADD CONSTRAINT "status_event_updates_event_id_status_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."status_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_event_updates" ADD CONSTRAINT "status_event_updates_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "status_event_resources_customer_idx" ON "status_event_resources" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "status_event_updates_event_idx" ON "status_event_updates" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "status_events_closed_idx" ON "status_events" USING btree ("closed_at","starts_at");