-- Accent-free and trigram matching for the search engine that runs on PostgreSQL itself.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
