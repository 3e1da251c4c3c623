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

// What a refusal may quote back in Chinese as its caller wrote it (tests/node/i18n.test.mjs, for the refusals'
// keys only: REFUSAL_KEY): the embed API's commands and fields, the engine's calls and options and their values,
// a link's fields, the text formats' own words (a MovingAI header, a road file's), file and type names.
export const REFUSAL_KEY = /^(link|refusal|puzzleField|embed\.refusal|request|engine|walkRequest|roadRequest|cpp|course\.refusal|course\.zip)\./;
export const API_NAMES = new Set([
  'seek', 'load', 'setPuzzle', 'setOptions', 'scene', 'lesson', 'ID', 'id', 'null', 'true', 'false', 'embed', 'kind', 'settle', 'alternative',
  'navigate', 'changes', 'beforeMove', 'cells', 'code', 'loadNetwork', 'onProgress', 'generator', 'random', 'snapshot', 'engine',
  'networkSnapshot', 'technique', 'alt', 'ch', 'selection', 'avoid', 'farthest', 'planar', 'length', 'time', 'first', 'count', 'nodes',
  'from', 'to', 'grass', 'trace', 'tracePrefixEvents', 'onTracePrefix', 'parseGrid', 'parseScenario', 'forcedNeighbours', 'ascii',
  'movingai', 'square', 'hex', 'Infinity', 'Uint', 'Array', 'n', 'maze', 's', 'type', 'octile', 'version', 'bucket', 'width', 'height',
  'ASCII', 'UTF', 'base', 'url', 'HTTP', 'MiB', 'GiB', 'zip', 'head', 'html', 'index', 'wasm', 'scripts', 'dist',
  // A road text file's own words (docs/API.md, "Road network formats").
  'frontier', 'X', 'Y', 'COUNT', 'FROM', 'TO', 'LENGTH', 'SPEED', 'ONEWAY', 'CLASS', 'names', 'e', 'NODE', 'NAME',
  // An OpenStreetMap file's (its elements and the highway tags the reader keeps).
  'OSM', 'XML', 'osm', 'way', 'highway', 'motorway', 'living', 'street', 'service',
  // A DIMACS file's (its problem lines and line kinds).
  'sp', 'aux', 'NODES', 'ARCS', 'a', 'WEIGHT', 'ID', 'v', 'c', 'p',
  // The engine's own sentences (web/i18n/*/cpp.js): XML's words, the OSM tool the reader names, a snapshot's
  // magic, a number that is not one, a NUL byte, and the road calls', grid options', forcedNeighbours' and
  // navigate's names and values.
  'NUL', 'dx', 'dy', 'CDATA', 'ref', 'osmium', 'FRNS', 'NaN', 'dimacs', 'edge', 'node', 'stretch', 'maxShare', 'altBound', 'prepare', 'metric',
  'blocked', 'route', 'tutorial', 'no', 'corner', 'cut', 'dstar', 'lite', 'repeated', 'astar',
]);

// Whether `word` (a run of Latin letters) is English in a Chinese text: not when `allowed` holds it, and never a
// lone letter, which is a formula's symbol (F = G + H, an algorithm's own d, N or k), whatever the algorithm.
export function isEnglishWord(word, allowed = ALLOWED_LATIN) {
  return word.length > 1 && !allowed.has(word);
}
