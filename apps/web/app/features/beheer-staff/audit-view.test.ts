import { describe, expect, it } from 'vitest';
import { actionFilters, changesOf, showValue } from './audit-view.ts';

describe('audit entries as staff read them', () => {
  it('offers a filter for the invoices, and for every other subject of the log', () => {
    expect(actionFilters).toContainEqual({ value: 'invoice.', label: 'Factuur (alles)' });
    expect(actionFilters).toContainEqual({ value: 'status_event.', label: 'Storing of onderhoud (alles)' });
  });

  it('shows amounts in euros, not in the cents they are stored in', () => {
    expect(
      changesOf({ monthly_cents: 2500, name: 'web1' }, { monthly_cents: 2995, name: 'web1' }).map(
        (change) => ({
          ...change,
          before: change.before?.replace(/\s/g, ' '),
          after: change.after?.replace(/\s/g, ' '),
        }),
      ),
    ).toEqual([{ field: 'monthly_cents', before: '€ 25,00', after: '€ 29,95' }]);
  });

  it('shows only the fields an update changed', () => {
    expect(
      changesOf(
        { name: 'Noor', role: 'ontwikkelaar', status: 'actief' },
        { name: 'Noor', role: 'financieel', status: 'actief' },
      ),
    ).toEqual([{ field: 'role', before: 'ontwikkelaar', after: 'financieel' }]);
  });

  it('shows every value of a create or a delete, and a plain value as one change', () => {
    expect(changesOf(null, { name: 'a.nl', locked: true, nameservers: ['ns1.x.nl', 'ns2.x.nl'] })).toEqual([
      { field: 'name', after: 'a.nl' },
      { field: 'locked', after: 'ja' },
      { field: 'nameservers', after: 'ns1.x.nl, ns2.x.nl' },
    ]);
    expect(changesOf({ title: 'Oud' }, null)).toEqual([{ field: 'title', before: 'Oud' }]);
    expect(changesOf('open', 'dicht')).toEqual([{ field: 'waarde', before: 'open', after: 'dicht' }]);
    expect(changesOf(null, null)).toEqual([]);
    expect(showValue(null)).toBe('—');
  });
});
