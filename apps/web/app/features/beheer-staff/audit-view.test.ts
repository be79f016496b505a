import { describe, expect, it } from 'vitest';
import { actionLabel, changesOf, showValue } from './audit-view.ts';

describe('audit entries as staff read them', () => {
  it('names actions in Dutch, and leaves unknown codes as they are', () => {
    expect(actionLabel('staff.change_role')).toBe('Medewerker: rol gewijzigd');
    expect(actionLabel('domain.create')).toBe('Domeinnaam: aangemaakt');
    expect(actionLabel('staff_mfa.reset')).toBe('Tweede factor: opnieuw ingesteld');
    expect(actionLabel('iets.nieuws')).toBe('iets.nieuws');
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
