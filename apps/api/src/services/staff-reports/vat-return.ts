import { type IcpLine, quarterDates, type VatReturn, type VatReturnBox } from '@maatwerk/contract';
import { vatRateTable } from '@maatwerk/contract/constants';
import type { DbOrTx } from '../../db/client.ts';
import { sentDocuments } from './sent-documents.ts';

/** The box of the return a rate charged in the Netherlands goes in. */
const boxOfRate = (rate: number): VatReturnBox => {
  if (rate === vatRateTable.standard) return '1a';
  if (rate === vatRateTable.reduced) return '1b';
  if (rate === vatRateTable.zero) return '1e';
  throw new Error(`no box of the VAT return for a rate of ${rate}%`);
};

/** A VAT id without spaces and dots, upper case: how one customer's id is recognised across invoices. */
const normalVatId = (vatId: string): string => vatId.replace(/[\s.]/g, '').toUpperCase();

/**
 * The VAT return of a quarter (decision 0061): every invoice and credit note sent with an invoice
 * date in it, each one's VAT per rate as its own document states it (so the return adds up to the
 * invoices to the cent). Reverse-charge documents (EU business customers with a VAT id, fixed at
 * sending) go to 3b and to the ICP listing per VAT id; the others per rate to 1a, 1b or 1e.
 */
export const vatReturnOf = async (db: DbOrTx, quarter: string): Promise<VatReturn> => {
  const { from, to } = quarterDates(quarter);
  const documents = await sentDocuments(db, from, to);
  const boxes = new Map<VatReturnBox, { turnover: number; vat: number }>(
    (['1a', '1b', '1e', '3b'] as const).map((box) => [box, { turnover: 0, vat: 0 }]),
  );
  const icp = new Map<string, IcpLine>();
  for (const document of documents) {
    if (document.reverseCharge) {
      boxes.get('3b')!.turnover += document.vat.subtotalCents;
      const vatId = normalVatId(document.vatId ?? '');
      const line = icp.get(vatId) ?? {
        customer_id: document.customerId,
        customer_name: document.customerName,
        country: vatId.slice(0, 2),
        vat_id: vatId,
        amount_cents: 0,
      };
      line.amount_cents += document.vat.subtotalCents;
      icp.set(vatId, line);
      continue;
    }
    for (const group of document.vat.groups) {
      const box = boxes.get(boxOfRate(group.rate))!;
      box.turnover += group.baseCents;
      box.vat += group.vatCents;
    }
  }
  const lines = [...boxes.entries()].map(([box, sums]) => ({
    box,
    turnover_cents: sums.turnover,
    vat_cents: box === '1a' || box === '1b' ? sums.vat : null,
  }));
  return {
    quarter,
    from,
    to,
    documents: documents.length,
    lines,
    vat_due_cents: boxes.get('1a')!.vat + boxes.get('1b')!.vat,
    icp: [...icp.values()]
      .filter((line) => line.amount_cents !== 0)
      .sort((a, b) => a.country.localeCompare(b.country) || a.vat_id.localeCompare(b.vat_id)),
  };
};
