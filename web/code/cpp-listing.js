// The code panel's C++ tab: the engine's own source of the loop that ran, as this build compiled it. The
// regions come from web/wasm/frontier_listings.js, which the native build writes from the `// listing:`
// markers in cpp/search (cpp/tools/listings.cpp; tests/node/listings.test.mjs holds them to the files the
// compiler built), and the registry names the regions each algorithm runs (listingsOf).
import LISTINGS from '../wasm/frontier_listings.js';
import { listingsOf } from '../core/registry.js';
import { t } from '../i18n/i18n.js';

// A kind recorded on two lines of one region where the two are two cases of the step, first then second:
// the start put on the open list before the loop, then the neighbours in it; an incremental search's cell
// made consistent (over-consistent), then one given G = ∞ (under-consistent); a bidirectional search from a
// cell to itself meeting before its loop, then the meetings in it. The tags are code-step.js's.
const TWO_CASES = {
  generated: ['generated@start', 'generated'], expanded: ['expanded@over', 'expanded@under'], meet: ['meet@start', 'meet'],
};

// The listing of `algorithm` (a registry name) in `world` ('grid', 'road', or 'drive': the Roads view's D*
// Lite), as the panel takes it: {lines: [{text, number, events} or {heading, text}], source}; null for none.
export function cppListingFor(algorithm, world = 'grid') {
  const names = world === 'drive' ? listingsOf('dstar-lite', 'road') : listingsOf(algorithm, world === 'road' ? 'road' : 'grid');
  if (!names?.length) return null;
  const lines = [];
  for (const name of names) {
    const region = LISTINGS[name];
    lines.push({ heading: true, text: `${region.file}, line ${region.firstLine}`, events: [] });
    const events = region.lines.map(() => []);
    for (const [kind, indexes] of Object.entries(region.events)) {
      const cases = indexes.length === 2 ? TWO_CASES[kind] : null;
      indexes.forEach((index, k) => events[index].push(cases ? cases[k] : kind));
    }
    // Leading spaces become the line's depth (two a level, as the source indents), so a long line that wraps
    // keeps its indentation on every row.
    region.lines.forEach((text, i) => {
      const indent = text.length - text.trimStart().length;
      lines.push({ text: text.trimStart(), depth: indent / 2, number: region.firstLine + i, events: events[i] });
    });
  }
  return { lines, source: t('code.cppSource') };
}
