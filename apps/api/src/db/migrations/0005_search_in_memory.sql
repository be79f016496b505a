DROP INDEX "search_documents_words_idx";--> statement-breakpoint
DROP INDEX "search_words_shape_idx";--> statement-breakpoint
DROP INDEX "search_words_trgm_idx";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "words";