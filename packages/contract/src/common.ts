import { z } from 'zod';

/** A positive database id, from a path segment or a body. */
export const Id = z.coerce.number().int().positive().max(2_147_483_647);

/** An id a person picks in a form (a select): none picked is '{Field} is verplicht.' (spec §5). */
export const PickedId = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: `${label} is verplicht.` })
      .int(`${label} is verplicht.`)
      .positive(`${label} is verplicht.`)
      .max(2_147_483_647, `${label} bestaat niet.`),
  );

export const IdParams = z.object({ id: Id });

/** ISO 8601 date-time with offset, as the API writes it. */
export const DateTime = z.iso.datetime({ offset: true });

/** A calendar date, YYYY-MM-DD. */
export const CalendarDate = z.iso.date();

/** Euro cents, excluding VAT unless the name says otherwise. */
export const Cents = z.number().int();

/** An answer that only confirms. */
export const Ok = z.object({ ok: z.literal(true) });
