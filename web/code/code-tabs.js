// The code panel's tabs: the pseudocode (web/code/pseudocode.js) and the engine's own C++ (web/code/
// cpp-listing.js), each a listing of an algorithm's lines with the trace events each line stands for.
import { pseudocodeFor } from './pseudocode.js';
import { cppListingFor } from './cpp-listing.js';
import { t } from '../i18n/i18n.js';

export const CODE_TABS = Object.freeze({
  pseudocode: {
    title: t('code.tab.pseudocode'), empty: t('code.empty.pseudocode'),
    listing: (algorithm, world) => { const lines = pseudocodeFor(algorithm, world); return lines && { lines }; },
  },
  cpp: { title: t('code.tab.cpp'), empty: t('code.empty.cpp'), listing: cppListingFor },
});
