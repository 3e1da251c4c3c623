// The explore view's narration: what the step on screen did, in one plain sentence or a few, with the
// trace's numbers ("Expanded (4, 2): F 54 = G 14 + H 40. Opened (5, 2) with G 24."), in the words of the
// algorithm's family. Reads a run (web/core/run.js) at its replay's position; no DOM. Each sentence is one
// message of the catalogue (web/i18n/*/narration.js) with the step's numbers and cells put in.
import { EVENT, LANE, NO_PARENT } from '../core/trace.js';
import { algorithmInfo, eventKeyFunction } from '../core/registry.js';
import { reasonsBetween } from '../core/jump-reasons.js';
import { incrementalKeyText, meetingText, stopBoundText, stopTermOf, repairText, pathLengthText } from '../ui/labels.js';
import { formatCost, formatCount } from '../view/format.js';
import { t, formatList } from '../i18n/i18n.js';

// Sentences of a step, one after the other: a space in English, none in Chinese (its full stop is wide).
const joined = (sentences) => sentences.filter(Boolean).join(t('narration.join'));

// A grid expansion touches at most 8 neighbours (and JPS finds at most one jump point per direction, IDA*
// cuts off at most 8 children), so those lists name every cell: on a desktop window they fit the
// narration's three lines. Only the lists that can be longer are shortened past LONG_LIST cells to "... and N
// more": an LPA* repair's first rhs changes (every cell around every edited one) and IDA*'s backtracks
// (a whole dead-end branch).
const LONG_LIST = 8;
const MU_TOLERANCE = 1e-9; // the bound meets mu to float rounding (as the search detail judges it)
// Events an LPA* step looks back for the G its cell had (a bound, so a step on a big grid stays quick;
// beyond it the sentence leaves the old G out rather than guess).
const LPA_LOOKBACK = 1 << 20;

// The sentence for the step `run.replay` is at ('' for no run).
export function narrateStep(run) {
  if (!run) return '';
  const { replay, trace } = run;
  if (replay.position === 0) return t('narration.step0');
  const [from, to] = replay.currentStepRange();
  const step = new StepReader(run, from, to);
  let text;
  switch (trace.kind(from)) {
    case EVENT.generated: text = step.start(); break;
    case EVENT.rhsChanged: text = step.lpaFirstStep(); break;
    case EVENT.iteration: text = step.iteration(); break;
    case EVENT.expanded: text = step.expansion(); break;
    case EVENT.path: text = step.path(); break;
    default: text = '';
  }
  if (replay.position === trace.length && run.result.status !== 'found') text = joined([text, step.noPath()]);
  return text;
}

// One step's events, read in the words of the algorithm that made them.
class StepReader {
  constructor(run, from, to) {
    this.run = run;
    this.replay = run.replay;
    this.trace = run.trace;
    this.from = from;
    this.to = to;
    this.width = run.maze.width;
    const info = algorithmInfo(run.options.algorithm);
    this.family = info?.family;
    this.popOrder = info?.popOrder;
    this.stopRule = info?.stopRule;
    this.key = info?.key ?? null;
    this.eventKey = eventKeyFunction(run.options); // (trace, i) => the key of node event i, or null
    this.figures = run.figures;
    this.bidirectional = this.family === 'bidirectional';
    this.deepening = this.family === 'iterative-deepening';
    this.incremental = this.family === 'incremental';
    this.expansionCap = info?.expansionCap ?? 0; // astar-capped: its loop gives up after this many expansions
  }

  cell(id) { return `(${id % this.width}, ${Math.floor(id / this.width)})`; }

  // The indexes of this step's events of `kind` (in `lane`, when given).
  events(kind, lane = null) {
    const found = [];
    for (let i = this.from; i < this.to; i++) {
      if (this.trace.kind(i) === kind && (lane === null || this.trace.lane(i) === lane)) found.push(i);
    }
    return found;
  }

  // "Forward side (from the start)" for a bidirectional search's lane, '' for the others.
  side(lane) {
    if (!this.bidirectional) return '';
    return t(lane === LANE.backward ? 'narration.sideBackward' : 'narration.sideForward');
  }

