// What the Roads view reads off a route search's trace: the nodes it reached (what the renderer looks at),
// the nodes settled by a step, and a CH query's stalls and meetings (what the renderer marks). No DOM.
import { EVENT } from '../core/trace.js';

// Every node a trace puts on an open list, once each, in the order first reached: what the renderer
// looks at each frame (far fewer than the network's nodes, for a search that stops early).
export function touchedNodes(trace) {
  const seen = new Uint8Array(trace.nodeCount);
  const nodes = [];
  for (let i = 0; i < trace.length; i++) {
    if (trace.kind(i) !== EVENT.generated) continue;
    const node = trace.cell(i);
    if (!seen[node]) {
      seen[node] = 1;
      nodes.push(node);
    }
  }
  return Uint32Array.from(nodes);
}

// Expansions applied so far (both sides'): the nodes settled by the step on screen.
export function settledSoFar(replay) {
  const { trace } = replay;
  let count = 0;
  for (let i = 0; i < replay.position; i++) if (trace.kind(i) === EVENT.expanded) count++;
  return count;
}

// A CH query's marks: the events of stalled nodes (expanded with h = 1: their arcs not relaxed) and of the
// meetings (each time mu drops), in trace order.
export function chMarks(trace) {
  const stalled = [], meets = [];
  for (let i = 0; i < trace.length; i++) {
    const kind = trace.kind(i);
    if (kind === EVENT.expanded && trace.h(i) === 1) stalled.push(i);
    else if (kind === EVENT.meet) meets.push(i);
  }
  return { stalled, meets };
}

// Every event of a trace as [kind, lane, node, g, h] (a CH query's: the browser test holds them to the engine's).
export function traceEvents(trace) {
  return Array.from({ length: trace.length }, (_, i) => [trace.kind(i), trace.lane(i), trace.cell(i), trace.g(i), trace.h(i)]);
}
