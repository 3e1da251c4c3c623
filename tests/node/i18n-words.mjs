// The Latin words Chinese text may hold, for the catalogue test (tests/node/i18n.test.mjs) and the scan of the
// Chinese page's visible text (tests/browser/i18n.test.mjs): kept short on purpose.
// A Chinese message may hold: algorithm names, the F/G/H of the tutorials and the other symbols of
// the formulas, units, key names, file kinds and names of things that are names in Chinese too.
export const ALLOWED_LATIN = new Set([
  'A', 'B', 'C', 'Dijkstra', 'BFS', 'DFS', 'JPS', 'IDA', 'Theta', 'LPA', 'D', 'Lite', 'ALT', 'CH', 'MovingAI', 'Frontier',
  'Prim', 'Kruskal', 'Wilson', 'Eller',
  'F', 'G', 'H', 'f', 'g', 'h', 'w', 'x', 'y', 'mu', 'max', 'min', 'rhs', 'km', 'S', 'W', 'E', 'px', 'ms', 'KB', 'MB', 'µs',
  'Ctrl', 'Shift', 'Z', 'V', 'Esc', 'Tab', 'Home', 'End', 'Enter', 'PNG', 'map', 'scen', 'txt', 'json', 'JSON', 'iframe', 'postMessage',
  'API', 'docs', 'EMBED', 'STATES', 'md', 'OpenStreetMap', 'SCORM',
  // The Roads view's file kinds (.roads, .osm, .xml, DIMACS .gr and .co).
  'roads', 'osm', 'xml', 'DIMACS', 'gr', 'co',
  // The Roads view's formulas: K routes, landmarks L1..Lk, d(u, v), a road's cost c(u, v), potentials p(v).
  'K', 'L', 'Lk', 'd', 'u', 'v', 'c', 'p',
]);
