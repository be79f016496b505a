/** How long ago, in words: 'minder dan een minuut', '12 minuten', '3 uur en 5 minuten', '2 dagen'. */
export const formatAge = (from: string, now: number): string => {
  const minutes = Math.max(0, Math.floor((now - Date.parse(from)) / 60_000));
  if (minutes < 1) return 'minder dan een minuut';
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minuut' : 'minuten'}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest === 0 ? `${hours} uur` : `${hours} uur en ${rest} ${rest === 1 ? 'minuut' : 'minuten'}`;
  }
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'dag' : 'dagen'}`;
};
