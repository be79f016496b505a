CREATE TABLE "week_mails" (
	"user_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"sent_at" timestamp with time zone,
	"empty" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "week_mails_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "week_mails" ADD CONSTRAINT "week_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;