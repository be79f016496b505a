CREATE TABLE "business_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"weekday" integer NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_level_breaches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_level_breaches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_story_id" integer,
	"emergency_request_id" integer,
	"target" text NOT NULL,
	"breached_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_level_targets" (
	"priority" integer PRIMARY KEY NOT NULL,
	"first_response_minutes" integer NOT NULL,
	"resolution_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_story_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_story_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_story_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_level_breaches" ADD CONSTRAINT "service_level_breaches_user_story_id_user_stories_id_fk" FOREIGN KEY ("user_story_id") REFERENCES "public"."user_stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_level_breaches" ADD CONSTRAINT "service_level_breaches_emergency_request_id_emergency_requests_id_fk" FOREIGN KEY ("emergency_request_id") REFERENCES "public"."emergency_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_story_status_changes" ADD CONSTRAINT "user_story_status_changes_user_story_id_user_stories_id_fk" FOREIGN KEY ("user_story_id") REFERENCES "public"."user_stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_hours_weekday_idx" ON "business_hours" USING btree ("weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "service_level_breaches_story_unique" ON "service_level_breaches" USING btree ("user_story_id","target");--> statement-breakpoint
CREATE UNIQUE INDEX "service_level_breaches_call_unique" ON "service_level_breaches" USING btree ("emergency_request_id","target");--> statement-breakpoint
CREATE INDEX "user_story_status_changes_story_idx" ON "user_story_status_changes" USING btree ("user_story_id","changed_at");--> statement-breakpoint
-- Every status move of an order, whichever code path made it: the service-level clock stops while
-- an order waits on the customer or is finished. The move's moment is the updated_at the writer
-- set with it, or the transaction's time when it left updated_at alone.
CREATE FUNCTION user_story_note_status_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_story_status_changes (user_story_id, from_status, to_status, changed_at)
    VALUES (NEW.id, OLD.status, NEW.status,
      CASE WHEN NEW.updated_at IS DISTINCT FROM OLD.updated_at THEN NEW.updated_at ELSE now() END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_stories_status_change AFTER UPDATE OF status ON user_stories
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION user_story_note_status_change();
--> statement-breakpoint
-- Office hours Monday to Friday, 09:00 to 17:00, until a beheerder sets others.
INSERT INTO business_hours (weekday, starts_at, ends_at)
  SELECT day, '09:00', '17:00' FROM generate_series(1, 5) AS day;
--> statement-breakpoint
-- First response and resolution per priority, in business minutes (1: 1 h and 8 h … 5: 40 h and 400 h).
INSERT INTO service_level_targets (priority, first_response_minutes, resolution_minutes) VALUES
  (1, 60, 480), (2, 240, 1440), (3, 480, 4800), (4, 960, 9600), (5, 2400, 24000);
