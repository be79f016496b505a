/**
 * CSV as a Dutch spreadsheet opens it (decision 0061): cells separated by semicolons, amounts with
 * a decimal comma and no thousands separator ('-1234,56'), UTF-8 with a byte order mark so that
 * Excel reads 'ë' right, lines ending in CRLF.
 */

/** Cents as a Dutch amount without currency sign or thousands separator: 123456 → '1234,56'. */
export const csvAmount = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
};

/**
 * A text cell: quoted when it holds a separator, quote or line break; a text a spreadsheet would
 * run as a formula (=, +, -, @, tab, CR at the start) gets a leading apostrophe, as customer names
 * come from outside.
 */
export const csvText = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The file: a header row and the rows, each cell already written by csvText or csvAmount. */
export const csvFile = (header: string[], rows: string[][]): Buffer =>
  Buffer.from(`\uFEFF${[header.map(csvText), ...rows].map((row) => row.join(';')).join('\r\n')}\r\n`, 'utf8');
