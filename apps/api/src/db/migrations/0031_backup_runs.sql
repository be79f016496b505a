CREATE TABLE "backup_runs" (
	"period" text PRIMARY KEY NOT NULL,
	"claimed_by" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"file" text,
	"size_bytes" bigint,
	"sha256" text
);
