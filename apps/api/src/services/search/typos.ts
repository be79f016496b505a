/**
 * Typo tolerance as Meilisearch counts it: one typo in a word of 5 letters or more, two from 9,
 * and never on the first letter. A typo is an inserted, missing, replaced or swapped letter.
 */

export const typoBudget = (length: number): number => (length >= 9 ? 2 : length >= 5 ? 1 : 0);

/** Three rows of the distance table, reused: typo candidates are checked by the thousand. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];
const rowsFor = (columns: number) => {
  if (rows[0]!.length <= columns) rows = rows.map(() => new Int32Array(columns * 2));
  return rows as [Int32Array, Int32Array, Int32Array];
};

/**
 * Damerau-Levenshtein (optimal string alignment) distances between `a` and the starts of `b` up
 * to `columns` letters, row by row; undefined as soon as every distance exceeds `max`, else the
 * last row (distance to each start of b, by its length).
 */
const distanceRow = (a: string, b: string, columns: number, max: number): Int32Array | undefined => {
  let [previousPrevious, previous, current] = rowsFor(columns + 1);
  for (let j = 0; j <= columns; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j <= columns; j++) {
      const cost = letter === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, previousPrevious[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return undefined;
    const spare = previousPrevious;
    previousPrevious = previous;
    previous = current;
    current = spare;
  }
  return previous;
};

/**
 * Damerau-Levenshtein distance (optimal string alignment) between a and b, or max + 1 as soon as
 * it is certain to be larger than max.
 */
export const editDistance = (a: string, b: string, max: number): number => {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const row = distanceRow(a, b, b.length, max);
  return row ? row[b.length]! : max + 1;
};

/**
 * Typos between `prefix` and the best-matching start of `word` (the word being typed): one
 * table of edit distances, read at every length the start could have.
 */
export const prefixDistance = (prefix: string, word: string, max: number): number => {
  const columns = Math.min(word.length, prefix.length + max);
  const row = distanceRow(prefix, word, columns, max);
  if (!row) return max + 1;
  let best = max + 1;
  for (let j = Math.max(1, prefix.length - max); j <= columns; j++) best = Math.min(best, row[j]!);
  return best;
};

/** Whether `candidate` is within the typo budget of `word`, keeping the first letter. */
export const withinTypos = (word: string, candidate: string, asPrefix: boolean): number | null => {
  const budget = typoBudget(word.length);
  if (budget === 0 || candidate[0] !== word[0]) return null;
  const distance = asPrefix ? prefixDistance(word, candidate, budget) : editDistance(word, candidate, budget);
  return distance <= budget ? distance : null;
};
