import { type Bitset, emptyBits, setBit } from './bitset.ts';

/** Where a word stands in a document: bit 1 the first searchable attribute, 2 the second, 4 the rest. */
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
 * One index in memory: documents in numbered slots, and for each word the slots that hold it.
 * Sets of slots are computed as bit arrays and cached until a document changes.
 */
export class Shard {
  readonly slots: (ShardDocument | undefined)[] = [];
  private readonly free: number[] = [];
  private readonly byId = new Map<string, number>();
  private readonly postings = new Map<string, Map<number, number>>();
  private nextOrder = 0;
  private cache = new Map<string, TermBits>();
  private orders = new Map<string, Ordering>();
  private scopes = new Map<string, Bitset>();

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
    }
    this.slots[slot] = undefined;
    this.byId.delete(id);
    this.free.push(slot);
    this.changed();
  }

  private changed() {
    if (this.cache.size) this.cache = new Map();
    if (this.orders.size) this.orders = new Map();
    if (this.scopes.size) this.scopes = new Map();
  }

  /** The slots holding any of these words (cached under `key`). */
  termBits(key: string, words: () => Iterable<string>): TermBits {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const bits: TermBits = {
      all: emptyBits(this.slots.length),
      title: emptyBits(this.slots.length),
      titleOrDescription: emptyBits(this.slots.length),
    };
    for (const word of words()) {
      const posting = this.postings.get(word);
      if (!posting) continue;
      for (const [slot, where] of posting) {
        setBit(bits.all, slot);
        if (where & IN_TITLE) setBit(bits.title, slot);
        if (where & (IN_TITLE | IN_DESCRIPTION)) setBit(bits.titleOrDescription, slot);
      }
    }
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, bits);
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
