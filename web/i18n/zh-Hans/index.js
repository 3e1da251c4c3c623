// The Simplified Chinese (zh-Hans) catalogue: the English catalogue's keys (web/i18n/en/), each in Chinese.
// Split by area as the English one is; tests/node/i18n.test.mjs holds the two to the same keys and placeholders.
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
