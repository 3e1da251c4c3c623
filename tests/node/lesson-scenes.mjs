// What both lesson tests read (tests/node/lesson-files.test.mjs, lesson-numbers.test.mjs): the shipped lessons
// (web/lessons/) read and checked as the page reads them, one engine, and what a scene's link shows (its maze,
// search, walk or route) worked out as the page works it out, so that each test states only what it checks.
import assert from 'node:assert/strict';
import fs from 'node:fs';

import { freshEngine } from './support.mjs';
import { EVENT } from '../../web/core/trace.js';
import { runSearch } from '../../web/core/run.js';
import { generateMaze, withEndpoints } from '../../web/grid/default-maze.js';
import { decodeFragment } from '../../web/share/share-codec.js';
import { checkLesson, readLessonText } from '../../web/lessons/lesson-format.js';

export const FOLDER = new URL('../../web/lessons/', import.meta.url);
export const engine = await freshEngine();

// Every lesson of the index, read as the page reads it: {id, data (the file's JSON), lesson (checkLesson's)}.
export const index = JSON.parse(fs.readFileSync(new URL('index.json', FOLDER), 'utf8'));
export const lessons = new Map();
for (const { id, file } of index.lessons) {
  const text = fs.readFileSync(new URL(file, FOLDER), 'utf8');
  const read = await readLessonText(text); // the file as the page opens it: {data} or {error}
  lessons.set(id, { id, file, data: JSON.parse(text), checked: read.error ? read : await checkLesson(read.data) });
}

// Scene `n` (1-based, as checkLesson's errors count) of lesson `id`: its text and what its link opens.
export async function scene(id, n) {
  const { lesson } = lessons.get(id).checked;
  const { text, fragment, puzzle } = lesson.scenes[n - 1];
  const decoded = await decodeFragment(fragment);
  return { text, puzzle, shown: decoded.puzzle };
}

// The grid a decoded link shows, as the page loads it (web/share/share.js): its cells, or its generator's
// maze with the edits.
export function mazeOf(shown) {
  let { cells } = shown;
  if (shown.generator) {
    cells = generateMaze(engine, { ...shown.generator, width: shown.width, height: shown.height }).cells.slice();
    for (const [cell, code] of shown.edits) cells[cell] = code;
  }
  return withEndpoints({ width: shown.width, height: shown.height, cells, start: shown.start, goal: shown.goal });
}

// A grid scene's search as the page runs it, with the replay at the scene's step.
export function gridRun(shown) {
  const run = runSearch(engine, mazeOf(shown), shown.options);
  if (shown.step !== null) run.replay.seekStep(shown.step);
  return run;
}

// A walk scene walked as the Walk view walks it (fromScratch: its figures' "A* from scratch" column).
export function walkOf(shown) {
  const { width, height, cells, start, goal } = mazeOf(shown);
  const { movement, diagonal, costs } = shown.options;
  const { algorithm, sensorRadius, changes } = shown.walk;
  return engine.navigate({
    width, height, cells, start, goal, movement, diagonal, costs, algorithm, sensorRadius, changes, trace: true, fromScratch: true,
  });
}

// A roads scene's network loaded, and its search (shown 'search') with the trace.
export async function roadsOf(shown) {
  const { source, start, goal, algorithm, metric } = shown.roads;
  await engine.loadNetwork(source.preset ? { preset: source.preset } : source);
  return { route: engine.route({ from: start, to: goal, algorithm, metric, trace: true }), ...shown.roads };
}

export const id = (width) => (x, y) => y * width + x;
export const point = (cell, width) => `(${cell % width}, ${Math.floor(cell / width)})`;
// The events of `step` (1-based) of a trace, as {kind, cell, parent, g, h}.
export function eventsOf(trace, step) {
  const events = [];
  for (let i = trace.eventsThroughStep(step - 1); i < trace.eventsThroughStep(step); i++) {
    events.push({ kind: trace.kind(i), cell: trace.cell(i), parent: trace.parent(i), g: trace.g(i), h: trace.h(i), lane: trace.lane(i) });
  }
  return events;
}
export const expandedAt = (trace, step) => eventsOf(trace, step).find((event) => event.kind === EVENT.expanded);
// The text says each of `phrases`, word for word.
export function says(text, ...phrases) {
  for (const phrase of phrases) assert.ok(text.includes(phrase), `the text should say '${phrase}': ${text}`);
}
