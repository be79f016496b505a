import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PickedId } from './common.ts';
import { isEmailAddress } from './constants/email.ts';
import { dateField, Email, euroAmount, LoginPassword, text, wholeNumber } from './fields.ts';
import { InvoiceLineBody } from './staff/invoices.ts';

/** The message a field's schema gives for a value, or null when it takes it. */
const messageOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message ?? null;

describe('the Dutch fields of the contract, as the API and the forms both say them (spec §5)', () => {
  it.each([
    [undefined, 'Titel is verplicht.', text('Titel', 3, 200)],
    ['', 'Titel is verplicht.', text('Titel', 3, 200)],
    ['   ', 'Titel is verplicht.', text('Titel', 3, 200)],
    ['ab', 'Titel moet tussen de 3 en 200 tekens bevatten.', text('Titel', 3, 200)],
    ['x'.repeat(201), 'Titel mag hoogstens 200 tekens bevatten.', text('Titel', 3, 200)],
    [' abc ', null, text('Titel', 3, 200)],
    [' ', 'Reden is verplicht.', text('Reden', 1, 200)],
    ['', 'E-mailadres is verplicht.', Email('E-mailadres')],
    ['geen-adres', 'Vul een geldig e-mailadres in.', Email('E-mailadres')],
    [' jan@voorbeeld.nl ', null, Email('E-mailadres')],
    ['', 'Wachtwoord is verplicht.', LoginPassword],
    ['x'.repeat(1025), 'Wachtwoord is te lang.', LoginPassword],
    [' geheim ', null, LoginPassword],
    ['', 'Vanaf is verplicht.', dateField('Vanaf')],
    ['1-12-2026', 'Vanaf moet een datum zijn (JJJJ-MM-DD).', dateField('Vanaf')],
    ['2026-12-01', null, dateField('Vanaf')],
    ['', 'Minuten is verplicht.', wholeNumber('Minuten', 1, 1440)],
    [undefined, 'Minuten is verplicht.', wholeNumber('Minuten', 1, 1440)],
    ['tien', 'Minuten moet een getal zijn.', wholeNumber('Minuten', 1, 1440)],
    ['0', 'Minuten moet minimaal 1 zijn.', wholeNumber('Minuten', 1, 1440)],
    ['1441', 'Minuten mag hoogstens 1440 zijn.', wholeNumber('Minuten', 1, 1440)],
    [' 90 ', null, wholeNumber('Minuten', 1, 1440)],
    ['', 'Uurtarief is verplicht.', euroAmount('Uurtarief', 0, 10_000_000)],
    [
      '95.00',
      'Uurtarief: schrijf de centen na een komma en duizendtallen met een punt, zoals 1.234,56.',
      euroAmount('Uurtarief', 0, 10_000_000),
    ],
    ['tien', 'Uurtarief: vul een bedrag in euro’s in, zoals 95,00.', euroAmount('Uurtarief', 0, 10_000_000)],
    [
      10.5,
      'Uurtarief: vul een bedrag in met hoogstens twee cijfers achter de komma.',
      euroAmount('Uurtarief', 0, 10_000_000),
    ],
    [-1, 'Uurtarief moet minimaal € 0,00 zijn.', euroAmount('Uurtarief', 0, 10_000_000)],
    [10_000_001, 'Uurtarief mag hoogstens € 100.000,00 zijn.', euroAmount('Uurtarief', 0, 10_000_000)],
    ['1.663,75', null, euroAmount('Uurtarief', 0, 10_000_000)],
    ['€ 100.000,01', 'Uurtarief mag hoogstens € 100.000,00 zijn.', euroAmount('Uurtarief', 0, 10_000_000)],
    [9500, null, euroAmount('Uurtarief', 0, 10_000_000)],
    ['', 'Aantal is verplicht.', InvoiceLineBody.shape.quantity],
    ['twee', 'Aantal moet een getal zijn.', InvoiceLineBody.shape.quantity],
    ['2,555', 'Aantal mag hoogstens twee decimalen hebben.', InvoiceLineBody.shape.quantity],
    ['2,5', null, InvoiceLineBody.shape.quantity],
    ['', 'Categorie is verplicht.', PickedId('Categorie')],
    ['2147483648', 'Categorie bestaat niet.', PickedId('Categorie')],
    ['3', null, PickedId('Categorie')],
    [true, 'Categorie is verplicht.', PickedId('Categorie')],
    ['drie', 'Categorie is verplicht.', PickedId('Categorie')],
  ])('%#: %j is answered %j', (value, message, schema) => {
    // Amounts are written with a no-break space after the euro sign.
    expect(messageOf(schema, value)?.replace(/\u00a0/g, ' ') ?? null).toBe(message);
  });
});

describe('an amount typed the Dutch way', () => {
  it('is read as cents, as the payment form sends it and the API takes it', () => {
    const amount = euroAmount('Bedrag', 1, 1_000_000_000);
    expect(amount.parse('€ 1.663,75')).toBe(166375);
    expect(amount.parse('1663')).toBe(166300);
    expect(amount.parse(166375)).toBe(166375);
  });
});

describe('an e-mail address: one test for the site and the API', () => {
  it.each([
    ['jan@voorbeeld.nl', true],
    ['J.de.Vries+nieuws@sub.voorbeeld.co.uk', true],
    ["o'brien@voorbeeld.ie", true],
    ['jan_de-vries@mail-server.nl', true],
    ['jan', false],
    ['jan@voorbeeld', false],
    ['@voorbeeld.nl', false],
    ['a@b.c', false],
    ['.jan@voorbeeld.nl', false],
    ['jan.@voorbeeld.nl', false],
    ['jan..de@voorbeeld.nl', false],
    ['jan de vries@voorbeeld.nl', false],
    ['josé@voorbeeld.nl', false],
    ['jan!@voorbeeld.nl', false],
    ['jan@-voorbeeld.nl', false],
    [`${'a'.repeat(64)}@${'b'.repeat(186)}.nl`, true],
    [`${'a'.repeat(64)}@${'b'.repeat(187)}.nl`, false],
  ])('%#: %s is an address: %s', (address, valid) => {
    expect(isEmailAddress(address)).toBe(valid);
    expect(Email('E-mailadres').safeParse(address).success).toBe(valid);
  });
});
