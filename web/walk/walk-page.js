// The Walk view as index.html lays it out (#walk-view): its controls found by id and handed to the WalkView,
// and its legend. The view itself takes its elements as an object and knows no ids.
import { WalkView } from './walk-view.js';
import { WalkPredictPanel } from './walk-predict-panel.js';
import { buildLegend } from '../ui/panels.js';
import { WALK_PALETTE } from '../view/palette.js';
import { wireCodePanel } from '../code/code-page.js';

// maze: the explore view's Maze, the walk's world; getOptions(): the explore options; onChange(): what a
// share link keeps changed (see WalkView).
export function createWalkView({ maze, getOptions, announce, reducedMotion, onChange }) {
  const $ = (id) => document.getElementById(id);
  const codeFollowers = [];
  const walkView = new WalkView({
    maze,
    getOptions,
    announce,
    reducedMotion,
    onChange: () => {
      onChange();
      for (const follow of codeFollowers) follow();
    },
    elements: {
      canvas: $('walk-canvas'), run: $('walk-run'), algorithm: $('walk-algorithm'), radius: $('walk-radius'),
      everything: $('walk-everything'), truth: $('walk-truth'), clearChanges: $('walk-clear-changes'), fit: $('walk-fit'),
      replans: $('walk-replans'), stats: $('walk-stats'), narration: $('walk-narration'), live: $('walk-live'),
      error: $('walk-error'), compare: $('walk-compare'), otherPane: $('walk-other-pane'), otherCanvas: $('walk-other-canvas'),
      caption: $('walk-caption'), otherCaption: $('walk-other-caption'), progress: $('walk-progress'),
      tool: () => document.querySelector('input[name="walk-tool"]:checked')?.value ?? 'wall',
      play: $('walk-play'), toStart: $('walk-restart'), stepBack: $('walk-step-back'), stepForward: $('walk-step-forward'),
      toEnd: $('walk-to-end'), scrubber: $('walk-scrubber'), stepReadout: $('walk-step-readout'), speed: $('walk-speed'),
      speedReadout: $('walk-speed-readout'),
      // What a question turns off while it waits (WalkView.hold): all that would walk again or play on, and why.
      heldNote: $('walk-held'),
      answerControls: () => ['walk-run', 'walk-play', 'walk-restart', 'walk-step-back', 'walk-step-forward', 'walk-to-end', 'walk-scrubber',
        'walk-algorithm', 'walk-radius', 'walk-everything', 'walk-clear-changes'].map($),
    },
  });
  walkView.predict = new WalkPredictPanel({
    ask: $('walk-predict-ask'), next: $('walk-predict-next'), question: $('walk-predict-question'), verdict: $('walk-predict-verdict'),
    progress: $('walk-predict-progress'),
  }, { view: walkView, getOptions, announce });
  buildLegend($('walk-legend'), WALK_PALETTE, 'walk');
  // The code panel reads the walk as it reads a search: its replay at the step on screen.
  wireCodePanel({
    toggle: $('walk-code-toggle'), panel: $('walk-code-panel'),
    run: () => walkView.replay && {
      replay: walkView.replay, trace: walkView.replay.trace, maze: { width: walkView.replay.width },
      options: { algorithm: walkView.replay.algorithm }, result: null,
    },
    algorithm: () => $('walk-algorithm').value,
    seek: (step) => walkView.seek(step),
    onUpdate: (follow) => { codeFollowers.push(follow); $('walk-algorithm').addEventListener('change', follow); },
  });
  return walkView;
}
