/** A duration as the site and the mails write it: 95 → '1 uur en 35 minuten'; 120 → '2 uur'; 0 → '0 minuten'. */
export const formatMinutes = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const minuteText = `${rest} ${rest === 1 ? 'minuut' : 'minuten'}`;
  if (hours === 0) return minuteText;
  return rest === 0 ? `${hours} uur` : `${hours} uur en ${minuteText}`;
};
