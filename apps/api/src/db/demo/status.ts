import type { DbOrTx } from '../client.ts';
import { statusEvents, statusEventUpdates } from '../schema.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** Days from now at a whole hour (Amsterdam evenings are 19:00 or 20:00 UTC). */
const at = (days: number, utcHour: number) => {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(utcHour, 0, 0, 0);
  return date;
};

/**
 * The status page's history: a resolved mail incident of last week and maintenance planned for
 * next week, so that the page shows what it looks like with content.
 */
export const seedStatusEvents = async (tx: DbOrTx): Promise<void> => {
  const started = at(-6, 8);
  const resolved = new Date(started.getTime() + 2 * HOUR);
  const [incident] = await tx
    .insert(statusEvents)
    .values({
      kind: 'storing',
      title: 'Vertraagde aflevering van e-mail',
      services: ['email'],
      impact: 'verminderd',
      state: 'opgelost',
      startsAt: started,
      closedAt: resolved,
      createdAt: started,
      updatedAt: resolved,
    })
    .returning({ id: statusEvents.id });
  await tx.insert(statusEventUpdates).values([
    {
      eventId: incident!.id,
      state: 'onderzoek',
      message:
        'Inkomende e-mail wordt met enkele minuten vertraging afgeleverd. We onderzoeken de oorzaak; er gaat geen e-mail verloren.',
      createdAt: new Date(started.getTime() + 10 * 60 * 1000),
    },
    {
      eventId: incident!.id,
      state: 'geidentificeerd',
      message: 'Een van de spamfilters verwerkte berichten te traag. We hebben het verkeer omgeleid.',
      createdAt: new Date(started.getTime() + HOUR),
    },
    {
      eventId: incident!.id,
      state: 'opgelost',
      message: 'Alle wachtende e-mail is afgeleverd en de aflevering is weer direct.',
      createdAt: resolved,
    },
  ]);

  const window = at(7, 21);
  const [maintenance] = await tx
    .insert(statusEvents)
    .values({
      kind: 'onderhoud',
      title: 'Onderhoud aan de DNS-servers',
      services: ['dns'],
      impact: 'geen',
      state: 'gepland',
      startsAt: window,
      plannedEndAt: new Date(window.getTime() + 2 * HOUR),
    })
    .returning({ id: statusEvents.id });
  await tx.insert(statusEventUpdates).values({
    eventId: maintenance!.id,
    state: 'gepland',
    message:
      'We werken de software van onze naamservers bij. De servers worden één voor één bijgewerkt, zodat je domeinnamen bereikbaar blijven.',
  });
};
