// The colour of every explore-view cell: a search state (open, closed, path, this step's marks) drawn on
// a terrain (floor, grass, sand, water; walls are never visited). Search colours are tinted by the terrain
// under them, so a weighted map keeps its meaning while the search plays; how much of the terrain shows
// is a state's `terrainShare` in web/view/palette.js. tests/node/palette.test.mjs holds the table to a
// colour-blind check (every terrain under every state told apart under deuteranopia and protanopia).
import { CELL } from '../core/engine.js';
import { COLOUR, TERRAIN_SHARE } from '../view/palette.js';
import { rgb, mix } from '../view/cell-paint.js';

// Visual classes of a cell; each combines with the cell's terrain. closedBackward: closed by a
// bidirectional search's goal side; scanned: passed over by a jump (JPS); stale: visited in an earlier
// iteration (IDA*); remembered: reached by the LPA* search a repair started from, and not touched (yet) by
// the repair (TraceReplay's `remembered`, set by web/core/run.js).
export const VISUAL = Object.freeze({
  unseen: 0, open: 1, closed: 2, generated: 3, improved: 4, current: 5, path: 6, closedBackward: 7, scanned: 8, stale: 9,
  remembered: 10,
});
export const VISUAL_KEYS = Object.freeze([
  'floor', 'open', 'closed', 'generated', 'improved', 'current', 'path', 'closedBackward', 'scanned', 'stale', 'remembered',
]);
export const TERRAIN_KEYS = Object.freeze(['floor', 'wall', 'grass', 'sand', 'water']); // indexed by CELL code

// [r, g, b] of a cell of terrain `code` (CELL) in visual class `visual` (VISUAL): the terrain itself when
// unseen, the state's own colour on floor, and on grass, sand and water the state tinted by the terrain.
// The current cell stays the state's own colour (its outline marks it too).
export function cellColour(visual, code) {
  const terrain = rgb(COLOUR[TERRAIN_KEYS[code]]);
  if (code === CELL.wall || visual === VISUAL.unseen) return code === CELL.wall ? rgb(COLOUR.wall) : terrain;
  const key = VISUAL_KEYS[visual];
  const state = rgb(COLOUR[key]);
  if (code === CELL.floor || visual === VISUAL.current) return state;
  return mix(state, terrain, TERRAIN_SHARE[key] ?? TERRAIN_SHARE.other);
}
