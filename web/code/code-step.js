// What the code panel shows of the step a run's replay is at: the events it ran, as the tags its listings'
// lines carry (web/code/pseudocode.js: 'expanded', 'generated@start', ...), which lines those light, the
// values each used, and the next or previous step that runs a line. Reads the trace as every reader does: its
// node events (Trace.eventsShown) with their key (eventKeyFunction), whatever the row; no DOM.
import { EVENT, EVENT_NAME, LANE } from '../core/trace.js';
import { CELL } from '../core/engine.js';
import { algorithmInfo, eventKeyFunction } from '../core/registry.js';
import { formatCost, formatCount } from '../view/format.js';
import { pathLengthText } from '../ui/labels.js';
import { t } from '../i18n/i18n.js';

// The tag of event i of `trace` in a step that begins at event `from`: its kind's name, qualified where a
// listing tells the cases apart (the start's own events, or a repair's first after edits, and a walk's
// replans alike; an incremental search's two kinds of expansion and what each does to rhs). `repair`: the
// trace is an LPA* repair's (run.result.repair).
function tagOf(trace, i, from, repair) {
  const kind = trace.kind(i);
  const name = EVENT_NAME[kind];
  if (kind === EVENT.generated || kind === EVENT.rhsChanged) {
    if (from === 0) return `${name}@${repair ? 'repair' : 'start'}`;
    // A walk's replan step: the planner starts (repeated A*), or takes in what the agent sensed (D* Lite,
    // after its first plan).
    if (trace.kind(from) === EVENT.replan) {
      return `${name}@${kind === EVENT.rhsChanged && trace.latestBefore(EVENT.replan, LANE.agent, from) >= 0 ? 'repair' : 'start'}`;
    }
  }
  if (kind === EVENT.expanded && trace.lane(i) === LANE.forward && isIncremental(trace)) {
    return Number.isFinite(trace.g(i)) ? `${name}@over` : `${name}@under`;
  }
  // The rhs recomputed for the cells that went through a cell just made under-consistent (G = ∞).
  if (kind === EVENT.rhsChanged && trace.kind(from) === EVENT.expanded && !Number.isFinite(trace.g(from))) return `${name}@under`;
  // A bidirectional search from a cell to itself meets before it begins (mu = 0).
  if (kind === EVENT.meet && from === 0) return `${name}@start`;
  return name;
}

const isIncremental = (trace) => trace.eventCounts[EVENT.rhsChanged] > 0;

// The lines of `lines` ({events}) that the tags light: a line naming a tag exactly, or naming its kind
// alone when no line names the tag. Returns the line indexes, in listing order.
export function linesFor(lines, tags) {
  const wanted = wantedBy(namedTags(lines), tags);
  const lit = [];
  lines.forEach((line, index) => { if (line.events.some((event) => wanted.has(event))) lit.push(index); });
  return lit;
}

// The tags among `tags` that light line `index` of `lines` (the values shown beside it).
export function tagsOfLine(lines, index, tags) {
  const named = namedTags(lines);
  return [...tags].filter((tag) => lines[index].events.includes(named.has(tag) ? tag : tag.split('@')[0]));
}

// Every tag some line of `lines` names.
const namedTags = (lines) => new Set(lines.flatMap((line) => line.events));

// What `tags` light among lines naming `named`: each tag itself if a line names it, else its kind alone.
const wantedBy = (named, tags) => new Set([...tags].map((tag) => (named.has(tag) ? tag : tag.split('@')[0])));

