-- Every change to a searchable row is noted in search_pending, whichever code path made it; the
-- search service indexes the noted rows before it answers and in the background.
CREATE FUNCTION search_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_pending (index_uid, document_id) VALUES (TG_ARGV[0], OLD.id::text)
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_pending (index_uid, document_id) VALUES (TG_ARGV[0], NEW.id::text)
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An article shows its category's slug, so a renamed category changes all of its articles.
CREATE FUNCTION search_note_category_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_pending (index_uid, document_id)
    SELECT 'knowledge_base_articles', a.id::text FROM knowledge_base_articles a WHERE a.category_id = NEW.id
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER pages_search AFTER INSERT OR UPDATE OR DELETE ON pages
  FOR EACH ROW EXECUTE FUNCTION search_note_change('pages');
--> statement-breakpoint
CREATE TRIGGER knowledge_base_articles_search AFTER INSERT OR UPDATE OR DELETE ON knowledge_base_articles
  FOR EACH ROW EXECUTE FUNCTION search_note_change('knowledge_base_articles');
--> statement-breakpoint
CREATE TRIGGER knowledge_base_categories_search AFTER UPDATE OF slug ON knowledge_base_categories
  FOR EACH ROW EXECUTE FUNCTION search_note_category_change();
--> statement-breakpoint
CREATE TRIGGER sites_search AFTER INSERT OR UPDATE OR DELETE ON sites
  FOR EACH ROW EXECUTE FUNCTION search_note_change('sites');
--> statement-breakpoint
CREATE TRIGGER domains_search AFTER INSERT OR UPDATE OR DELETE ON domains
  FOR EACH ROW EXECUTE FUNCTION search_note_change('domains');
--> statement-breakpoint
CREATE TRIGGER user_stories_search AFTER INSERT OR UPDATE OR DELETE ON user_stories
  FOR EACH ROW EXECUTE FUNCTION search_note_change('user_stories');
