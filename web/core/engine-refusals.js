// The C++ engine's own sentences (its readers', searcher's, road queries', walks', checks' and generators') in
// the page's language. The engine writes English (the CLI, the native tests and docs/API.md read it), so each
// sentence is read back by the English template of its catalogue key (web/i18n/en/engine.js and cpp.js: cpp.*,
// and the page's own checks whose words the engine shares) and said again by that key, its values kept. A
// sentence no template fits stays as the engine wrote it; an English page gets every sentence unchanged.
import EN from '../i18n/en/index.js';
import { currentLanguage, has, tPlain } from '../i18n/i18n.js';

// The catalogue keys whose English the engine writes: every cpp.* (its own sentences: a new one needs only its
// two catalogue lines), and those it shares with the page's checks and views (a text's size, a grid's, a cell
// code's, a heuristic on the other topology, the reasons a walk and a drive end).
const SHARED_KEYS = [
  'request.textSize.text', 'request.textSize.gr', 'request.textSize.co', 'engine.gridSize', 'engine.cellCode',
  'refusal.heuristicOnSquare', 'refusal.heuristicOnHex', 'walk.reason.wallUnder', 'walk.reason.cutOff', 'walk.reason.gaveUp',
  'roads.reason.cutOff', 'roads.reason.gaveUp',
];
const ENGINE_KEYS = [...Object.keys(EN).filter((key) => key.startsWith('cpp.')), ...SHARED_KEYS];
// Placeholders that hold a number, so "line 3, column 4: ..." is not read as line "3, column 4".
const NUMBERS = new Set([
  'line', 'column', 'x', 'y', 'width', 'height', 'max', 'count', 'bytes', 'mib', 'limit', 'need', 'more', 'expanded', 'iterations',
  'budget', 'expected', 'node', 'index', 'fields', 'nodes', 'version', 'move', 'moves', 'wayLine', 'header', 'size', 'roads',
  'source', 'target', 'last', 'i', 'movement', 'toX', 'toY', 'a', 'b', 'dx', 'dy',
]);
// Placeholders that hold one of the engine's names for a thing the catalogue words too (a terrain: "grass"),
// said in the page's words: each names its catalogue's prefix.
const WORDS = { terrain: 'terrain', otherTerrain: 'terrain' };
// A placeholder that holds another of the engine's sentences ("line 3: " + why), itself read back.
const NESTED = 'error';

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A template as an anchored pattern with a named group per placeholder (a repeated one must repeat its value).
function patternOf(template) {
  const seen = new Set();
  let source = '^';
  let at = 0;
  for (const match of template.matchAll(/\{([A-Za-z][A-Za-z0-9_]*)\}/g)) {
    const name = match[1];
    source += escape(template.slice(at, match.index));
    const value = NUMBERS.has(name) ? '-?\\d+(?:\\.\\d+)?' : WORDS[name] ? '[a-z]+' : '.+?';
    source += seen.has(name) ? `\\k<${name}>` : `(?<${name}>${value})`;
    seen.add(name);
    at = match.index + match[0].length;
  }
  return new RegExp(`${source}${escape(template.slice(at))}$`, 's');
}

// The most specific first (the most words of their own): "line {line}: {error}" fits nearly anything.
let patterns = null;
function enginePatterns() {
  patterns ??= ENGINE_KEYS.map((key) => ({ key, pattern: patternOf(EN[key]), words: EN[key].replace(/\{\w+\}/g, '').length }))
    .sort((a, b) => b.words - a.words);
  return patterns;
}

// `message`, one of the engine's sentences, in the page's language.
export function engineText(message) {
  if (currentLanguage() === 'en' || typeof message !== 'string') return message;
  for (const { key, pattern } of enginePatterns()) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = { ...match.groups };
    if (NESTED in values) values[NESTED] = engineText(values[NESTED]);
    for (const [name, prefix] of Object.entries(WORDS)) {
      if (name in values && has(`${prefix}.${values[name]}`)) values[name] = tPlain(`${prefix}.${values[name]}`);
    }
    return tPlain(key, values);
  }
  return message;
}

// The Error of an engine's refusal, in the page's language.
export function engineRefusal(message) {
  return new Error(engineText(message));
}
