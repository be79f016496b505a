const amsterdamHour = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  hour: '2-digit',
  minute: '2-digit',
});

/** The starting times of booking slots as the Netherlands reads them: "09:00", "09:30", … */
export const hoursOf = (slots: { starts_at: string }[]): string[] =>
  slots.map((slot) => amsterdamHour.format(new Date(slot.starts_at)));