// The step `run.replay` is at: {tags (in order of first appearance), values: Map tag -> text, from, to};
// null before the first step. `run`: {replay (a TraceReplay, WalkReplay or DriveReplay), trace, options:
// {algorithm}, result (or null), tallies (a page's run: the open list's size), and on a grid maze: {width},
// on roads nodeName(id) and cost(value) (a cost in the metric's words)}.
export function stepCode(run) {
  const { replay, trace } = run;
  if (replay.position === 0) return null;
  const [from, to] = replay.currentStepRange();
  // A grid cell as (x, y); a road junction as the run names it.
  const cell = run.nodeName ?? ((id) => `(${id % run.maze.width}, ${Math.floor(id / run.maze.width)})`);
  // IDA* keeps no open list (no key), but its bound is on f = g + h: shown as F all the same.
  const deepening = trace.eventCounts[EVENT.iteration] > 0;
  const keyOf = eventKeyFunction(run.options) ?? (deepening ? (events, i) => events.g(i) + events.h(i) : null);
  const twoSided = trace.hasLane(LANE.backward);
  const side = (i) => (twoSided ? t(trace.lane(i) === LANE.backward ? 'code.value.backward' : 'code.value.forward') : '');
  const repair = Boolean(run.result?.repair);
  const byTag = new Map([...stepTags(trace, from, to, repair)].map((tag) => [tag, []]));
  for (const i of trace.eventsShown(from, to)) byTag.get(tagOf(trace, i, from, repair)).push(i);
  const values = new Map();
  const words = {
    trace, cell, keyOf, side, cost: run.cost ?? formatCost,
    // A* on reduced costs orders by G' (the reduced cost so far), which is no A* G or F.
    g: run.options.algorithm === 'astar-reduced' ? "G'" : 'G',
    length: (count) => (run.nodeName ? t('roads.value.roads', { count }) : pathLengthText(run.options.algorithm, count)),
  };
  for (const [tag, events] of byTag) values.set(tag, valueText(tag.split('@')[0], events, words));
  const open = openListSize(run);
  if (open && values.has('expanded')) values.set('expanded', `${values.get('expanded')}; ${open}`);
  return { tags: [...byTag.keys()], values, from, to };
}

// The open list's size after the step on screen in words ("open list 7", "queue 3", "open lists 12"), from the
// run's step tallies, where it is what was opened less what was expanded (a list that never takes a closed
// node back); null elsewhere (IDA*, LPA*, walks, roads).
// Per pop order, the message for one list and for a bidirectional search's two.
const LIST_NOUN = {
  'lowest-key': ['code.value.openList', 'code.value.openListBoth'], fifo: ['code.value.queue', 'code.value.queueBoth'], lifo: ['code.value.stack', 'code.value.stackBoth'],
};
function openListSize(run) {
  const info = algorithmInfo(run.options.algorithm);
  if (!run.tallies || !info || info.family === 'incremental' || !LIST_NOUN[info.popOrder]) return null;
  const { generated, expanded } = run.tallies.at(run.replay.step);
  const size = formatCount(generated - expanded);
  const [one, both] = LIST_NOUN[info.popOrder];
  return t(info.family === 'bidirectional' ? both : one, { size });
}

// Each kind's id by its schema name (EVENT_NAME's other way round).
const EVENT_ID = Object.fromEntries(Object.entries(EVENT_NAME).map(([id, name]) => [name, Number(id)]));

// A cell code's word (web/core/engine.js CELL), as sensing and changes report it.
const CODE_WORD = Object.fromEntries(Object.entries(CELL).map(([word, code]) => [code, word]));

// The numbers a line ran with, for events `events` of one kind.
function valueText(kind, events, { trace, cell, keyOf, side, cost, g: gName, length }) {
  const g = (i) => cost(trace.g(i));
  // G, then H where there is a heuristic (a key, or an H not 0), then F where there is a key (not for G').
  const figures = (i) => {
    const key = keyOf && gName === 'G' ? keyOf(trace, i) : null;
    const parts = [`${gName} ${g(i)}`];
    if (keyOf || trace.h(i) !== 0) parts.push(`H ${cost(trace.h(i))}`);
    if (key !== null) parts.push(`F ${cost(key)}`);
    return parts.join(', ');
  };
  const first = events[0];
  switch (kind) {
    case 'expanded':
      if (isIncremental(trace)) return t('code.value.lpaExpanded', { cell: cell(trace.cell(first)), g: g(first), key: formatCost(trace.h(first)) });
      return `${cell(trace.cell(first))}${side(first)}: ${figures(first)}`;
    case 'generated':
    case 'improved':
      return events.map((i) => `${cell(trace.cell(i))}${side(i)} ${figures(i)}`).join('; ');
    case 'rhs-changed':
      return events.map((i) => `${cell(trace.cell(i))} rhs ${g(i)}`).join('; ');
    case 'path': {
      const last = events.at(-1);
      return t('code.value.path', { length: length(events.length - 1), cost: g(last) });
    }
    case 'meet': {
      const last = events.at(-1);
      return t('code.value.meet', { mu: g(last), from: cell(trace.cell(last)), to: cell(trace.parent(last)) });
    }
    case 'bound':
      return t('code.value.bound', { sides: events.map((i) => `${side(i).trim()} ${formatCost(trace.g(i))}`).join(', '), bound: formatCost(trace.h(events.at(-1))) });
    case 'iteration':
      return t('code.value.threshold', { threshold: g(first) });
    case 'backtrack':
      return events.map((i) => cell(trace.cell(i))).join(', ');
    case 'agent-moved':
      return t('walk.value.moved', { move: trace.h(first) + 1, cell: cell(trace.cell(first)), walked: g(first) }); // counted from 1, as the narration does
    case 'replan':
      return t('walk.value.replan', { cell: cell(trace.cell(first)), move: trace.g(first) + 1 });
    case 'sensed':
    case 'cell-changed':
      return events.map((i) => t('walk.value.is', { cell: cell(trace.cell(i)), code: t(`walk.value.${CODE_WORD[trace.parent(i)] ?? 'unknown'}`) })).join(t('walk.value.join'));
    case 'scanned':
      return t('code.value.scanned', { n: events.length, count: formatCount(events.length) });
    default:
      return '';
  }
}

