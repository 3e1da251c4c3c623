// The page's colours in one place: what the canvas paints and what the legend (web/ui/panels.js) and the
// tool swatches show, so a colour changed here changes everywhere it is seen.

// Colours of the legend, in legend order; `families`: shown only for algorithms of these families. The search
// states follow the classic tutorial's picture (newly found red, open white, updated blue) but for closed:
// a grey lavender, not the tutorial's green, which grass would be mistaken for. The terrains and the four
// states (none, open, closed, path), each terrain under each state as web/grid/cell-colours.js mixes them,
// pass tests/node/palette.test.mjs's colour-blind check.
export const PALETTE = Object.freeze([
  { key: 'floor', label: 'Unvisited floor', colour: '#d7dae2' },
  { key: 'wall', label: 'Wall', colour: '#2f3542' },
  { key: 'grass', label: 'Grass (cost ×2)', colour: '#9fbf87' },
  { key: 'sand', label: 'Sand (cost ×5)', colour: '#f4de75' },
  { key: 'water', label: 'Water (cost ×10)', colour: '#5697ed' },
  { key: 'open', label: 'Open (the frontier)', colour: '#ffffff' },
  { key: 'generated', label: 'Found this step', colour: '#ef5f5a' },
  { key: 'improved', label: 'Improved this step (new parent)', colour: '#3b78dd' },
  { key: 'closed', label: 'Closed (expanded)', colour: '#b8b0cb' },
  { key: 'closedBackward', label: 'Closed from the goal\'s side', colour: '#b9a3e3', families: ['bidirectional'] },
  { key: 'scanned', label: 'Passed over by a jump', colour: '#d3ecdb', families: ['jump-point'] },
  { key: 'stale', label: 'Visited in an earlier iteration', colour: '#c9d1dc', families: ['iterative-deepening'] },
  { key: 'remembered', label: 'Searched before the edit, kept by the repair', colour: '#cfe3d6', families: ['incremental'] },
  { key: 'current', label: 'Being expanded', colour: '#8f45d6' },
  { key: 'path', label: 'Path', colour: '#ff7c11' },
  { key: 'optimalPath', label: 'A cheapest path (dashed), when the path found costs more', colour: '#1d4ed8' },
  { key: 'start', label: 'Start', colour: '#0a7d5c' },
  { key: 'goal', label: 'Goal', colour: '#c2185b' },
]);
// How much of the terrain (grass, sand, water) shows through a search state's colour on it
// (web/grid/cell-colours.js): enough to tell the terrain, little enough to tell the state, and the numbers
// on it stay dark on light (the legend says so: #terrain-note in index.html). `other`: this step's marks and the states of some families.
export const TERRAIN_SHARE = Object.freeze({ open: 0.4, closed: 0.35, path: 0.55, other: 0.35 });

// A walk's own colours (web/walk/), in its legend's order.
export const WALK_PALETTE = Object.freeze([
  { key: 'fog', label: 'Not sensed yet (the agent plans it as floor)', colour: '#9aa3b2' },
  { key: 'consistent', label: 'Consistent: g = rhs', colour: '#86cd99' },
  { key: 'overConsistent', label: 'Over-consistent: rhs < g (a cheaper way found)', colour: '#3b78dd' },
  { key: 'underConsistent', label: 'Under-consistent: rhs > g (its way got dearer)', colour: '#ef5f5a' },
  { key: 'plan', label: 'The agent\'s plan', colour: '#f5a524' },
  { key: 'trail', label: 'Where the agent has walked', colour: '#5b21b6' },
  { key: 'agent', label: 'The agent', colour: '#1d4ed8' },
  { key: 'change', label: 'A change to the world (yours or scheduled)', colour: '#e11d9b' },
]);
export const WALK_COLOUR = Object.freeze(Object.fromEntries(WALK_PALETTE.map(({ key, colour }) => [key, colour])));

// The same colours by key: COLOUR.closed.
export const COLOUR = Object.freeze(Object.fromEntries(PALETTE.map(({ key, colour }) => [key, colour])));
export const HOVER_COLOUR = '#e11d9b';

