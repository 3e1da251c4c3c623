// Compare mode as index.html lays it out (#compare-view): its controls found by id and handed to the
// CompareView, which takes them as an object and knows no ids.
import { CompareView } from './compare.js';

// scene: the explore view's grid scene; each column is a view of it.
export function createCompareView({ scene, announce, reducedMotion }) {
  const $ = (id) => document.getElementById(id);
  return new CompareView({
    scene,
    announce,
    reducedMotion,
    elements: {
      columns: $('compare-columns'), add: $('compare-add'), remove: $('compare-remove'), table: $('compare-table'),
      play: $('compare-play'), toStart: $('compare-restart'), stepBack: $('compare-step-back'),
      stepForward: $('compare-step-forward'), toEnd: $('compare-to-end'), scrubber: $('compare-scrubber'),
      stepReadout: $('compare-step-readout'), speed: $('compare-speed'), speedReadout: $('compare-speed-readout'),
    },
  });
}