  // Steps from the side's root to `cell` along parents: BFS's layer, DFS's and IDA*'s depth.
  depth(cell, lane) {
    const { parent } = this.replay.laneState(lane);
    let steps = 0;
    for (let at = cell; parent[at] !== NO_PARENT && steps <= parent.length; at = parent[at]) steps++;
    return steps;
  }

  // The figures of event i as its algorithm reads them: "F 54 = G 14 + H 40", "G 24" or "H 40".
  figuresOf(i) {
    const g = this.trace.g(i), h = this.trace.h(i);
    if (this.deepening || this.figures.f) {
      const f = this.eventKey ? this.eventKey(this.trace, i) : g + h; // IDA*: the f its bound compares
      let factor = this.key?.hTimesWeight ? this.key.h * Number(this.run.options.weight) : 1;
      // A reported key (the engine's own): the factor of H it amounts to at this node.
      if (this.key?.reported && h > 0 && Math.abs(f - g - h) > 1e-6 * Math.max(1, f)) factor = (f - g) / h;
      return `F ${formatCost(f)} = G ${formatCost(g)} + ${factor === 1 ? '' : `${formatCost(factor)} × `}H ${formatCost(h)}`;
    }
    return this.figures.h ? `H ${formatCost(h)}` : `G ${formatCost(g)}`;
  }

  // What an opened cell is listed with: "(5, 2) with G 24" (H for greedy; the cell alone for BFS and DFS).
  opened(i) {
    const name = this.cell(this.trace.cell(i));
    if (!this.key && !this.deepening) return name;
    if (this.deepening) return `${name} (F ${formatCost(this.trace.g(i) + this.trace.h(i))})`;
    if (this.figures.g) return t('narration.withG', { cell: name, g: formatCost(this.trace.g(i)) });
    return t('narration.withH', { cell: name, h: formatCost(this.trace.h(i)) });
  }

  // Step 1: the start (and a bidirectional search's goal) on the open list.
  start() {
    const [first, second] = this.events(EVENT.generated);
    const { trace } = this;
    if (this.bidirectional && second !== undefined) {
      return t('narration.startBoth', { start: this.cell(trace.cell(first)), goal: this.cell(trace.cell(second)), frontier: this.frontierName() });
    }
    const start = this.cell(trace.cell(first));
    if (this.popOrder === 'fifo') return t('narration.startQueue', { start });
    if (this.popOrder === 'lifo') return t('narration.startStack', { start });
    return t('narration.startOpen', { start, figures: this.figuresOf(first) });
  }

  frontierName() {
    if (this.popOrder === 'fifo') return t('narration.queue');
    if (this.popOrder === 'lifo') return t('narration.stack');
    return t('narration.openList');
  }

  // IDA*: an iteration begins with its threshold.
  iteration() {
    const number = this.replay.iteration;
    const threshold = formatCost(this.trace.g(this.from));
    if (number === 1) return t('narration.firstIteration', { threshold });
    return t('narration.nextIteration', { number, threshold, previous: number - 1 });
  }

  expansion() {
    if (this.incremental) return this.lpaExpansion();
    const { trace } = this;
    const i = this.from;
    const cell = trace.cell(i);
    const lane = trace.lane(i);
    const sentences = [];
    if (this.deepening) sentences.push(this.visit(i));
    else if (this.popOrder === 'fifo') sentences.push(this.layerStep(i));
    else if (this.popOrder === 'lifo') sentences.push(this.depthStep(i));
    else sentences.push(this.bestFirstStep(i));
    const goal = this.run.maze.goal;
    if (!this.bidirectional && lane === LANE.forward && cell === goal.y * this.width + goal.x) {
      sentences.push(t('narration.goalStops'));
    } else if (!this.deepening) {
      sentences.push(...this.discoveries(i));
    } else {
      sentences.push(...this.cutOffs(), ...this.backtracks());
    }
    if (this.bidirectional) sentences.push(...this.meetAndStop());
    return joined(sentences);
  }

