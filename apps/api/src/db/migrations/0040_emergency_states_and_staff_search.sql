ALTER TABLE "emergency_requests" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "emergency_requests" ADD COLUMN "resolved_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "emergency_requests" ADD CONSTRAINT "emergency_requests_resolved_by_staff_id_staff_members_id_fk" FOREIGN KEY ("resolved_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The back office's search indexes (staff_*): customers, their people, invoices and servers.
CREATE TRIGGER customers_staff_search AFTER INSERT OR UPDATE OR DELETE ON customers
  FOR EACH ROW EXECUTE FUNCTION search_note_change('staff_customers');
--> statement-breakpoint
CREATE TRIGGER users_staff_search AFTER INSERT OR DELETE OR UPDATE OF first_name, last_name, email, phone, team_role, customer_id, deactivated_at ON users
  FOR EACH ROW EXECUTE FUNCTION search_note_change('staff_people');
--> statement-breakpoint
CREATE TRIGGER invoices_staff_search AFTER INSERT OR UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION search_note_change('staff_invoices');
--> statement-breakpoint
CREATE TRIGGER servers_staff_search AFTER INSERT OR UPDATE OR DELETE ON servers
  FOR EACH ROW EXECUTE FUNCTION search_note_change('staff_servers');
--> statement-breakpoint
-- People, invoices and servers show their customer's name: a renamed customer changes them all.
CREATE FUNCTION search_note_customer_name_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_pending (index_uid, document_id)
    SELECT 'staff_people', u.id::text FROM users u WHERE u.customer_id = NEW.id
    UNION ALL SELECT 'staff_invoices', i.id::text FROM invoices i WHERE i.customer_id = NEW.id
    UNION ALL SELECT 'staff_servers', s.id::text FROM servers s WHERE s.customer_id = NEW.id
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER customers_name_staff_search AFTER UPDATE OF name ON customers
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION search_note_customer_name_change();
--> statement-breakpoint
-- What exists already is indexed by the next search.
INSERT INTO search_pending (index_uid, document_id)
  SELECT 'staff_customers', id::text FROM customers
  UNION ALL SELECT 'staff_people', id::text FROM users
  UNION ALL SELECT 'staff_invoices', id::text FROM invoices
  UNION ALL SELECT 'staff_servers', id::text FROM servers
  ON CONFLICT DO NOTHING;
