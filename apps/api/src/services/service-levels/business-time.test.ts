import { describe, expect, it } from 'vitest';
import { dutchHolidays } from '../../lib/holidays.ts';
import { BusinessCalendar, type BusinessRange } from './business-time.ts';
import { type OrderClockInput, orderClock } from './clock.ts';
import type { ServiceLevelRules } from './settings.ts';

const officeHours: BusinessRange[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startsAt: '09:00',
  endsAt: '17:00',
}));
const office = new BusinessCalendar(officeHours);
/** An instant written with its offset, so the test says which wall clock it means. */
const at = (text: string) => new Date(text);

describe('business minutes in Amsterdam office hours (Monday to Friday 09:00-17:00)', () => {
  it('counts only the office part of an evening', () => {
    // Monday 16:30 to Tuesday 09:30 (winter time, +01:00): 30 minutes each side of the night.
    expect(office.minutesBetween(at('2026-03-02T16:30:00+01:00'), at('2026-03-03T09:30:00+01:00'))).toBe(60);
    // Wholly in the evening: nothing.
    expect(office.minutesBetween(at('2026-03-02T18:00:00+01:00'), at('2026-03-02T23:00:00+01:00'))).toBe(0);
  });

  it('skips the weekend', () => {
    // Friday 16:00 to Monday 10:00.
    expect(office.minutesBetween(at('2026-03-06T16:00:00+01:00'), at('2026-03-09T10:00:00+01:00'))).toBe(120);
    // A whole working week is 5 × 8 hours.
    expect(office.minutesBetween(at('2026-03-09T00:00:00+01:00'), at('2026-03-16T00:00:00+01:00'))).toBe(
      2400,
    );
  });

  it('skips public holidays: Goede Vrijdag and Tweede Paasdag 2026', () => {
    // Thursday 2 April 16:00 to Tuesday 7 April 10:00: Friday 3 and Monday 6 April are holidays.
    expect(office.minutesBetween(at('2026-04-02T16:00:00+02:00'), at('2026-04-07T10:00:00+02:00'))).toBe(120);
    // Koningsdag, Monday 27 April 2026: closed all day.
    expect(office.minutesBetween(at('2026-04-27T00:00:00+02:00'), at('2026-04-28T00:00:00+02:00'))).toBe(0);
  });

  it('counts real minutes across the summer-time changes', () => {
    // Summer time starts on Sunday 29 March 2026; Friday 16:00 (+01:00) to Monday 10:00 (+02:00).
    expect(office.minutesBetween(at('2026-03-27T16:00:00+01:00'), at('2026-03-30T10:00:00+02:00'))).toBe(120);
    // Monday's office opens at 09:00 Amsterdam, which is 07:00 UTC in summer time.
    expect(office.openOn('2026-03-30')).toEqual([
      [Date.parse('2026-03-30T07:00:00Z'), Date.parse('2026-03-30T15:00:00Z')],
    ]);
    expect(office.openOn('2026-03-27')).toEqual([
      [Date.parse('2026-03-27T08:00:00Z'), Date.parse('2026-03-27T16:00:00Z')],
    ]);
    // A night shift on Sundays 01:00-04:00: two real hours the night the clocks go forward, four
    // the night they go back.
    const nights = new BusinessCalendar([{ weekday: 7, startsAt: '01:00', endsAt: '04:00' }]);
    expect(nights.minutesBetween(at('2026-03-28T12:00:00Z'), at('2026-03-29T12:00:00Z'))).toBe(120);
    expect(nights.minutesBetween(at('2026-10-24T12:00:00Z'), at('2026-10-25T12:00:00Z'))).toBe(240);
    expect(nights.minutesBetween(at('2026-11-07T12:00:00Z'), at('2026-11-08T12:00:00Z'))).toBe(180);
  });

  it('answers 0 for a stretch that ends before it starts', () => {
    expect(office.minutesBetween(at('2026-03-03T12:00:00+01:00'), at('2026-03-03T11:00:00+01:00'))).toBe(0);
  });
});