  // "Expanded (4, 2): F 54 = G 14 + H 40." (with the side, the jump point, the parent in line of sight).
  bestFirstStep(i) {
    const { trace } = this;
    const cell = trace.cell(i);
    const side = this.side(trace.lane(i));
    const what = this.family === 'jump-point' ? t('narration.jumpPoint', { cell: this.cell(cell) }) : this.cell(cell);
    // Why this node: an algorithm keyed by G alone (Dijkstra) or H alone (greedy) says so; each case is a
    // sentence of its own in the catalogue (no bidirectional search is keyed by H).
    const byG = !this.figures.f && this.figures.g;
    const byH = !this.figures.f && this.figures.h;
    let key;
    if (side) key = byG ? 'narration.sideExpandedLowestG' : 'narration.sideExpanded';
    else key = byG ? 'narration.expandedLowestG' : byH ? 'narration.expandedLowestH' : 'narration.expanded';
    const text = t(key, { side, what, figures: this.figuresOf(i) });
    const parent = trace.parent(i);
    if (this.family === 'any-angle' && parent !== NO_PARENT && !this.adjacent(cell, parent)) {
      return joined([text, t('narration.parentInSight', { parent: this.cell(parent) })]);
    }
    return text;
  }

  // BFS: the layer of the cell taken off the queue.
  layerStep(i) {
    const { trace } = this;
    const lane = trace.lane(i);
    const layer = this.depth(trace.cell(i), lane);
    const side = this.side(lane);
    const values = { side, n: layer, layer: formatCount(layer), cell: this.cell(trace.cell(i)) };
    if (!side) return t('narration.layer', values);
    return t(lane === LANE.backward ? 'narration.sideLayerGoal' : 'narration.sideLayerStart', values);
  }

  // DFS: the depth of the cell taken off the stack.
  depthStep(i) {
    const { trace } = this;
    const depth = this.depth(trace.cell(i), trace.lane(i));
    return t('narration.depth', { depth: formatCount(depth), cell: this.cell(trace.cell(i)) });
  }

  // IDA*: a visit on the recursion path, within the threshold.
  visit(i) {
    const { trace } = this;
    const cell = trace.cell(i);
    const iteration = this.replay.currentIteration();
    const depth = this.depth(cell, LANE.forward);
    const values = { number: iteration?.number ?? 1, depth: formatCount(depth), cell: this.cell(cell), figures: this.figuresOf(i) };
    if (!iteration) return t('narration.visit', values);
    return t('narration.visitThreshold', { ...values, threshold: formatCost(iteration.threshold) });
  }

  // What an expansion found: opened and improved cells, the cells a jump scanned (JPS), parents in line of
  // sight (Theta*).
  discoveries(expandedAt) {
    const { trace } = this;
    const lane = trace.lane(expandedAt);
    const expanded = trace.cell(expandedAt);
    const opened = this.events(EVENT.generated, lane);
    const improved = this.events(EVENT.improved, lane);
    const sentences = [];
    if (this.family === 'jump-point') {
      const scanned = this.events(EVENT.scanned, lane).length;
      const values = { n: scanned, scanned: formatCount(scanned) };
      if (opened.length) {
        const points = t('narration.jumpPoints', { n: opened.length, list: this.list(opened.map((i) => this.opened(i))) });
        sentences.push(t('narration.jumpsFound', { ...values, points }));
      } else sentences.push(t('narration.jumpsFoundNone', values));
      sentences.push(...this.forcedNeighbours());
    } else if (opened.length) {
      const names = opened.map((i) => this.opened(i));
      if (this.popOrder === 'fifo') {
        const layer = this.depth(expanded, lane) + 1;
        sentences.push(t('narration.queued', { list: this.list(names), layer: formatCount(layer) }));
      } else if (this.popOrder === 'lifo') {
        const values = { list: this.list(names), depth: formatCount(this.depth(expanded, lane) + 1), top: names[0] };
        sentences.push(t(names.length > 1 ? 'narration.pushedTop' : 'narration.pushed', values));
      } else {
        sentences.push(t('narration.opened', { list: this.list(names) }));
      }
    } else if (!improved.length) {
      sentences.push(t(this.popOrder === 'lifo' ? 'narration.nothingNewStack' : 'narration.nothingNew'));
    }
    sentences.push(...this.improvements(improved));
    if (this.family === 'any-angle') sentences.push(...this.lineOfSight(expanded, [...opened, ...improved]));
    return sentences;
  }

