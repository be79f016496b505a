CREATE SEQUENCE "public"."search_documents_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"index_uid" text NOT NULL,
	"document_id" text NOT NULL,
	"customer_id" integer,
	"document" jsonb NOT NULL,
	"words" "tsvector",
	"sort_updated_at" timestamp with time zone,
	"seq" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "search_documents_index_uid_document_id_pk" PRIMARY KEY("index_uid","document_id")
);
--> statement-breakpoint
CREATE TABLE "search_pending" (
	"index_uid" text NOT NULL,
	"document_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_pending_index_uid_document_id_pk" PRIMARY KEY("index_uid","document_id")
);
--> statement-breakpoint
CREATE TABLE "search_sync_state" (
	"target" text PRIMARY KEY NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"stem" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_documents_words_idx" ON "search_documents" USING gin ("words");--> statement-breakpoint
CREATE INDEX "search_documents_seq_idx" ON "search_documents" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "search_words_stem_idx" ON "search_words" USING btree ("stem");--> statement-breakpoint
CREATE INDEX "search_words_shape_idx" ON "search_words" USING btree (left("word", 1),length("word"));--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);