// @ts-check
/** Seeded random numbers, so that scattered details land in the same place on every run. */

/**
 * Deterministic PRNG (mulberry32).
 * @param {number} seed
 * @returns {() => number}
 */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A scene's own seed, from its name (FNV-1a): adding or moving a scene never changes another's.
 * @param {string} name
 * @returns {number}
 */
export function seedOf(name) {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash % 10_000;
}