describe('the Dutch public holidays', () => {
  it('lists 2026 (no Bevrijdingsdag outside a lustrum year)', () => {
    expect(dutchHolidays(2026)).toEqual([
      { date: '2026-01-01', name: 'Nieuwjaarsdag' },
      { date: '2026-04-03', name: 'Goede Vrijdag' },
      { date: '2026-04-05', name: 'Eerste Paasdag' },
      { date: '2026-04-06', name: 'Tweede Paasdag' },
      { date: '2026-04-27', name: 'Koningsdag' },
      { date: '2026-05-14', name: 'Hemelvaartsdag' },
      { date: '2026-05-24', name: 'Eerste Pinksterdag' },
      { date: '2026-05-25', name: 'Tweede Pinksterdag' },
      { date: '2026-12-25', name: 'Eerste Kerstdag' },
      { date: '2026-12-26', name: 'Tweede Kerstdag' },
    ]);
  });

  it('moves Koningsdag to 26 April when the 27th is a Sunday, and keeps Bevrijdingsdag in 2025 and 2030', () => {
    const dates = (year: number) => dutchHolidays(year).map((holiday) => holiday.date);
    expect(dates(2025)).toEqual(
      expect.arrayContaining(['2025-04-26', '2025-05-05', '2025-04-18', '2025-04-21']),
    );
    expect(dates(2025)).not.toContain('2025-04-27');
    expect(dates(2030)).toContain('2030-05-05');
    expect(dates(2027)).not.toContain('2027-05-05');
    // Easter 2027 is 28 March: Hemelvaart 6 May, Pinksteren 16 and 17 May.
    expect(dates(2027)).toEqual(
      expect.arrayContaining(['2027-03-26', '2027-03-29', '2027-05-06', '2027-05-17']),
    );
  });
});

describe('an order’s clock', () => {
  const rules: ServiceLevelRules = {
    calendar: office,
    targets: new Map([[3, { firstResponse: 480, resolution: 4800 }]]),
  };
  // Made Monday 2 March 09:00, answered at 10:00 and put on wacht_op_klant, the customer replied on
  // Wednesday 4 March 11:00 (back to in_behandeling).
  const order: OrderClockInput = {
    id: 1,
    priority: 3,
    status: 'in_behandeling',
    createdAt: at('2026-03-02T09:00:00+01:00'),
    firstResponseAt: at('2026-03-02T10:00:00+01:00'),
    changes: [
      { at: at('2026-03-02T10:00:00+01:00'), from: 'nieuw', to: 'wacht_op_klant' },
      { at: at('2026-03-04T11:00:00+01:00'), from: 'wacht_op_klant', to: 'in_behandeling' },
    ],
  };

  it('stands still while the order waits on the customer', () => {
    // Running Monday 09:00-10:00 and Wednesday 11:00-12:00: 120 of the 4800 minutes.
    expect(orderClock(rules, order, at('2026-03-04T12:00:00+01:00'))).toEqual({
      target: 'resolution',
      minutes_left: 4680,
      breached: false,
      paused: false,
    });
    const waiting: OrderClockInput = {
      ...order,
      status: 'wacht_op_klant',
      changes: order.changes.slice(0, 1),
    };
    for (const now of ['2026-03-03T15:00:00+01:00', '2026-03-10T15:00:00+01:00']) {
      expect(orderClock(rules, waiting, at(now))).toEqual({
        target: 'resolution',
        minutes_left: 4740,
        breached: false,
        paused: true,
      });
    }
  });

  it('runs to the first response until the provider replies, and is breached past it', () => {
    const unanswered: OrderClockInput = { ...order, firstResponseAt: null, changes: [], status: 'nieuw' };
    // Monday 09:00 to Tuesday 10:00: 8 h + 1 h = 540 minutes, 60 past the 480.
    expect(orderClock(rules, unanswered, at('2026-03-03T10:00:00+01:00'))).toEqual({
      target: 'first_response',
      minutes_left: -60,
      breached: true,
      paused: false,
    });
  });

  it('has no clock once the order is finished', () => {
    expect(orderClock(rules, { ...order, status: 'afgerond' }, at('2026-03-05T12:00:00+01:00'))).toBeNull();
  });
});
