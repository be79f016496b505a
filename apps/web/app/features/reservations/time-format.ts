import { BOOKING_TIME_ZONE, todayInAmsterdam } from '@maatwerk/contract/constants';

const time = new Intl.DateTimeFormat('nl-NL', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: BOOKING_TIME_ZONE,
});
const day = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: BOOKING_TIME_ZONE,
});

/** '10:00 – 11:00' in Amsterdam time. */
export const formatSlot = (startsAt: string, endsAt: string) =>
  `${time.format(new Date(startsAt))} – ${time.format(new Date(endsAt))}`;

/** 'woensdag 3 juni 2026'; a calendar date is read as that day. */
export const formatDay = (value: string) =>
  day.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value));

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Today on a weekday, otherwise the Monday after: where the picker starts. */
export const firstBookableDay = (now = new Date()) => {
  let date = todayInAmsterdam(now);
  while ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) date = addDays(date, 1);
  return date;
};
