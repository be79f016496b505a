import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditEntityLabel } from './audit.ts';

describe('audit actions as staff read them', () => {
  it.each([
    ['staff.change_role', 'Medewerker: rol gewijzigd'],
    ['domain.create', 'Domeinnaam: aangemaakt'],
    ['staff_mfa.reset', 'Tweede factor: opnieuw ingesteld'],
    ['invoice.send', 'Factuur: verzonden'],
    ['invoice.create_from_pro_forma', 'Factuur: aangemaakt uit nog te factureren'],
    ['time_entry.submit', 'Tijdregistratie: ter goedkeuring ingediend'],
    ['user_story.estimate', 'Opdracht: inschatting gewijzigd'],
  ])('%s reads "%s"', (action, label) => {
    expect(auditActionLabel(action)).toBe(label);
  });

  it('leaves a code of no known subject or verb as it is', () => {
    for (const code of ['iets.nieuws', 'invoice.iets', 'invoice', 'toString.create', 'invoice.send.extra']) {
      expect(auditActionLabel(code)).toBe(code);
    }
    expect(auditEntityLabel('invoice')).toBe('Factuur');
    expect(auditEntityLabel('constructor')).toBe('constructor');
  });
});
