/**
 * A fixed-size set of document positions, one bit each. The engine keeps one per facet value and
 * combines them with AND and OR word by word, so a filter over 5,000 cars costs about 160 word
 * operations instead of 5,000 comparisons.
 */
export class Bitset {
  /** How many positions the set can hold (the number of documents). */
  readonly size: number;
  readonly words: Uint32Array;

  constructor(size: number, words?: Uint32Array) {
    this.size = size;
    this.words = words ?? new Uint32Array(Math.ceil(size / 32));
  }

  /** A set holding every position from 0 to size - 1. */
  static full(size: number): Bitset {
    const set = new Bitset(size);
    set.words.fill(0xffffffff);
    const tail = size % 32;
    if (tail !== 0) set.words[set.words.length - 1] = (1 << tail) - 1;
    return set;
  }

  /** A copy that can be changed without changing this one. */
  clone(): Bitset {
    return new Bitset(this.size, this.words.slice());
  }

  add(position: number): void {
    this.words[position >>> 5] = (this.words[position >>> 5] ?? 0) | (1 << (position & 31));
  }

  has(position: number): boolean {
    return ((this.words[position >>> 5] ?? 0) & (1 << (position & 31))) !== 0;
  }

  /** Keeps only the positions also in `other`. */
  and(other: Bitset): this {
    const { words } = this;
    const theirs = other.words;
    for (let i = 0; i < words.length; i += 1) words[i] = (words[i] ?? 0) & (theirs[i] ?? 0);
    return this;
  }

  /** Adds every position of `other`. */
  or(other: Bitset): this {
    const { words } = this;
    const theirs = other.words;
    for (let i = 0; i < words.length; i += 1) words[i] = (words[i] ?? 0) | (theirs[i] ?? 0);
    return this;
  }

  /** Removes every position of `other`. */
  andNot(other: Bitset): this {
    const { words } = this;
    const theirs = other.words;
    for (let i = 0; i < words.length; i += 1) words[i] = (words[i] ?? 0) & ~(theirs[i] ?? 0);
    return this;
  }

  /** How many positions the set holds. */
  count(): number {
    let total = 0;
    for (const word of this.words) total += bitCount(word);
    return total;
  }

  /** How many positions both sets hold, without building their intersection. */
  intersectionCount(other: Bitset): number {
    const { words } = this;
    const theirs = other.words;
    let total = 0;
    for (let i = 0; i < words.length; i += 1) total += bitCount((words[i] ?? 0) & (theirs[i] ?? 0));
    return total;
  }

  /** Every position the set holds, ascending: read once by a query that walks its result many times. */
  positions(): Int32Array {
    const held = new Int32Array(this.count());
    const { words } = this;
    let at = 0;
    for (let i = 0; i < words.length; i += 1) {
      let word = words[i] ?? 0;
      while (word !== 0) {
        const lowest = word & -word;
        held[at] = (i << 5) + 31 - Math.clz32(lowest);
        at += 1;
        word ^= lowest;
      }
    }
    return held;
  }

  /** Calls `visit` with each position, in ascending order. */
  forEach(visit: (position: number) => void): void {
    const { words } = this;
    for (let i = 0; i < words.length; i += 1) {
      let word = words[i] ?? 0;
      while (word !== 0) {
        const lowest = word & -word;
        visit((i << 5) + 31 - Math.clz32(lowest));
        word ^= lowest;
      }
    }
  }

  /** Whether both sets hold the same positions. */
  equals(other: Bitset): boolean {
    if (other.size !== this.size) return false;
    return this.words.every((word, i) => word === other.words[i]);
  }
}

/** The set bits of a 32-bit word (a branch-free population count). */
function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
