// The Latin words Chinese text may hold, for the catalogue test (tests/node/i18n.test.mjs) and the scan of the
// Chinese page's visible text (tests/browser/i18n.test.mjs): kept short on purpose.
// A Chinese message may hold: algorithm names, the symbols of the formulas (lone letters: isEnglishWord), units,
// key names, file kinds and names of things that are names in Chinese too.
export const ALLOWED_LATIN = new Set([
  'Dijkstra', 'BFS', 'DFS', 'JPS', 'IDA', 'Theta', 'LPA', 'Lite', 'ALT', 'CH', 'MovingAI', 'Frontier',
  'Prim', 'Kruskal', 'Wilson', 'Eller',
  'mu', 'max', 'min', 'rhs', 'km', 'px', 'ms', 'KB', 'MB', 'µs',
  'Ctrl', 'Shift', 'Esc', 'Tab', 'Home', 'End', 'Enter', 'PNG', 'map', 'scen', 'txt', 'json', 'JSON', 'iframe', 'postMessage',
  'API', 'docs', 'EMBED', 'STATES', 'md', 'OpenStreetMap', 'SCORM',
  // The Roads view's file kinds (.roads, .osm, .xml, DIMACS .gr and .co).
  'roads', 'osm', 'xml', 'DIMACS', 'gr', 'co',
  // The Roads view's landmarks L1..Lk (the other symbols of its formulas are lone letters: K, d(u, v), c, p).
  'Lk',
]);

// Whether `word` (a run of Latin letters) is English in a Chinese text: not when `allowed` holds it, and never a
// lone letter, which is a formula's symbol (F = G + H, an algorithm's own d, N or k), whatever the algorithm.
export function isEnglishWord(word, allowed = ALLOWED_LATIN) {
  return word.length > 1 && !allowed.has(word);
}