// What every renderer draws around and on top of its world.
export const CANVAS_BACKGROUND = '#f7f8fa';
export const PATH_LINE_COLOUR = '#b45309';
export const MEETING_COLOUR = '#c2410c'; // a bidirectional search's best meeting edge
export const STACK_COLOUR = '#5b21b6'; // IDA*'s recursion path
export const CURRENT_OUTLINE_COLOUR = '#5b21b6';
export const FOCUS_COLOUR = '#ff9f1c'; // the keyboard's cursor cell: the page's focus colour (--focus in style.css)
export const FOCUS_EDGE_COLOUR = '#1b2233';
export const TEXT_COLOUR = '#1b2233';
export const WALL_DISTANCE_COLOUR = '#6b7280'; // JPS+: steps to a wall, where no jump point lies ahead
// A puzzle's marks (web/puzzle/): the cell it asks about, the learner's answer and the right one, and the
// learner's drawn path. Ringed and drawn over the search's colours, so they stay apart from them.
export const PUZZLE_COLOUR = Object.freeze({ asked: '#1d4ed8', given: '#c2185b', right: '#0a7d5c', walk: '#7c3aed' });
export const ARROW_COLOUR = 'rgba(20, 28, 45, 0.6)';
export const GRID_LINE_COLOUR = 'rgba(30, 40, 60, 0.14)';
export const LABEL_FONT = 'system-ui, -apple-system, "Segoe UI", sans-serif';

// The road network view's colours (web/roads/), in its legend's order: the roads by class (ROAD_CLASS of
// web/core/engine.js), then what a search draws on them. `families`: shown only for those families.
export const ROAD_PALETTE = Object.freeze([
  { key: 'highway', label: 'Highway, ring road', colour: '#e0703a' },
  { key: 'arterial', label: 'Arterial road', colour: '#e9b949' },
  { key: 'street', label: 'Street', colour: '#8d96a5' },
  { key: 'minor', label: 'Minor road (service, living street)', colour: '#bfc6d0' },
  { key: 'open', label: 'Reached, not settled yet (open)', colour: '#9ed8b0' },
  { key: 'settled', label: 'Settled (closed), in the order settled', colour: '#23915a' },
  { key: 'openBackward', label: 'Reached from the goal\'s side', colour: '#cdb9f0', families: ['bidirectional'] },
  { key: 'settledBackward', label: 'Settled from the goal\'s side', colour: '#7445c7', families: ['bidirectional'] },
  { key: 'current', label: 'Being settled', colour: '#e11d48' },
  { key: 'route', label: 'Route found', colour: '#1d4ed8' },
  { key: 'driven', label: 'Roads driven', colour: '#334155', families: ['drive'] },
  { key: 'plan', label: 'The vehicle\'s plan ahead', colour: '#1d4ed8', families: ['drive'] },
  { key: 'recomputed', label: 'Recomputed by D* Lite\'s repair', colour: '#f59e0b', families: ['drive'] },
  { key: 'blocked', label: 'Blocked road (solid once learnt)', colour: '#dc2626', families: ['drive'] },
  { key: 'vehicle', label: 'Vehicle', colour: '#0f172a', families: ['drive'] },
  // ALT and contraction hierarchies (issue 33): shown for their searches and the contraction played.
  { key: 'landmark', label: 'ALT\'s landmarks (L1, L2, ...)', colour: '#0f766e', families: ['alt'] },
  { key: 'stalled', label: 'Stalled: a shorter way down was known, its roads not relaxed', colour: '#111827', families: ['ch'] },
  { key: 'meet', label: 'Where the two upward searches meet (the best so far)', colour: '#f59e0b', families: ['ch'] },
  { key: 'contracted', label: 'Contracted: gone from the graph', colour: '#9ca3af', families: ['contraction'] },
  { key: 'shortcut', label: 'Shortcut added (faint)', colour: '#7c3aed', families: ['contraction'] },
  { key: 'currentShortcut', label: 'Shortcuts the node leaving now adds', colour: '#c2410c', families: ['contraction'] },
  { key: 'start', label: 'Start', colour: '#0a7d5c' },
  { key: 'goal', label: 'Goal', colour: '#c2185b' },
]);
export const ROAD_COLOUR = Object.freeze(Object.fromEntries(ROAD_PALETTE.map(({ key, colour }) => [key, colour])));
// One colour per route of a K-routes answer (route 1 first), and the bottleneck that limits them.
// Each unlike every road class's colour (tests/node/road-palette.test.mjs): route 4 was the highway's orange.
export const ROUTE_COLOURS = Object.freeze(['#1d4ed8', '#db2777', '#0d9488', '#854d0e', '#7c3aed']);
export const CUT_COLOUR = '#dc2626';
