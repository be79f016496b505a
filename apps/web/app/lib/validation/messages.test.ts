import { describe, expect, it } from 'vitest';
import { formLabels, type Locale, type RuleName, ruleNames, validateValue } from './index.ts';

/** Per rule: a rule string and a value that breaks it, and the message in both languages. */
const cases: Record<RuleName, { rules: string; value: unknown; nl: string; en: string; name?: string }> = {
  accepted: {
    rules: 'accepted',
    value: false,
    nl: 'Voorwaarden moet worden geaccepteerd.',
    en: 'Voorwaarden must be accepted.',
  },
  alpha: {
    rules: 'alpha',
    value: 'a1',
    nl: 'Voorwaarden mag alleen letters bevatten.',
    en: 'Voorwaarden can only contain letters.',
  },
  alpha_spaces: {
    rules: 'alpha_spaces',
    value: 'a-b',
    nl: 'Voorwaarden mag alleen letters en spaties bevatten.',
    en: 'Voorwaarden can only contain letters and spaces.',
  },
  alphanumeric: {
    rules: 'alphanumeric',
    value: 'a b',
    nl: 'Voorwaarden mag alleen letters en cijfers bevatten.',
    en: 'Voorwaarden can only contain letters and numbers.',
  },
  between: {
    rules: 'between:10,1',
    value: '11',
    nl: 'Voorwaarden moet tussen 1 en 10 liggen.',
    en: 'Voorwaarden must be between 1 and 10.',
  },
  confirm: {
    rules: 'confirm',
    value: 'a',
    name: 'voorwaarden_confirm',
    nl: 'Voorwaarden komt niet overeen.',
    en: 'Voorwaarden does not match.',
  },
  date_after: {
    rules: 'date_after:2026-03-01',
    value: '2026-01-01',
    nl: 'Voorwaarden moet na 1 maart 2026 liggen.',
    en: 'Voorwaarden must be after 1 March 2026.',
  },
  date_before: {
    rules: 'date_before:2026-03-01',
    value: '2026-04-01',
    nl: 'Voorwaarden moet vóór 1 maart 2026 liggen.',
    en: 'Voorwaarden must be before 1 March 2026.',
  },
  date_between: {
    rules: 'date_between:2026-01-01,2026-12-31',
    value: '2027-01-01',
    nl: 'Voorwaarden moet tussen 1 januari 2026 en 31 december 2026 liggen.',
    en: 'Voorwaarden must be between 1 January 2026 and 31 December 2026.',
  },
  date_format: {
    rules: 'date_format:DD-MM-YYYY',
    value: '2026-01-01',
    nl: 'Voorwaarden is geen geldige datum, gebruik het formaat DD-MM-YYYY.',
    en: 'Voorwaarden is not a valid date, please use the format DD-MM-YYYY.',
  },
  email: {
    rules: 'email',
    value: 'jan',
    nl: 'Vul een geldig e-mailadres in.',
    en: 'Please enter a valid email address.',
  },
  ends_with: {
    rules: 'ends_with:.nl,.be',
    value: 'x.com',
    nl: 'Voorwaarden moet eindigen op “.nl” of “.be”.',
    en: 'Voorwaarden must end with “.nl” or “.be”.',
  },
  is: {
    rules: 'is:laag,hoog',
    value: 'midden',
    nl: '“midden” is geen toegestane waarde voor voorwaarden.',
    en: '“midden” is not an allowed value for voorwaarden.',
  },
  length: {
    rules: 'length:2,50',
    value: 'a',
    nl: 'Voorwaarden moet tussen de 2 en 50 tekens bevatten.',
    en: 'Voorwaarden must be between 2 and 50 characters.',
  },
  matches: {
    rules: 'matches:/^\\d+$/',
    value: 'abc',
    nl: 'Voorwaarden heeft geen geldige waarde.',
    en: 'Voorwaarden is not an allowed value.',
  },
  max: {
    rules: 'max:999999',
    value: '1000000',
    nl: 'Voorwaarden moet kleiner zijn dan of gelijk zijn aan 999.999.',
    en: 'Voorwaarden must be less than or equal to 999,999.',
  },
  min: {
    rules: 'min:3',
    value: '2',
    nl: 'Voorwaarden moet minimaal 3 zijn.',
    en: 'Voorwaarden must be at least 3.',
  },
  not: {
    rules: 'not:admin',
    value: 'admin',
    nl: '“admin” is niet toegestaan als voorwaarden.',
    en: '“admin” is not allowed as voorwaarden.',
  },
  number: {
    rules: 'number',
    value: 'x',
    nl: 'Voorwaarden moet een getal zijn.',
    en: 'Voorwaarden must be a number.',
  },
  required: { rules: 'required', value: '', nl: 'Voorwaarden is verplicht.', en: 'Voorwaarden is required.' },
  starts_with: {
    rules: 'starts_with:NL',
    value: 'DE',
    nl: 'Voorwaarden moet beginnen met “NL”.',
    en: 'Voorwaarden must start with “NL”.',
  },
  url: { rules: 'url', value: 'kodewerk', nl: 'Voeg een geldige url toe.', en: 'Please enter a valid url.' },
};

