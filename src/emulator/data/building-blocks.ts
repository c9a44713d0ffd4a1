import { createHash } from "node:crypto";
import type { Capacity, DaySchedules, WeekdayKey } from "../../api/schemas/index.ts";
import { spotsRemaining } from "../../core/classes.ts";

/**
 * The small deterministic pieces every demo record is made of: stable ids, a seeded
 * random stream, money as text, capacity by the spec's rule, and weekly slots.
 */

/**
 * A UUID derived from stable names (RFC 9562 version 8 layout: custom, hash-based),
 * so the demo studio gets the same ids every run and adding one record never
 * renumbers the others.
 */
export function stableId(...parts: readonly (string | number)[]): string {
  const hex = createHash("sha256").update(parts.join("\u001f")).digest("hex");
  const variant = ((Number.parseInt(hex[16] ?? "0", 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

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

/** "$1,250.00". Fixed formatting (no Intl) so demo data is byte-identical on every machine. */
export function formatDollars(cents: number): string {
  const whole = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `$${whole}.${String(cents % 100).padStart(2, "0")}`;
}

/** Spec 2.2 rule 2, as the site reads it: spots_remaining = max - enrolled, never below 0; null when max is null. */
export function capacityOf(max: number | null, enrolled: number): Capacity {
  return { max, enrolled, spots_remaining: spotsRemaining({ max, enrolled, spots_remaining: null }) };
}

/** A slot as "HH:MM", or ["HH:MM", minutes] when it runs longer or shorter than the class. */
export type SlotShorthand = string | [string, number];

/** `weekly({ 1: ["16:00"], 3: [["16:00", 75]] })`: day 0 is Sunday. */
export function weekly(days: Partial<Record<0 | 1 | 2 | 3 | 4 | 5 | 6, SlotShorthand[]>>): DaySchedules {
  const schedule: DaySchedules = {};
  for (const [day, slots] of Object.entries(days)) {
    schedule[day as WeekdayKey] = (slots ?? []).map((slot) =>
      typeof slot === "string" ? { time: slot, duration: null } : { time: slot[0], duration: slot[1] },
    );
  }
  return schedule;
}
