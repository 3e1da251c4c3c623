// A walk scene in a share link (the Walk view: web/walk/, issue 12): the grid scene, then the walker, its
// sensor radius, the view's flags and the reader's scheduled changes.
import { WALKERS } from '../core/registry.js';
import { gridCodec, TERRAIN_CODES } from './grid-scene-codec.js';
import { fail } from './link-bytes.js';

// The walk itself is not written: the engine walks it again, the same way. A sensor radius of 0: everything.
const WALK_FLAGS = { truth: 1, compare: 2 };
export const MAX_SENSOR_RADIUS = 20; // engine.navigate's sensorRadius: 1 to 20, or everything
const MAX_WALK_CHANGES = 4096; // changes a link may carry; each change's cells are bounded by the map

// puzzle.walk: {algorithm, sensorRadius (1..20 or Infinity), showTruth, compare, changes: [{beforeMove,
// cells: [{x, y, code}]}]}, after the grid.
export const walkCodec = {
  write(out, puzzle) {
    gridCodec.write(out, puzzle);
    const { algorithm, sensorRadius, showTruth, compare, changes } = puzzle.walk;
    out.string(algorithm);
    out.uint(sensorRadius === Infinity ? 0 : sensorRadius);
    out.byte((showTruth ? WALK_FLAGS.truth : 0) | (compare ? WALK_FLAGS.compare : 0));
    out.uint(changes.length);
    for (const { beforeMove, cells } of changes) {
      out.uint(beforeMove);
      out.uint(cells.length);
      for (const { x, y, code } of cells) {
        out.uint(y * puzzle.width + x);
        out.byte(code);
      }
    }
  },
  read(input, puzzle) {
    gridCodec.read(input, puzzle);
    const algorithm = input.string();
    if (!WALKERS.includes(algorithm)) fail('link.damaged.walker', { algorithm });
    const radius = input.uint();
    if (radius > MAX_SENSOR_RADIUS) fail('link.damaged.radius', { radius });
    const flags = input.byte();
    const count = input.uint();
    if (count > MAX_WALK_CHANGES) fail('link.damaged.changes', { count });
    const { width, height } = puzzle;
    const changes = [];
    for (let k = 0; k < count; k++) {
      const beforeMove = input.uint();
      const cellCount = input.uint();
      if (cellCount > width * height) fail('link.damaged.changeCells', { count: cellCount });
      const cells = [];
      for (let i = 0; i < cellCount; i++) {
        const cell = input.uint();
        const code = input.byte();
        if (cell >= width * height || code >= TERRAIN_CODES) fail('link.damaged.changeOutside');
        cells.push({ x: cell % width, y: Math.floor(cell / width), code });
      }
      changes.push({ beforeMove, cells });
    }
    puzzle.walk = {
      algorithm, sensorRadius: radius === 0 ? Infinity : radius,
      showTruth: Boolean(flags & WALK_FLAGS.truth), compare: Boolean(flags & WALK_FLAGS.compare), changes,
    };
  },
};