describe.each<Locale>(['nl', 'en'])('messages (%s)', (locale) => {
  it.each(ruleNames)('%s', (rule) => {
    const { rules, value, name, ...expected } = cases[rule];
    expect(
      validateValue(value, rules, { label: 'voorwaarden', name: name ?? 'voorwaarden', values: {}, locale }),
    ).toBe(expected[locale]);
  });
});

describe('the messages spec §5 gives word for word', () => {
  const nl = (value: unknown, rules: string, label = 'E-mailadres') => validateValue(value, rules, { label });
  it('are exact', () => {
    expect(nl('', 'required')).toBe('E-mailadres is verplicht.');
    expect(nl('jan@', 'email')).toBe('Vul een geldig e-mailadres in.');
    expect(nl('x', 'url', 'Website')).toBe('Voeg een geldige url toe.');
    expect(nl('x', 'number', 'Authenticatiecode')).toBe('Authenticatiecode moet een getal zijn.');
    expect(nl('-1', 'min:0', 'Authenticatiecode')).toBe('Authenticatiecode moet minimaal 0 zijn.');
    expect(nl('1000000', 'max:999999', 'Authenticatiecode')).toBe(
      'Authenticatiecode moet kleiner zijn dan of gelijk zijn aan 999.999.',
    );
    expect(nl('a', 'length:2,5', 'Naam')).toBe('Naam moet tussen de 2 en 5 tekens bevatten.');
    expect(
      validateValue('a', 'confirm', {
        label: 'Wachtwoord',
        name: 'password_confirm',
        values: { password: 'b' },
      }),
    ).toBe('Wachtwoord komt niet overeen.');
  });

  it('length names one bound when only one is given', () => {
    expect(nl('a', 'length:2', 'Naam')).toBe('Naam moet minimaal 2 tekens bevatten.');
    expect(nl('abc', 'length:0,2', 'Naam')).toBe('Naam mag maximaal 2 tekens bevatten.');
    expect(nl('abc', 'length:2,2', 'Naam')).toBe('Naam moet precies 2 tekens bevatten.');
    expect(validateValue('abc', 'length:0,2', { label: 'Name', locale: 'en' })).toBe(
      'Name must be at most 2 characters.',
    );
  });

  it('dates without an argument speak of past and future', () => {
    expect(nl('2000-01-01', 'date_after', 'Startdatum')).toBe('Startdatum moet in de toekomst liggen.');
    expect(nl('2999-01-01', 'date_before', 'Geboortedatum')).toBe(
      'Geboortedatum moet in het verleden liggen.',
    );
    expect(nl('x', 'date_format', 'Datum')).toBe('Datum is geen geldige datum.');
    expect(validateValue('2000-01-01', 'date_after', { label: 'start', locale: 'en' })).toBe(
      'Start must be in the future.',
    );
    expect(validateValue('2999-01-01', 'date_before', { label: 'birthday', locale: 'en' })).toBe(
      'Birthday must be in the past.',
    );
    expect(validateValue('x', 'date_format', { label: 'date', locale: 'en' })).toBe(
      'Date is not a valid date.',
    );
  });

  it('min and max count items for a list', () => {
    expect(nl(['a'], 'min:2', 'diensten')).toBe('Kies bij diensten minimaal 2 items.');
    expect(nl(['a', 'b', 'c'], 'max:2', 'diensten')).toBe('Kies bij diensten niet meer dan 2 items.');
    expect(validateValue(['a'], 'min:2', { label: 'services', locale: 'en' })).toBe(
      'Choose at least 2 items for services.',
    );
    expect(validateValue(['a', 'b', 'c'], 'max:2', { label: 'services', locale: 'en' })).toBe(
      'Choose no more than 2 items for services.',
    );
  });
});

describe('form labels', () => {
  /** The spec's texts of the form itself: key, Dutch, English. */
  const labels = [
    ['submit', 'Versturen', 'Submit'],
    ['add', 'Toevoegen', 'Add'],
    ['remove', 'Verwijder', 'Remove'],
    ['removeAll', 'Verwijder alles', 'Remove all'],
    ['noFiles', 'Geen bestand gekozen', 'No file chosen'],
    ['incomplete', 'Sorry, niet alle velden zijn correct ingevuld.', 'Form incomplete.'],
  ] as const;

  it.each(labels)('%s: %s / %s', (key, dutch, english) => {
    expect(formLabels.nl[key]).toBe(dutch);
    expect(formLabels.en[key]).toBe(english);
  });
});
