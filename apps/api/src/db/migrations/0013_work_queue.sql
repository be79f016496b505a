CREATE TABLE "time_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_story_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"worked_on" date NOT NULL,
	"minutes" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emergency_requests" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "emergency_requests" ADD COLUMN "acknowledged_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "user_stories" ADD COLUMN "assignee_staff_id" integer;--> statement-breakpoint
ALTER TABLE "user_story_replies" ADD COLUMN "author_staff_id" integer;--> statement-breakpoint
ALTER TABLE "user_story_replies" ADD COLUMN "kind" text DEFAULT 'reply' NOT NULL;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_user_story_id_user_stories_id_fk" FOREIGN KEY ("user_story_id") REFERENCES "public"."user_stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_entries_story_idx" ON "time_entries" USING btree ("user_story_id","worked_on");--> statement-breakpoint
ALTER TABLE "emergency_requests" ADD CONSTRAINT "emergency_requests_acknowledged_by_staff_id_staff_members_id_fk" FOREIGN KEY ("acknowledged_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_stories" ADD CONSTRAINT "user_stories_assignee_staff_id_staff_members_id_fk" FOREIGN KEY ("assignee_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_story_replies" ADD CONSTRAINT "user_story_replies_author_staff_id_staff_members_id_fk" FOREIGN KEY ("author_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emergency_requests_open_idx" ON "emergency_requests" USING btree ("acknowledged_at","created_at");--> statement-breakpoint
CREATE INDEX "user_stories_queue_idx" ON "user_stories" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "user_stories_assignee_idx" ON "user_stories" USING btree ("assignee_staff_id");