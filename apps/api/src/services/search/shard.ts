import { type Bitset, clearBit, emptyBits, setBit } from './bitset.ts';

/** Where a word stands in a document: one bit per searchable attribute by its place (1 the first, 2 the second, 4 the third…). */
export const IN_TITLE = 1;
export const IN_DESCRIPTION = 2;
export const IN_REST = 4;

export interface ShardDocument {
  id: string;
  customerId: number | null;
  document: Record<string, unknown>;
  /** updated_at in milliseconds, for sorting. */
  sortKey: number | null;
  /** The order in which documents first came in: Meilisearch's last tie-breaker. */
  order: number;
  /** Each word of the document with where it stands. */
  words: Map<string, number>;
}

/** Documents that hold a set of words: anywhere, in the title, in title or description. */
export interface TermBits {
  all: Bitset;
  title: Bitset;
  titleOrDescription: Bitset;
}

const CACHE_SIZE = 1000;

/**
 * Words beginning with one or two letters are many (a query of one letter matches a large part
 * of the documents), so for these beginnings the documents are kept, as documents change, rather
 * than gathered from every word's postings when a visitor types them.
 */
export const KEPT_BEGINNING = 2;

/** A set of slots that grows with the shard. */
const withSlot = (bits: Bitset, slot: number): Bitset => {
  if (slot >>> 5 < bits.length) return bits;
  const grown = new Uint32Array(Math.max((slot >>> 5) + 1, bits.length * 2));
  grown.set(bits);
  return grown;
};

/**
 * One index in memory: documents in numbered slots, and for each word the slots that hold it.
 * Sets of slots are computed as bit arrays and cached until a document changes.
 */
export class Shard {
  readonly slots: (ShardDocument | undefined)[] = [];
  private readonly free: number[] = [];
  private readonly byId = new Map<string, number>();
  private readonly postings = new Map<string, Map<number, number>>();
  private readonly beginnings = new Map<string, TermBits>();
  private nextOrder = 0;
  private cache = new Map<string, TermBits>();
  private orders = new Map<string, Ordering>();
  private scopes = new Map<string, Bitset>();
  /** Changes with every document that comes, changes or goes. */
  version = 0;

  get size(): number {
    return this.byId.size;
  }

  upsert(document: Omit<ShardDocument, 'order'>): void {
    const existing = this.byId.get(document.id);
    const order = existing === undefined ? this.nextOrder++ : this.slots[existing]!.order;
    if (existing !== undefined) this.remove(document.id);
    const slot = this.free.pop() ?? this.slots.length;
    this.slots[slot] = { ...document, order };
    this.byId.set(document.id, slot);
    for (const [word, where] of document.words) {
      const posting = this.postings.get(word) ?? new Map<number, number>();
      posting.set(slot, where);
      this.postings.set(word, posting);
      for (let length = 1; length <= Math.min(KEPT_BEGINNING, word.length); length++) {
        const beginning = word.slice(0, length);
        let bits = this.beginnings.get(beginning);
        if (!bits) {
          bits = { all: emptyBits(0), title: emptyBits(0), titleOrDescription: emptyBits(0) };
          this.beginnings.set(beginning, bits);
        }
        bits.all = withSlot(bits.all, slot);
        bits.title = withSlot(bits.title, slot);
        bits.titleOrDescription = withSlot(bits.titleOrDescription, slot);
        setBit(bits.all, slot);
        if (where & IN_TITLE) setBit(bits.title, slot);
        if (where & (IN_TITLE | IN_DESCRIPTION)) setBit(bits.titleOrDescription, slot);
      }
    }
    this.changed();
  }

  remove(id: string): void {
    const slot = this.byId.get(id);
    if (slot === undefined) return;
    for (const word of this.slots[slot]!.words.keys()) {
      const posting = this.postings.get(word);
      posting?.delete(slot);
      if (posting?.size === 0) this.postings.delete(word);
      for (let length = 1; length <= Math.min(KEPT_BEGINNING, word.length); length++) {
        const bits = this.beginnings.get(word.slice(0, length));
        if (!bits) continue;
        clearBit(bits.all, slot);
        clearBit(bits.title, slot);
        clearBit(bits.titleOrDescription, slot);
      }
    }
    this.slots[slot] = undefined;
    this.byId.delete(id);
    this.free.push(slot);
    this.changed();
  }

