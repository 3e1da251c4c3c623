// The Roads view as index.html lays it out (#roads-view): its controls found by id and handed to the
// RoadsView, its compare, K routes and drive panels attached, its legend and the tools' swatches coloured.
// The view and its panels take their elements as objects and know no ids.
import { RoadsView } from './roads-view.js';
import { RoutesPanel } from './routes-panel.js';
import { RoadCompare } from './road-compare.js';
import { DrivePanel } from './drive-panel.js';
import { RouteDrawPanel } from './route-draw-panel.js';
import { AlternativePuzzlePanel } from './alternative-puzzle.js';
import { RoadPredictPanel } from './road-predict-panel.js';
import { PreparePanel } from './prepare-panel.js';
import { ROAD_ALGORITHM_INFO, PREPARED_ROAD_ALGORITHM_INFO } from '../core/registry.js';
import { buildLegend, showLegendFor } from '../ui/panels.js';
import { ROAD_PALETTE, ROAD_COLOUR } from '../view/palette.js';
import { wireCodePanel } from '../code/code-page.js';
import { formatRoadCost } from './road-format.js';
import { junctionName } from './road-narration.js';

// onChange(): what a share link keeps changed (see RoadsView).
export function createRoadsView({ announce, reducedMotion, onChange }) {
  const $ = (id) => document.getElementById(id);
  const codeFollowers = [];
  const roadsView = new RoadsView({
    onChange: () => {
      onChange();
      for (const follow of codeFollowers) follow();
    },
    announce,
    reducedMotion,
    // The legend lists the colours of the family searched (the goal side's for a bidirectional search) and
    // of the search itself (ALT's landmarks, a CH query's marks; a drive's, the contraction's).
    onSearch: (algorithm) => showLegendFor($('roads-legend'), [...ROAD_ALGORITHM_INFO, ...PREPARED_ROAD_ALGORITHM_INFO].find((row) => row.name === algorithm)?.family, algorithm),
    elements: {
      canvas: $('roads-canvas'), attribution: $('roads-attribution'), busy: $('roads-busy'), hint: $('roads-hint'), fit: $('roads-fit'),
      algorithm: $('roads-algorithm'), algorithmNote: $('roads-algorithm-note'), metric: $('roads-metric'), stats: $('roads-stats'), error: $('roads-error'),
      narration: $('roads-narration'), live: $('roads-live'), inspector: $('roads-inspector'),
      tool: () => document.querySelector('input[name="roads-tool"]:checked')?.value ?? 'start',
      setTool: (value) => { document.querySelector(`input[name="roads-tool"][value="${value}"]`).checked = true; },
      source: {
        source: $('roads-source'), nodes: $('roads-nodes'), seed: $('roads-seed'), generate: $('roads-generate'), file: $('roads-file'),
        error: $('roads-network-error'), figures: $('roads-figures'),
        progress: $('roads-network-progress'), bar: $('roads-network-bar'), cancel: $('roads-network-cancel'),
      },
      run: $('roads-run'), play: $('roads-play'), toStart: $('roads-restart'), stepBack: $('roads-step-back'),
      stepForward: $('roads-step-forward'), toEnd: $('roads-to-end'), scrubber: $('roads-scrubber'), stepReadout: $('roads-step-readout'),
      speed: $('roads-speed'), speedReadout: $('roads-speed-readout'),
      // What a puzzle's question turns off while it waits (RoadsView.hold): all that would search, play on or
      // move the ends (the route tool stays: the route puzzle draws with it), and the note saying why.
      heldNote: $('roads-held'),
      answerControls: () => [
        ...['roads-run', 'roads-play', 'roads-restart', 'roads-step-back', 'roads-step-forward', 'roads-to-end', 'roads-scrubber',
          'roads-algorithm', 'roads-metric', 'roads-compare-run', 'roads-routes-find', 'roads-drive'].map($),
        ...document.querySelectorAll('input[name="roads-tool"]:not([value="route"])'),
      ],
    },
  });
  roadsView.attachPrepare(new PreparePanel({
    technique: $('roads-prepare-technique'), landmarks: $('roads-landmarks'), selection: $('roads-selection'), prepare: $('roads-prepare'),
    cancel: $('roads-prepare-cancel'), play: $('roads-contraction-play'), message: $('roads-prepare-message'), progress: $('roads-prepare-progress'),
  }, { view: roadsView, announce }));
  roadsView.attachCompare(new RoadCompare({
    run: $('roads-compare-run'), table: $('roads-compare-table'), body: $('roads-compare-body'), message: $('roads-compare-message'),
  }, { view: roadsView, announce }));
  roadsView.attachRoutes(new RoutesPanel({
    kind: $('roads-routes-kind'), k: $('roads-k'), kHelp: $('roads-k-help'), kError: $('roads-k-error'), disjoint: $('roads-disjoint'), stretch: $('roads-stretch'),
    stretchOut: $('roads-stretch-out'), share: $('roads-share'), shareOut: $('roads-share-out'), find: $('roads-routes-find'),
    clear: $('roads-routes-clear'), message: $('roads-routes-message'), list: $('roads-routes-list'), rejected: $('roads-rejected'),
    rejectedList: $('roads-rejected-list'), rejectedCount: $('roads-rejected-count'),
  }, { view: roadsView, announce }));
  roadsView.attachRouteDraw(new RouteDrawPanel({
    start: $('roads-draw-start'), check: $('roads-draw-check'), undo: $('roads-draw-undo'), clear: $('roads-draw-clear'), message: $('roads-draw-message'),
    bar: $('roads-route-bar'), barStatus: $('roads-route-bar-status'), barCheck: $('roads-route-bar-check'), barUndo: $('roads-route-bar-undo'),
  }, { view: roadsView, announce }));
  roadsView.predict = new RoadPredictPanel(roadsView, { announce });
  roadsView.alternativePuzzle = new AlternativePuzzlePanel(roadsView, {
    elements: { bar: $('roads-choice-bar'), question: $('roads-choice-question'), choices: $('roads-choice-buttons') }, announce,
  });
  roadsView.attachDrive(new DrivePanel({
    drive: $('roads-drive'), clear: $('roads-drive-clear'), message: $('roads-drive-message'), table: $('roads-drive-table'),
    body: $('roads-drive-body'),
  }, { view: roadsView, announce }));
  // The code panel: the search on screen, the drive (D* Lite on the roads) or the K routes (lit from their
  // answer: they keep no trace); junctions named as the narration names them.
  const nodeName = (id) => junctionName(id, roadsView.network?.names);
  const routesShown = () => (!roadsView.search && !roadsView.driving ? roadsView.routes?.shown : null);
  wireCodePanel({
    toggle: $('roads-code-toggle'), panel: $('roads-code-panel'),
    run: () => {
      const { search, driving } = roadsView;
      // Costs in the words of the metric each was found by.
      const costBy = (metric) => (value) => formatRoadCost(value, metric);
      if (driving) {
        return { replay: driving, trace: driving.trace, options: { algorithm: 'dstar-lite' }, result: null, nodeName, cost: costBy(driving.request.metric) };
      }
      const routes = routesShown();
      if (routes) return { options: { algorithm: routes.kind }, routes: { ...routes, cost: costBy(routes.request.metric) } };
      return search && { replay: search.replay, trace: search.result.trace, options: search.request, result: search.result, nodeName, cost: costBy(search.request.metric) };
    },
    algorithm: () => $('roads-algorithm').value,
    world: () => (roadsView.driving ? 'drive' : routesShown()?.kind ?? 'road'),
    seek: (step) => roadsView.seek(step),
    onUpdate: (follow) => { codeFollowers.push(follow); $('roads-algorithm').addEventListener('change', follow); },
  });
  buildLegend($('roads-legend'), ROAD_PALETTE, 'roads');
  for (const swatch of document.querySelectorAll('.swatch[data-road-colour]')) swatch.style.background = ROAD_COLOUR[swatch.dataset.roadColour];
  return roadsView;
}
