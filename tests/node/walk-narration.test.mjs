// The Walk view's words (web/walk/walk-narration.js), step by step over whole walks: every move is said,
// numbered from 1 as a reader counts, once each, the last one too, and the end's count of moves is the
// number of moves said (issue 29 item 11: "Move 0" ... "Move 5", then "reached the goal in 7 moves").
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { CELL, EVENT, WALKERS } from '../../web/core/engine.js';
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

// D* Lite's expansions (issue 31, "every step says why"): the key [min(g, rhs) + h + km, min(g, rhs)] with the
// trace's first part and the g and rhs the cell had, kept here independently from the events (an rhs change
// carries the new rhs and the cell's g, an expansion its new g), and over- or under-consistent as they say.
test('D* Lite: each expansion says its key with its values and why the cell was over- or under-consistent', () => {
  const random = mulberry32(31);
  const NUMBER = String.raw`(\d+(?:\.\d+)?|∞)`;
  const value = (text) => (text === '∞' ? Infinity : Number(text));
  const close = (said, wanted, where) => assert.ok(said === wanted || Math.abs(said - wanted) <= 0.05 + 1e-6 * Math.abs(wanted), `${where}: said ${said}, the trace has ${wanted}`);
  let over = 0, under = 0;
  for (let trial = 0; trial < 12; trial++) {
    const width = 10 + randomInt(random, 8), height = 8 + randomInt(random, 6);
    const cells = new Uint8Array(width * height);
    for (let i = 0; i < cells.length; i++) cells[i] = random() < 0.25 ? CELL.wall : CELL.floor;
    cells[0] = CELL.floor;
    cells[cells.length - 1] = CELL.floor;
    const request = {
      width, height, cells, start: { x: 0, y: 0 }, goal: { x: width - 1, y: height - 1 }, algorithm: 'dstar-lite',
      sensorRadius: 2, changes: [], trace: true,
    };
    const walk = engine.navigate(request);
    const replay = new WalkReplay(walk.trace, { ...request, moves: walk.moves, reached: walk.reached });
    const { trace } = walk;
    const g = new Map(), rhs = new Map();
    let step = 0;
    let km = 0, last = null; // D* Lite's km: at each replan after the first, h between the agent's last and new nodes
    for (let i = 0; i < trace.length; i++) {
      const kind = trace.kind(i), cell = trace.cell(i);
      if (kind === EVENT.replan) {
        if (last !== null) km += Math.max(Math.abs(last % width - cell % width), Math.abs(Math.floor(last / width) - Math.floor(cell / width))) +
          (Math.SQRT2 - 1) * Math.min(Math.abs(last % width - cell % width), Math.abs(Math.floor(last / width) - Math.floor(cell / width)));
        last = cell;
      }
      if (kind === EVENT.rhsChanged) { rhs.set(cell, trace.g(i)); g.set(cell, trace.h(i)); }
      if (kind !== EVENT.expanded) continue;
      while (step < trace.stepCount && trace.stepStarts[step] <= i) step++;
      replay.seekStep(step);
      const text = narrateWalk(replay, walk, walkerText('dstar-lite'));
      const where = `trial ${trial}, event ${i}: ${text}`;
      const said = text.match(new RegExp(String.raw`^D\* Lite takes \((\d+), (\d+)\) off its queue, key \[min\(g, rhs\) \+ h \+ km, min\(g, rhs\)\] = ` +
        String.raw`\[${NUMBER} \+ ${NUMBER} \+ ${NUMBER}, ${NUMBER}\] = \[${NUMBER}, ${NUMBER}\]\. rhs ${NUMBER} (<|>) g ${NUMBER}: (over|under)-consistent`));
      assert.ok(said, where);
      const [, x, y, k2a, hSaid, kmSaid, k2b, k1, k2, rhsSaid, sign, gSaid, consistency] = said;
      // h and km apart (issue 43: "[74 + 74, 74]" said them as one number): h the octile distance from the agent
      // (1 straight, √2 diagonal: the defaults), km the sum of those between the agent's nodes at its replans.
      const agent = replay.agent;
      const octile = (a, b) => {
        const dx = Math.abs(a % width - b % width), dy = Math.abs(Math.floor(a / width) - Math.floor(b / width));
        return Math.max(dx, dy) + (Math.SQRT2 - 1) * Math.min(dx, dy);
      };
      close(value(hSaid), octile(agent, cell), `${where}: h from the agent at ${agent}`);
      close(value(kmSaid), km, `${where}: km`);
      assert.equal(Number(y) * width + Number(x), cell, where);
      const gBefore = g.get(cell) ?? Infinity, rhsBefore = rhs.get(cell) ?? Infinity;
      assert.ok(k2a === k2 && k2b === k2, where);
      close(value(k1), trace.h(i), `${where}: k1`);
      close(value(k2), Math.min(gBefore, rhsBefore), `${where}: k2 = min(g, rhs)`);
      const sum = value(hSaid) + value(kmSaid), wanted = trace.h(i) - Math.min(gBefore, rhsBefore); // each rounded: 0.05 apiece
      assert.ok(Math.abs(sum - wanted) <= 0.1 + 1e-6 * Math.abs(wanted), `${where}: h + km = k1 - k2: ${sum} against ${wanted}`);
      close(value(rhsSaid), rhsBefore, `${where}: rhs`);
      close(value(gSaid), gBefore, `${where}: g before`);
      assert.equal(consistency === 'over', Number.isFinite(trace.g(i)), where);
      assert.equal(sign, consistency === 'over' ? '<' : '>', where);
      if (consistency === 'over') {
        over++;
        close(trace.g(i), rhsBefore, `${where}: g falls to rhs`);
        assert.match(text, /g falls to [\d.]+ and its neighbours may go through it\./, where);
      } else {
        under++;
        assert.match(text, /g is set to ∞ and the cells that went through it recompute their rhs\./, where);
      }
      g.set(cell, trace.g(i));
    }
  }
  assert.ok(over > 100 && under > 0, `${over} over-consistent, ${under} under-consistent expansions said`);
});
