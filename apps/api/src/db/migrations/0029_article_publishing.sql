ALTER TABLE "knowledge_base_articles" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Every article written before concepts existed was on the site.
UPDATE "knowledge_base_articles" SET "published_at" = "created_at";
