/**
 * Typo tolerance as Meilisearch counts it: one typo in a word of 5 letters or more, two from 9,
 * and never on the first letter. A typo is an inserted, missing, replaced or swapped letter.
 */

export const typoBudget = (length: number): number => (length >= 9 ? 2 : length >= 5 ? 1 : 0);

/**
 * Damerau-Levenshtein distance (optimal string alignment) between a and b, or max + 1 as soon as
 * it is certain to be larger than max.
 */
export const editDistance = (a: string, b: string, max: number): number => {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previousPrevious[j - 2]! + 1);
      }
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
};

/**
 * Typos between `prefix` and the best-matching start of `word` (the word being typed): one
 * table of edit distances, read at every length the start could have.
 */
export const prefixDistance = (prefix: string, word: string, max: number): number => {
  const columns = Math.min(word.length, prefix.length + max);
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: columns + 1 }, (_, j) => j);
  for (let i = 1; i <= prefix.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= columns; j++) {
      const cost = prefix[i - 1] === word[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && prefix[i - 1] === word[j - 2] && prefix[i - 2] === word[j - 1]) {
        value = Math.min(value, previousPrevious[j - 2]! + 1);
      }
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previousPrevious = previous;
    previous = current;
  }
  let best = max + 1;
  for (let j = Math.max(1, prefix.length - max); j <= columns; j++) best = Math.min(best, previous[j]!);
  return best;
};

/** Whether `candidate` is within the typo budget of `word`, keeping the first letter. */
export const withinTypos = (word: string, candidate: string, asPrefix: boolean): number | null => {
  const budget = typoBudget(word.length);
  if (budget === 0 || candidate[0] !== word[0]) return null;
  const distance = asPrefix ? prefixDistance(word, candidate, budget) : editDistance(word, candidate, budget);
  return distance <= budget ? distance : null;
};
