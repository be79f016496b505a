/** Sets of document slots as bit arrays: intersections and counts stay cheap on many documents. */
export type Bitset = Uint32Array;

export const emptyBits = (size: number): Bitset => new Uint32Array(Math.ceil(size / 32));

export const setBit = (bits: Bitset, slot: number) => {
  bits[slot >>> 5]! |= 1 << (slot & 31);
};

export const clearBit = (bits: Bitset, slot: number) => {
  if (slot >>> 5 < bits.length) bits[slot >>> 5]! &= ~(1 << (slot & 31));
};

export const hasBit = (bits: Bitset, slot: number): boolean =>
  ((bits[slot >>> 5] ?? 0) & (1 << (slot & 31))) !== 0;

export const and = (a: Bitset, b: Bitset): Bitset => {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! & (b[i] ?? 0);
  return out;
};

export const or = (a: Bitset, b: Bitset): Bitset => {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! | (b[i] ?? 0);
  return out;
};

export const andNot = (a: Bitset, b: Bitset): Bitset => {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! & ~(b[i] ?? 0);
  return out;
};

export const count = (bits: Bitset): number => {
  let total = 0;
  for (let word of bits) {
    word -= (word >>> 1) & 0x55555555;
    word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
    total += (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return total;
};

/** The slots in a set, in ascending order. */
export const slotsOf = (bits: Bitset): number[] => {
  const slots: number[] = [];
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i]!;
    while (word !== 0) {
      const low = word & -word;
      slots.push(i * 32 + 31 - Math.clz32(low));
      word ^= low;
    }
  }
  return slots;
};
