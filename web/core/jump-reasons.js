// Why each jump point of a JPS or JPS+ search is one: the forced neighbours of the cell where its jump
// stopped, asked of the engine's own rule (engine.forcedNeighbours, the rule its jumps use), once per jump
// point found, when the search ends; the narration names them and the renderer marks them. No DOM.
import { EVENT, NO_PARENT } from './trace.js';

// Fields per forced neighbour in jumpReasons' array: the event that found the jump point, the forced cell
// (x, y) and the wall (x, y) that forces it.
const FIELDS = 5;

// The direction of a jump's last step from `from` to `to` (grid ids): JPS jumps diagonally, then straight
// (jump_point.h JumpLeg), so it is straight unless the jump was diagonal all the way.
export function lastJumpStep(from, to, width) {
  const dx = (to % width) - (from % width), dy = Math.floor(to / width) - Math.floor(from / width);
  const across = Math.abs(dx), down = Math.abs(dy);
  return { dx: across >= down ? Math.sign(dx) : 0, dy: down >= across ? Math.sign(dy) : 0 };
}

// The forced neighbours of every jump point `trace` found (its generated and improved events): an Int32Array
// of FIELDS numbers each, in event order. `engine` must hold the grid the trace searched.
export function jumpReasons(engine, trace, width) {
  const found = [];
  for (let i = 0; i < trace.length; i++) {
    const kind = trace.kind(i);
    if ((kind !== EVENT.generated && kind !== EVENT.improved) || trace.parent(i) === NO_PARENT) continue;
    const cell = trace.cell(i);
    const { dx, dy } = lastJumpStep(trace.parent(i), cell, width);
    if (dx !== 0 && dy !== 0) continue; // a diagonal move has no forced neighbours: no call for it
    for (const { x, y, wall } of engine.forcedNeighbours({ x: cell % width, y: Math.floor(cell / width), dx, dy })) {
      found.push(i, x, y, wall.x, wall.y);
    }
  }
  return Int32Array.from(found);
}

// The forced neighbours found by events [from, to): [{event, forced: {x, y}, wall: {x, y}}].
export function reasonsBetween(reasons, from, to) {
  if (!reasons) return [];
  // The first entry at or after `from` (entries are in event order).
  let low = 0, high = reasons.length / FIELDS;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (reasons[middle * FIELDS] < from) low = middle + 1;
    else high = middle;
  }
  const out = [];
  for (let k = low * FIELDS; k < reasons.length && reasons[k] < to; k += FIELDS) {
    out.push({ event: reasons[k], forced: { x: reasons[k + 1], y: reasons[k + 2] }, wall: { x: reasons[k + 3], y: reasons[k + 4] } });
  }
  return out;
}
