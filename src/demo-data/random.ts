/**
 * A seeded pseudo-random generator (sfc32, seeded through a cyrb128 string hash) and the helpers the
 * demo-data generators draw from. Never Math.random: the same seed must give the same data.
 */

/** A 32-bit hash of a string (cyrb53 folded); stable across platforms and Node versions. */
export function hashString(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks with the given relative weights. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** A new array in random order. */
  shuffle<T>(items: readonly T[]): T[];
  /** An independent stream named `label`, so adding draws in one part does not shift another. */
  fork(label: string): Random;
}

/** A generator whose whole sequence follows from `seed` (any text; numbers are stringified). */
export function createRandom(seed: string | number): Random {
  const key = String(seed);
  let a = hashString(`a:${key}`);
  let b = hashString(`b:${key}`);
  let c = hashString(`c:${key}`);
  let d = hashString(`d:${key}`);

  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // sfc32 needs a few rounds before its output stops echoing the seed.
  for (let i = 0; i < 15; i++) next();

  const random: Random = {
    next,
    int(min, max) {
      return min + Math.floor(next() * (max - min + 1));
    },
    chance(p) {
      return next() < p;
    },
    pick(items) {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    weighted(items) {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      const last = items[items.length - 1];
      if (last === undefined) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    shuffle(items) {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j] as (typeof out)[number], out[i] as (typeof out)[number]];
      }
      return out;
    },
    fork(label) {
      return createRandom(`${key}/${label}`);
    },
  };
  return random;
}
