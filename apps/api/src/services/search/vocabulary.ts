/**
 * Every distinct indexed word with its Dutch stem (PostgreSQL's Snowball stemmer, kept in
 * `search_words`): what query words are expanded against.
 */
export class Vocabulary {
  private readonly stems = new Map<string, string>();
  private readonly byStem = new Map<string, Set<string>>();
  private sorted: string[] | null = null;
  private byFirstLetter: Map<string, string[]> | null = null;
  /** Changes whenever a word is added, so that expansions cached on it can be dropped. */
  version = 0;

  has(word: string): boolean {
    return this.stems.has(word);
  }

  add(word: string, stem: string): void {
    if (this.stems.has(word)) return;
    this.stems.set(word, stem);
    const family = this.byStem.get(stem) ?? new Set<string>();
    family.add(word);
    this.byStem.set(stem, family);
    this.sorted = null;
    this.byFirstLetter = null;
    this.version++;
  }

  /** The word and every indexed word with the same stem. */
  family(word: string): Iterable<string> {
    const stem = this.stems.get(word);
    return stem === undefined ? [] : (this.byStem.get(stem) ?? [word]);
  }

  /** Indexed words that begin with `prefix`. */
  startingWith(prefix: string): string[] {
    this.sorted ??= [...this.stems.keys()].sort();
    const words = this.sorted;
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (words[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let i = low; i < words.length && words[i]!.startsWith(prefix); i++) found.push(words[i]!);
    return found;
  }

  /** Indexed words with this first letter: where typo candidates are looked for. */
  withFirstLetter(letter: string): string[] {
    if (!this.byFirstLetter) {
      this.byFirstLetter = new Map();
      for (const word of this.stems.keys()) {
        const bucket = this.byFirstLetter.get(word[0]!) ?? [];
        bucket.push(word);
        this.byFirstLetter.set(word[0]!, bucket);
      }
    }
    return this.byFirstLetter.get(letter) ?? [];
  }
}
