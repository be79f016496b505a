/**
 * The Dutch public holidays, computed per year (no table to keep up to date). Easter by the
 * anonymous Gregorian algorithm; the other moving feasts count from it.
 */

/** Easter Sunday of a year, as 'YYYY-MM-DD'. */
export const easterSunday = (year: number): string => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

const shift = (isoDate: string, days: number): string =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface Holiday {
  date: string;
  name: string;
}

/**
 * The days the service-level clock stands still all day, in date order. Bevrijdingsdag (5 May)
 * counts only in a lustrum year (2025, 2030, …), as most collective agreements give it
 * (decision 0065); Koningsdag moves to 26 April when 27 April is a Sunday.
 */
export const dutchHolidays = (year: number): Holiday[] => {
  const easter = easterSunday(year);
  const kingsDay = `${year}-04-27`;
  const kingsDayIsSunday = new Date(`${kingsDay}T00:00:00Z`).getUTCDay() === 0;
  const holidays: Holiday[] = [
    { date: `${year}-01-01`, name: 'Nieuwjaarsdag' },
    { date: shift(easter, -2), name: 'Goede Vrijdag' },
    { date: easter, name: 'Eerste Paasdag' },
    { date: shift(easter, 1), name: 'Tweede Paasdag' },
    { date: kingsDayIsSunday ? `${year}-04-26` : kingsDay, name: 'Koningsdag' },
    ...(year % 5 === 0 ? [{ date: `${year}-05-05`, name: 'Bevrijdingsdag' }] : []),
    { date: shift(easter, 39), name: 'Hemelvaartsdag' },
    { date: shift(easter, 49), name: 'Eerste Pinksterdag' },
    { date: shift(easter, 50), name: 'Tweede Pinksterdag' },
    { date: `${year}-12-25`, name: 'Eerste Kerstdag' },
    { date: `${year}-12-26`, name: 'Tweede Kerstdag' },
  ];
  return holidays.sort((left, right) => left.date.localeCompare(right.date));
};