  private changed() {
    this.version++;
    if (this.cache.size) this.cache = new Map();
    if (this.orders.size) this.orders = new Map();
    if (this.scopes.size) this.scopes = new Map();
  }

  /**
   * The slots holding any of these words and, with `beginning` (at most KEPT_BEGINNING letters),
   * any word that begins with it; cached under `key`.
   */
  termBits(key: string, words: () => Iterable<string>, beginning?: string, searchOn?: number): TermBits {
    const cached = this.cache.get(key);
    if (cached) return cached;
    if (searchOn !== undefined) return this.cached(key, this.termBitsIn(words(), searchOn));
    const bits: TermBits = {
      all: emptyBits(this.slots.length),
      title: emptyBits(this.slots.length),
      titleOrDescription: emptyBits(this.slots.length),
    };
    const kept = beginning === undefined ? undefined : this.beginnings.get(beginning);
    if (kept) {
      bits.all.set(kept.all.subarray(0, bits.all.length));
      bits.title.set(kept.title.subarray(0, bits.title.length));
      bits.titleOrDescription.set(kept.titleOrDescription.subarray(0, bits.titleOrDescription.length));
    }
    for (const word of words()) {
      const posting = this.postings.get(word);
      if (!posting) continue;
      for (const [slot, where] of posting) {
        setBit(bits.all, slot);
        if (where & IN_TITLE) setBit(bits.title, slot);
        if (where & (IN_TITLE | IN_DESCRIPTION)) setBit(bits.titleOrDescription, slot);
      }
    }
    return this.cached(key, bits);
  }

  private cached(key: string, bits: TermBits): TermBits {
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, bits);
    return bits;
  }

  /** As termBits, counting only the places of the searchable attributes in `searchOn` (bits by place). */
  private termBitsIn(words: Iterable<string>, searchOn: number): TermBits {
    const bits: TermBits = {
      all: emptyBits(this.slots.length),
      title: emptyBits(this.slots.length),
      titleOrDescription: emptyBits(this.slots.length),
    };
    for (const word of words) {
      const posting = this.postings.get(word);
      if (!posting) continue;
      for (const [slot, found] of posting) {
        const where = found & searchOn;
        if (!where) continue;
        setBit(bits.all, slot);
        if (where & IN_TITLE) setBit(bits.title, slot);
        if (where & (IN_TITLE | IN_DESCRIPTION)) setBit(bits.titleOrDescription, slot);
      }
    }
    return bits;
  }

  /** Every used slot, or those of one customer. */
  scopeBits(customerId: number | null | 'all'): Bitset {
    const key = `scope:${customerId}`;
    const cached = this.scopes.get(key);
    if (cached) return cached;
    const bits = emptyBits(this.slots.length);
    this.slots.forEach((document, slot) => {
      if (document && (customerId === 'all' || document.customerId === customerId)) setBit(bits, slot);
    });
    this.scopes.set(key, bits);
    return bits;
  }

  /** Used slots in the order of first arrival, or of updated_at (missing dates last), with each slot's place. */
  ordered(by: 'order' | 'updated_at:asc' | 'updated_at:desc'): Ordering {
    const cached = this.orders.get(by);
    if (cached) return cached;
    const used: number[] = [];
    this.slots.forEach((document, slot) => {
      if (document) used.push(slot);
    });
    const order = (slot: number) => this.slots[slot]!.order;
    const date = (slot: number) => this.slots[slot]!.sortKey;
    used.sort((a, b) => {
      if (by !== 'order') {
        const [x, y] = [date(a), date(b)];
        if (x !== y) {
          if (x === null) return 1;
          if (y === null) return -1;
          return by === 'updated_at:asc' ? x - y : y - x;
        }
      }
      return order(a) - order(b);
    });
    const place = new Int32Array(this.slots.length);
    used.forEach((slot, index) => {
      place[slot] = index;
    });
    const ordering = { slots: used, place };
    this.orders.set(by, ordering);
    return ordering;
  }
}

export interface Ordering {
  slots: number[];
  /** Where each slot stands in `slots`. */
  place: Int32Array;
}
