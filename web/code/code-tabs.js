// The code panel's tabs: the pseudocode (web/code/pseudocode.js) and the engine's own C++ (web/code/
// cpp-listing.js), each a listing of an algorithm's lines with the trace events each line stands for.
import { pseudocodeFor } from './pseudocode.js';
import { cppListingFor } from './cpp-listing.js';

export const CODE_TABS = Object.freeze({
  pseudocode: {
    title: 'Pseudocode', label: 'pseudocode',
    listing: (algorithm, world) => { const lines = pseudocodeFor(algorithm, world); return lines && { lines }; },
  },
  cpp: { title: 'C++', label: 'C++ listing', listing: cppListingFor },
});
