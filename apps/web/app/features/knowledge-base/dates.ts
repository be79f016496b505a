const dutchDate = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
});

/** '14 januari 2026', the same on the server and in the browser. */
export const formatDutchDate = (iso: string) => dutchDate.format(new Date(iso));
