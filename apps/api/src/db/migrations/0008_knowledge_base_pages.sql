CREATE TABLE "knowledge_base_article_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_base_category_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_base_feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_base_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"article_id" integer NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_base_articles" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_base_categories" ADD COLUMN "kind" text DEFAULT 'kennisbank' NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_base_categories" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_base_article_slugs" ADD CONSTRAINT "knowledge_base_article_slugs_article_id_knowledge_base_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."knowledge_base_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_base_category_slugs" ADD CONSTRAINT "knowledge_base_category_slugs_category_id_knowledge_base_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."knowledge_base_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_base_feedback" ADD CONSTRAINT "knowledge_base_feedback_article_id_knowledge_base_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."knowledge_base_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_base_article_slugs_article_idx" ON "knowledge_base_article_slugs" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "knowledge_base_feedback_article_idx" ON "knowledge_base_feedback" USING btree ("article_id");