// What K routes ran, as code-step's answer for a step: the lines of web/code/pseudocode.js's K-routes
// listings their result lights ('route', 'cut', 'routes'; the tests candidates failed), with the numbers.
// kind: 'disjoint' or 'alternatives'; result: engine.disjointRoutes' or alternativeRoutes' answer; cost(value):
// a route's cost in words (web/roads/road-format.js formatRoadCost, by the metric); shortest: the single
// shortest route's cost beside disjoint ones (the first round finds it), or null.
export function routesCode(kind, result, cost, shortest = null) {
  const values = new Map();
  const routes = result.routes ?? [];
  const costs = routes.map((route) => cost(route.cost)).join(', ');
  values.set('routes', kind === 'disjoint' && routes.length
    ? t('roads.value.routesTotal', { count: routes.length, costs, total: cost(routes.reduce((sum, route) => sum + route.cost, 0)) })
    : t('roads.value.routes', { count: routes.length, costs }));
  // Alternatives begin with the best route; disjoint routes need not include the shortest single one.
  if (kind === 'alternatives' && routes.length) values.set('route', t('roads.value.best', { cost: cost(routes[0].cost) }));
  if (kind === 'disjoint' && shortest !== null) values.set('route', t('roads.value.firstRound', { cost: cost(shortest) }));
  if (kind === 'disjoint') {
    if (routes.length < (result.requested ?? routes.length)) {
      const cut = (result.cutRoads?.length ?? 0) + (result.cutNodes?.length ?? 0);
      values.set('cut', t('roads.value.cut', { count: routes.length, cut }));
    }
  } else {
    values.set('candidates', t(result.stopped ? 'roads.value.examinedStopped' : 'roads.value.examined', { count: result.candidates ?? 0 }));
    for (const [test, count] of Object.entries(result.rejectedCount ?? {})) {
      if (count > 0) values.set(test, t('roads.value.turnedDown', { count }));
    }
  }
  return { tags: [...values.keys()], values, from: 0, to: 0 };
}

// The tags of events [from, to), a step's, in order of first appearance (`repair`: as tagOf); a reported key
// is its node event's (Trace.eventsShown), with no tag of its own.
function stepTags(trace, from, to, repair) {
  const tags = new Set();
  for (const i of trace.eventsShown(from, to)) tags.add(tagOf(trace, i, from, repair));
  return tags;
}

// The step after (or, backwards, before) `step` that lights line `index` of `lines`, or -1: what clicking
// a line jumps to. Steps count from 1, as the player's do.
export function stepRunning(run, lines, index, step, backwards = false) {
  const { trace } = run;
  const { events } = lines[index];
  if (!events.length) return -1; // a line no event stands for runs in no step
  const starts = trace.stepStarts;
  const stepCount = trace.stepCount;
  const repair = Boolean(run.result?.repair);
  const named = namedTags(lines);
  // The kinds the line names: a step without one of them is passed over without tagging its events.
  const kinds = new Set(events.map((tag) => EVENT_ID[tag.split('@')[0]]));
  const lights = (s) => {
    const from = starts[s - 1];
    const to = trace.eventsThroughStep(s);
    let any = false;
    for (let i = from; i < to && !any; i++) any = kinds.has(trace.kind(i));
    if (!any) return false;
    const wanted = wantedBy(named, stepTags(trace, from, to, repair));
    return events.some((event) => wanted.has(event));
  };
  if (backwards) {
    for (let s = step - 1; s >= 1; s--) if (lights(s)) return s;
  } else {
    for (let s = step + 1; s <= stepCount; s++) if (lights(s)) return s;
  }
  return -1;
}
