-- Articles are rich text now: plain-text content written before becomes paragraphs of HTML.
UPDATE knowledge_base_articles
  SET content = '<p>' || replace(
    replace(replace(replace(replace(content, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), E'\n\n', '</p><p>'),
    E'\n', '<br>') || '</p>'
  WHERE content NOT LIKE '<%';
--> statement-breakpoint
-- An article's document shows its category's slug, title and kind (its address): any of them changing
-- changes all of its articles.
DROP TRIGGER knowledge_base_categories_search ON knowledge_base_categories;
--> statement-breakpoint
CREATE TRIGGER knowledge_base_categories_search AFTER UPDATE OF slug, title, kind ON knowledge_base_categories
  FOR EACH ROW EXECUTE FUNCTION search_note_category_change();
