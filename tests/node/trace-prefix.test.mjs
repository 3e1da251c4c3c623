// engine.search's onTracePrefix: a long search gives its first events while it goes on (the page plays them
// before the search ends). The prefix is the final trace's first events, given once; a replay of it carried
// over to the final trace (TraceReplay.continuedOn) is, at every position after, the replay of the final one.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';

import { ALGORITHMS, TraceReplay } from '../../web/core/engine.js';
import { algorithmInfo } from '../../web/core/registry.js';
import { fitNeeds, freshEngine, mulberry32, randomGrid, randomInt } from './support.mjs';

const WIDTH = 64, HEIGHT = 48;
// IDA* gives up on an open grid; its trace up to the budget is a trace all the same.
const optionsFor = (algorithm) => (algorithmInfo(algorithm).uses.includes('budget') ? { budget: 20000 } : {});

function requestFor(grid, algorithm) {
  return fitNeeds({
    ...grid, start: { x: 0, y: 0 }, goal: { x: WIDTH - 1, y: HEIGHT - 1 }, algorithm, ...optionsFor(algorithm), trace: true,
  });
}

// Every per-cell array and undo entry up to the position, as bytes.
function replayBytes(replay) {
  const arrays = [replay.forward.state, replay.forward.g, replay.forward.h, replay.forward.parent, replay.onPath, replay.scanned,
    replay.onStack, replay.touchedIn];
  if (replay.backward) arrays.push(replay.backward.state, replay.backward.g, replay.backward.h, replay.backward.parent);
  return arrays.map((array) => Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('base64')).join('|') +
    `|${replay.position}|${replay.iteration}`;
}

describe('trace prefix', () => {
  let engine, grid;

  before(async () => {
    engine = await freshEngine();
    grid = randomGrid(mulberry32(11), WIDTH, HEIGHT, { wallDensity: 0.2 });
    grid.cells[0] = grid.cells[WIDTH * HEIGHT - 1] = 0;
  });

  test('the prefix is the first events of the final trace, given once, for every algorithm', () => {
    for (const algorithm of ALGORITHMS) {
      const request = requestFor(grid, algorithm);
      if (!request) continue;
      const plain = engine.search(request);
      const total = plain.trace.length;
      for (const events of [1, 100, 4096, total - 1, total]) {
        if (events < 1) continue;
        const prefixes = [];
        const result = engine.search({ ...request, onTracePrefix: (trace) => prefixes.push(trace), tracePrefixEvents: events });
        const name = `${algorithm}, prefix of ${events} of ${total} events`;
        assert.deepEqual(result.trace.words, plain.trace.words, `${name}: the trace is unchanged`);
        assert.equal(result.expanded, plain.expanded, name);
        // Given once the search records more than `events`: a prefix of the whole would come too late to help.
        assert.equal(prefixes.length, events < total ? 1 : 0, name);
        if (!prefixes.length) continue;
        const [prefix] = prefixes;
        assert.equal(prefix.length, events, name);
        assert.equal(prefix.nodeCount, WIDTH * HEIGHT, name);
        assert.deepEqual([prefix.width, prefix.height], [WIDTH, HEIGHT], name);
        assert.deepEqual(prefix.words, plain.trace.words.subarray(0, 4 * events), name);
      }
    }
  });

  test('a replay of the prefix carried over to the final trace is the final trace\'s replay from there on', () => {
    const random = mulberry32(5);
    for (const algorithm of ALGORITHMS) {
      const request = requestFor(grid, algorithm);
      if (!request) continue;
      let prefix = null;
      const events = 2000;
      const { trace } = engine.search({ ...request, onTracePrefix: (given) => { prefix = given; }, tracePrefixEvents: events });
      if (!prefix) continue; // a trace this short has nothing to play early
      // Carried over alone, and keeping the whole trace's end (as the worker sends a long run's).
      const end = new TraceReplay(trace);
      end.seekEvent(trace.length);
      for (const keptEnd of [null, end]) {
        const early = new TraceReplay(prefix);
        // Played to some event, back a little (the undo data must carry over too), then carried over.
        early.seekEvent(randomInt(random, events + 1));
        early.seekEvent(Math.max(0, early.position - randomInt(random, 50)));
        const at = early.position;
        const replay = early.continuedOn(trace, keptEnd);
        const fresh = new TraceReplay(trace);
        fresh.seekEvent(at);
        const how = keptEnd ? ' (end kept)' : '';
        assert.equal(replayBytes(replay), replayBytes(fresh), `${algorithm} carried over at event ${at}${how}`);
        for (const target of [trace.length, ...Array.from({ length: 12 }, () => randomInt(random, trace.length + 1))]) {
          replay.seekEvent(target);
          fresh.seekEvent(target);
          assert.equal(replayBytes(replay), replayBytes(fresh), `${algorithm} carried over at ${at}${how}, then at event ${target}`);
        }
      }
    }
  });

  test('a callback that throws: the search finishes, its error is thrown after, and the engine goes on', () => {
    const request = requestFor(grid, 'astar');
    const plain = engine.search(request);
    assert.throws(() => engine.search({ ...request, onTracePrefix: () => { throw new Error('reader failed'); }, tracePrefixEvents: 10 }),
      /reader failed/);
    assert.deepEqual(engine.search(request).trace.words, plain.trace.words);
  });

  test('bad prefix options are refused with the reason', () => {
    const request = requestFor(grid, 'astar');
    const refusals = [
      [{ onTracePrefix: 'yes' }, /onTracePrefix must be a function, got/],
      [{ onTracePrefix: () => {}, trace: false }, /onTracePrefix needs trace: true/],
      [{ onTracePrefix: () => {}, tracePrefixEvents: 0 }, /tracePrefixEvents must be a whole number from 1 to/],
      [{ onTracePrefix: () => {}, tracePrefixEvents: 2.5 }, /tracePrefixEvents must be a whole number/],
      [{ onTracePrefix: () => {}, tracePrefixEvents: 2 ** 40 }, /tracePrefixEvents must be a whole number/],
      [{ tracePrefixEvents: 100 }, /tracePrefixEvents needs onTracePrefix/],
    ];
    for (const [options, reason] of refusals) assert.throws(() => engine.search({ ...request, ...options }), reason, JSON.stringify(options));
  });
});
