// The Walk view's words (web/walk/walk-narration.js), step by step over whole walks: every move is said,
// numbered from 1 as a reader counts, once each, the last one too, and the end's count of moves is the
// number of moves said (issue 29 item 11: "Move 0" ... "Move 5", then "reached the goal in 7 moves").
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { CELL, WALKERS } from '../../web/core/engine.js';
import { walkerText } from '../../web/ui/labels.js';
import { narrateWalk } from '../../web/walk/walk-narration.js';
import { WalkReplay } from '../../web/walk/walk-replay.js';
import { freshEngine, mulberry32, randomInt } from './support.mjs';

let engine;
before(async () => { engine = await freshEngine(); });
after(() => engine.dispose());

test('a walk says every move, numbered 1 to N, and then that it took N moves', () => {
  const random = mulberry32(29);
  let walks = 0;
  for (let trial = 0; trial < 24; trial++) {
    const width = 8 + randomInt(random, 10), height = 6 + randomInt(random, 8);
    const cells = new Uint8Array(width * height);
    for (let i = 0; i < cells.length; i++) cells[i] = random() < 0.2 ? CELL.wall : CELL.floor;
    cells[0] = CELL.floor;
    cells[cells.length - 1] = CELL.floor;
    const algorithm = WALKERS[trial % WALKERS.length];
    const request = {
      width, height, cells, start: { x: 0, y: 0 }, goal: { x: width - 1, y: height - 1 }, algorithm,
      sensorRadius: [1, 2, Infinity][trial % 3], changes: [], trace: true,
    };
    const walk = engine.navigate(request);
    if (!walk.reached) continue;
    walks++;
    const replay = new WalkReplay(walk.trace, { ...request, moves: walk.moves, reached: walk.reached });
    const said = [];
    for (let step = 1; step <= walk.trace.stepCount; step++) {
      replay.seekStep(step);
      said.push(narrateWalk(replay, walk, walkerText(algorithm)));
    }
    const moves = walk.moves.length - 1;
    const numbers = said.flatMap((text) => [...text.matchAll(/\bMove ([\d,]+):/g)].map((match) => Number(match[1].replace(/,/g, ''))));
    assert.deepEqual(numbers, Array.from({ length: moves }, (_, i) => i + 1), `trial ${trial}: moves said in order, from 1`);
    assert.match(said.at(-1), new RegExp(`^Move ${moves}: .*reached the goal in ${moves} moves`), `trial ${trial}: the last step`);
    assert.ok(!said.some((text) => /\bmove 0\b/i.test(text)), `trial ${trial}: no "move 0"`);
  }
  assert.ok(walks >= 12, `${walks} walks reached their goal`);
});
