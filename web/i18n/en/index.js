// The English catalogue: every message of the page, keyed, split by area to keep each file short. The other
// languages' catalogues (web/i18n/zh-Hans/) have exactly these keys and placeholders (tests/node/i18n.test.mjs).
import page from './page.js';
import search from './search.js';
import results from './results.js';
import narration from './narration.js';
import code from './code.js';
import puzzles from './puzzles.js';
import lessons from './lessons.js';
import walk from './walk.js';
import roads from './roads.js';
import refusals from './refusals.js';
import engine from './engine.js';
import cpp from './cpp.js';

export default Object.freeze({ ...page, ...search, ...results, ...narration, ...code, ...puzzles, ...lessons, ...walk, ...roads, ...refusals, ...engine, ...cpp });
