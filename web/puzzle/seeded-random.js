// The seeded choices of a puzzle (which steps it asks about, which cell, which hidden algorithm):
// mulberry32, 32-bit integer arithmetic only, so one seed makes the same puzzle in every browser and in Node.
export function seededRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    below: (n) => Math.floor(next() * n), // an integer in [0, n)
    pick: (items) => items[Math.floor(next() * items.length)],
    // One item from each of `count` equal stretches of `items` (fewer when it has fewer): questions spread
    // over a search's steps rather than bunched.
    spread(items, count) {
      const picked = [];
      const stretch = items.length / count;
      for (let k = 0; k < count && k * stretch < items.length; k++) {
        const low = Math.floor(k * stretch);
        const high = Math.max(low + 1, Math.floor((k + 1) * stretch));
        picked.push(items[low + Math.floor(next() * (high - low))]);
      }
      return picked;
    },
    // `count` items of `items`, in a seeded order, none twice.
    sample(items, count) {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [pool[i], pool[j]] = [pool[j], pool[i]];
      }
      return pool.slice(0, count);
    },
  };
}
