import { createHash } from "node:crypto";

/** A seeded pseudo-random stream (mulberry32): the same seed gives the same data on every machine. */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number;
  chance(share: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function seedFrom(text: string): number {
  return createHash("sha256").update(text).digest().readUInt32LE(0);
}

export function createRandom(seed: number | string): Random {
  let state = (typeof seed === "string" ? seedFrom(seed) : seed) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (share) => next() < share,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError("Cannot pick from an empty list.");
      return items[Math.floor(next() * items.length)] as T;
    },
  };
}
