DROP INDEX "invoices_customer_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "total_cents" integer;--> statement-breakpoint
CREATE INDEX "invoices_list_idx" ON "invoices" USING btree ("issued_on" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_customer_list_idx" ON "invoices" USING btree ("customer_id","issued_on" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_sent_due_idx" ON "invoices" USING btree ("due_on") WHERE "invoices"."status" = 'sent' and "invoices"."kind" = 'factuur';--> statement-breakpoint
-- The totals of the documents sent so far, once, by the contract's VAT rule (vatTotals): per charged
-- rate (0 with reverse charge) the lines' amounts, each rounded half away from zero, plus the VAT of
-- that group rounded the same way. From now on sending stores the total (storeSentTotal).
UPDATE "invoices" SET "total_cents" = "totals"."total"
FROM (
	SELECT "invoice_id", sum("base" + round("base" * "rate" / 100))::integer AS "total"
	FROM (
		SELECT "line"."invoice_id",
			CASE WHEN "sent"."reverse_charge" THEN 0 ELSE "line"."vat_rate" END AS "rate",
			sum(round("line"."quantity_hundredths"::numeric * "line"."unit_price_cents" / 100)) AS "base"
		FROM "invoice_lines" AS "line"
		INNER JOIN "invoices" AS "sent" ON "sent"."id" = "line"."invoice_id" AND "sent"."status" = 'sent'
		GROUP BY 1, 2
	) AS "groups"
	GROUP BY "invoice_id"
) AS "totals"
WHERE "invoices"."id" = "totals"."invoice_id";--> statement-breakpoint
UPDATE "invoices" SET "total_cents" = 0 WHERE "status" = 'sent' AND "total_cents" IS NULL;