  // JPS: why each jump point this step found is one: the forced neighbours of the cell where its jump stopped
  // (the engine's rule, run.jumpReasons: web/core/jump-reasons.js), or that it is the goal. "(7, 3) is a jump
  // point: forced neighbour (7, 2), past the wall at (6, 2)." Nothing when the run has no reasons (a trace
  // too long to give them: run.js JUMP_REASON_EVENTS).
  forcedNeighbours() {
    if (!this.run.jumpReasons) return [];
    const byCell = new Map();
    for (const { event, forced, wall } of reasonsBetween(this.run.jumpReasons, this.from, this.to)) {
      const cell = this.trace.cell(event);
      if (!byCell.has(cell)) byCell.set(cell, []);
      byCell.get(cell).push(t('narration.forcedItem', { forced: this.cell(forced.y * this.width + forced.x), wall: `(${wall.x}, ${wall.y})` }));
    }
    const { goal } = this.run.maze;
    const goalCell = goal.y * this.width + goal.x;
    const sentences = [...byCell].map(([cell, reasons]) => t('narration.forced', { n: reasons.length, cell: this.cell(cell), list: this.list(reasons) }));
    if (this.events(EVENT.generated).some((i) => this.trace.cell(i) === goalCell) && !byCell.has(goalCell)) {
      sentences.push(t('narration.jumpPointGoal', { cell: this.cell(goalCell) }));
    }
    return sentences;
  }

  // "Improved (5, 3) from G 38 to 34 and (6, 3) from G 40 to 38; their parent is now (4, 2)." One sentence
  // per new parent (Theta* gives some the expanded cell's parent, in line of sight), every cell named.
  improvements(indexes) {
    const { trace } = this;
    const byParent = new Map();
    for (const i of indexes) {
      const parent = trace.parent(i);
      if (!byParent.has(parent)) byParent.set(parent, []);
      byParent.get(parent).push(i);
    }
    return [...byParent].map(([parent, group]) => {
      const values = { n: group.length, parent: this.cell(parent) };
      if (!this.figures.g) return t('narration.shorterWay', { ...values, list: this.list(group.map((i) => this.cell(trace.cell(i)))) });
      const items = group.map((i) => t('narration.improvedItem', { cell: this.cell(trace.cell(i)), from: formatCost(this.replay.previousG[i]), to: formatCost(trace.g(i)) }));
      return t('narration.improved', { ...values, list: this.list(items) });
    });
  }

  // Theta*: the cells given a parent other than the expanded cell, which sees them.
  lineOfSight(expanded, indexes) {
    const byParent = new Map();
    for (const i of indexes) {
      const parent = this.trace.parent(i);
      if (parent === expanded || parent === NO_PARENT) continue;
      if (!byParent.has(parent)) byParent.set(parent, []);
      byParent.get(parent).push(this.cell(this.trace.cell(i)));
    }
    return [...byParent].map(([parent, cells]) => t('narration.lineOfSight', { list: this.list(cells), parent: this.cell(parent), expanded: this.cell(expanded) }));
  }

  // IDA*: children over the threshold.
  cutOffs() {
    const cut = this.events(EVENT.generated);
    if (!cut.length) return [];
    return [t('narration.cutOff', { list: this.list(cut.map((i) => this.opened(i))) })];
  }

  // IDA*: the nodes that left the recursion path, and where it resumes.
  backtracks() {
    const left = this.events(EVENT.backtrack);
    if (!left.length) return [];
    const { trace } = this;
    const back = trace.parent(left[left.length - 1]);
    const names = this.list(left.map((i) => this.cell(trace.cell(i))), LONG_LIST);
    if (back === NO_PARENT) return [t('narration.deadEndStart', { list: names })];
    return [t('narration.deadEnd', { list: names, back: this.cell(back) })];
  }

