// @vitest-environment happy-dom
import { HourBundleBody, WeeklyHoursBody } from '@maatwerk/contract';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { bodySchema } from './body-schema.ts';
import { RulesForm, TextField, useRulesForm } from './index.ts';

afterEach(cleanup);

/** The messages the schema gives for values, by field. */
const messagesOf = (schema: z.ZodType, values: unknown) =>
  Object.fromEntries(
    (schema.safeParse(values).error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );

interface Bundle {
  description: string;
  hours: string;
  price: string;
  vat_rate: string;
}
const toBody = (values: Bundle) => ({
  description: values.description,
  hours: values.hours,
  price_cents: values.price === '' ? '' : Math.round(Number(values.price) * 100),
  vat_rate: Number(values.vat_rate),
});
const bundle = bodySchema(HourBundleBody, { toBody, fields: { price_cents: 'price' } });

const BundleForm = ({ send }: { send: (values: Bundle) => void }) => {
  const form = useRulesForm<Bundle>({
    defaultValues: { description: 'Strippenkaart', hours: '10', price: '', vat_rate: '21' },
    schema: bundle,
  });
  return (
    <RulesForm form={form} onSubmit={send} submitLabel="Maken">
      <TextField name="description" label="Omschrijving" />
      <TextField name="hours" label="Aantal uren" />
      <TextField name="price" label="Prijs" />
    </RulesForm>
  );
};

describe('bodySchema', () => {
  it("judges the body the values become, with the contract's Dutch messages on the form's fields", () => {
    expect(messagesOf(bundle, { description: ' ', hours: 'tien', price: '', vat_rate: '21' })).toEqual({
      description: 'Omschrijving is verplicht.',
      hours: 'Aantal uren moet een getal zijn.',
      price: 'Prijs van de strippenkaart is verplicht.',
    });
    expect(
      messagesOf(bundle, { description: 'Strippenkaart', hours: '10', price: '750', vat_rate: '21' }),
    ).toEqual({});
  });

  it('puts a message about part of a list on the field a function names, one message a field', () => {
    const week = bodySchema(WeeklyHoursBody, {
      toBody: (values: Record<string, string>) => ({
        ranges: Object.entries(values).map(([field, range]) => {
          const [starts_at, ends_at] = range.split('-');
          return { weekday: Number(field.slice(3)), starts_at, ends_at };
        }),
      }),
      fields: (path, body) => `day${body.ranges[Number(path[1])]?.weekday}`,
    });
    expect(messagesOf(week, { day1: '09:00-12:00', day3: '25:00-26:00' })).toEqual({
      day3: expect.stringMatching(/\S/),
    });
    expect(messagesOf(week, { day1: '09:00-12:00', day3: '13:00-17:00' })).toEqual({});
  });

  it("judges the form's own fields that are no part of the body", () => {
    const schema = bodySchema(z.object({ starts_at: z.string().min(1, 'Tijdstip is verplicht.') }), {
      toBody: ({ slot }: { day: string; slot: string }) => ({ starts_at: slot }),
      fields: { starts_at: 'slot' },
      formFields: z.object({ day: z.string().min(1, 'Datum is verplicht.') }),
    });
    expect(messagesOf(schema, { day: '', slot: '' })).toEqual({
      day: 'Datum is verplicht.',
      slot: 'Tijdstip is verplicht.',
    });
  });

  it('shows the messages by the fields of a form, and sends nothing until they are fixed', async () => {
    const send = vi.fn();
    render(<BundleForm send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Maken' }));
    expect(await screen.findByText('Prijs van de strippenkaart is verplicht.')).toBeTruthy();
    expect(screen.getByLabelText('Prijs').getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Prijs'), '750');
    await userEvent.click(screen.getByRole('button', { name: 'Maken' }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());
  });
});