  // Bidirectional: the stop test once the sides have met: the lower bound, its terms and where they come
  // from, against μ and the meeting it comes from (said as the sides meet, in this step's sentence: a
  // separate sentence for the meeting made a step too long for the narration's three lines).
  meetAndStop() {
    const { trace } = this;
    const forward = this.events(EVENT.bound, LANE.forward).pop();
    const backward = this.events(EVENT.bound, LANE.backward).pop();
    const meeting = this.replay.meeting();
    const mu = meeting?.mu ?? Infinity;
    if (forward === undefined || backward === undefined || !Number.isFinite(mu)) return [];
    const test = { forward: trace.g(forward), backward: trace.g(backward), bound: trace.h(forward) };
    // What each side's term is: the key of its next node (an F, a G, or BFS's layer depth).
    const term = stopTermOf({ popOrder: this.popOrder, key: this.key });
    const bound = stopBoundText(this.stopRule, test, term);
    const [forwardCell, backwardCell] = meeting.lane === LANE.backward ? [meeting.other, meeting.node] : [meeting.node, meeting.other];
    const justMet = this.events(EVENT.meet).length > 0;
    const across = meetingText(this.cell(forwardCell), this.cell(backwardCell), justMet);
    const muText = t(this.popOrder === 'fifo' ? 'narration.muSteps' : 'narration.mu', { mu: formatCost(mu), across });
    const met = test.bound >= mu * (1 - MU_TOLERANCE);
    const last = this.replay.position >= trace.length || trace.kind(this.to) === EVENT.path;
    const values = { bound, mu: muText };
    if (met) return [t(last ? 'narration.stopMetLast' : 'narration.stopMet', values)];
    if (last && this.stopRule === 'first-touch') return [t('narration.firstTouchStops', values)];
    return [t('narration.stopNotYet', values)];
  }

  // LPA*'s first step: a search from scratch puts the goal on its queue; a repair recomputes rhs (the cost
  // to the goal one step ahead) around the changed cells.
  lpaFirstStep() {
    const changes = this.events(EVENT.rhsChanged);
    const repair = this.run.result.repair;
    if (!repair) return t('narration.lpaStart', { goal: this.cell(this.trace.cell(this.from)) });
    const n = repair.changed;
    return t('narration.lpaRepair', { n, count: formatCount(n), changes: this.rhsList(changes, 'narration.rhsChanged', LONG_LIST) });
  }

  // LPA*: one cell taken off the queue with its key [min(G, rhs) + H, min(G, rhs)] (km is always 0 in LPA*:
  // its start never moves), and why: over-consistent (rhs < G: a cheaper way was found, G falls to rhs) or
  // under-consistent (rhs > G: its old way got dearer, G becomes ∞ and the cells that went through it
  // recompute rhs), with the rhs changes it caused.
  lpaExpansion() {
    const { trace } = this;
    const i = this.from;
    const cell = trace.cell(i);
    const g = trace.g(i);
    const k1 = trace.h(i); // the key's first part, as the engine took the cell off its queue
    const before = this.lpaBefore(i);
    const over = Number.isFinite(g); // an over-consistent cell's G falls to its rhs; an under-consistent one's is ∞
    const rhs = over ? g : before.rhs;
    const k2 = over ? g : before.g; // min(G, rhs): rhs when over-consistent, the old G when under-consistent
    const value = (v) => (v === null ? '?' : Number.isFinite(v) ? formatCost(v) : '∞');
    const key = k2 === null ? `[${value(k1)}, ?]` : `[${value(k2)} + H ${value(k1 - k2)}, ${value(k2)}] = [${value(k1)}, ${value(k2)}]`;
    const changes = this.events(EVENT.rhsChanged);
    const sentences = [t('narration.lpaExpanded', { cell: this.cell(cell), formula: incrementalKeyText(), key })];
    const oldG = before.g === null ? 'G' : `G ${value(before.g)}`;
    if (over) {
      sentences.push(t('narration.overConsistent', { rhs: value(rhs), oldG, g: value(g) }));
      if (changes.length) sentences.push(this.rhsList(changes, 'narration.rhsCheaper'));
    } else {
      sentences.push(t('narration.underConsistent', { rhs: value(rhs), oldG }));
      if (changes.length) sentences.push(this.rhsList(changes, 'narration.rhsChanged'));
    }
    const start = this.run.maze.start;
    if (cell === start.y * this.width + start.x && over) sentences.push(t('narration.lpaStartFinal'));
    return joined(sentences);
  }

  // LPA*: the G and rhs event i's cell had just before it, each null when unknown. Not the replay's g: an
  // open LPA* cell shows its rhs there. Walks back over the cell's own events: an rhs change holds the new
  // rhs and the G the cell had then (G changes only when the cell is expanded); an expansion gave it its G.
  // A cell with no event of its own in this trace is unseen (G and rhs ∞) in a search from scratch; in a
  // repair the search before may have left it with numbers this trace does not hold. Unknown too past
  // LPA_LOOKBACK events back.
  lpaBefore(i) {
    const { trace } = this;
    const cell = trace.cell(i);
    let g = null, rhs = null;
    for (let j = i - 1; j >= 0 && j >= i - LPA_LOOKBACK && (g === null || rhs === null); j--) {
      const kind = trace.kind(j);
      if ((kind !== EVENT.expanded && kind !== EVENT.rhsChanged) || trace.cell(j) !== cell) continue;
      if (kind === EVENT.expanded) g ??= trace.g(j);
      else {
        g ??= trace.h(j);
        rhs ??= trace.g(j);
      }
    }
    const fresh = !this.run.result.repair && i < LPA_LOOKBACK; // a search from scratch, all of it looked at
    if (fresh) return { g: g ?? Infinity, rhs: rhs ?? Infinity };
    return { g, rhs };
  }

  // "rhs changed for (4, 2) to 12 and (5, 2) to ∞." ('' for none), shortened past `limit` cells: the message
  // `key` with the list put in.
  rhsList(indexes, key, limit = Infinity) {
    if (!indexes.length) return '';
    const value = (i) => (Number.isFinite(this.trace.g(i)) ? formatCost(this.trace.g(i)) : '∞');
    return t(key, { list: this.list(indexes.map((i) => t('narration.rhsItem', { cell: this.cell(this.trace.cell(i)), value: value(i) })), limit) });
  }

  // The last step: the path drawn.
  path() {
    const events = this.events(EVENT.path);
    const { trace } = this;
    const first = events[0], last = events[events.length - 1];
    const moves = events.length - 1;
    const text = t('narration.path', {
      length: pathLengthText(this.run.options.algorithm, moves), from: this.cell(trace.cell(first)), to: this.cell(trace.cell(last)), cost: formatCost(trace.g(last)),
    });
    if (this.incremental) return joined([text, repairText(this.run.result) || t('narration.pathFollows')]);
    return text;
  }

  // Said after the last step of a search that found no path.
  noPath() {
    if (this.run.result.status === 'gave-up') return t('narration.budgetRanOut');
    // astar-capped, the lesson's bug: it stops at its cap with nodes still open, and calls that no path.
    const { expanded, generated } = this.run.result;
    if (this.expansionCap && expanded === this.expansionCap && generated > expanded) {
      return t('narration.cappedStops', { cap: formatCount(this.expansionCap), open: formatCount(generated - expanded), frontier: this.frontierName() });
    }
    if (this.deepening) return t('narration.noBranchCut');
    if (this.bidirectional) return t('narration.sideEmpty', { frontier: this.frontierName() });
    if (this.incremental) return joined([repairText(this.run.result), t('narration.lpaNoPath')]);
    return t('narration.frontierEmpty', { frontier: this.frontierName() });
  }

  adjacent(a, b) {
    const w = this.width;
    return Math.abs((a % w) - (b % w)) <= 1 && Math.abs(Math.floor(a / w) - Math.floor(b / w)) <= 1;
  }

  // "a, b, c and d" (the language's list, Intl.ListFormat), or past `limit` names "a, b, ... h and 3 more"
  // (never "and 1 more").
  list(names, limit = Infinity) {
    if (names.length <= 1) return names.join('');
    if (names.length <= limit + 1) return formatList(names);
    return t('narration.listMore', { list: names.slice(0, limit).join(t('list.separator')), count: formatCount(names.length - limit) });
  }
}
