// Path puzzles: "Draw the cheapest path from S to G." The walk drawn is judged by the engine's own move rules
// (engine.checkWalk: each step a move the searches may make, and its cost) and set against the cost of the
// engine's Dijkstra on the same grid and options.
import { searchRequest, movesRequest } from '../core/run.js';
import { pathVerdictText } from './puzzle-words.js';

// The cheapest cost and a cheapest path (cell ids) from start to goal, by the engine's Dijkstra, or null.
export function cheapestPath(engine, maze, options) {
  const result = engine.search({ ...searchRequest(maze, options), algorithm: 'dijkstra', trace: false });
  if (result.status !== 'found') return null;
  return { cost: result.cost, path: result.path.map(({ x, y }) => y * maze.width + x) };
}

// walk: cell ids from start to goal as drawn -> {correct, score, legal, cost, best, text}.
export function gradePath(engine, maze, options, walk) {
  const best = cheapestPath(engine, maze, options);
  const { width } = maze;
  const points = walk.map((cell) => ({ x: cell % width, y: Math.floor(cell / width) }));
  const facts = { maze, best, walk, legal: false, cost: null, reason: '' };
  const at = (p) => p.y * width + p.x;
  if (!walk.length) facts.reason = 'empty';
  else if (walk[0] !== at(maze.start)) facts.reason = 'start';
  else if (walk.at(-1) !== at(maze.goal)) facts.reason = 'goal';
  else {
    const check = engine.checkWalk({ ...movesRequest(maze, options), walk: points });
    facts.legal = check.legal;
    facts.cost = check.cost;
    if (!check.legal) facts.reason = check.reason;
  }
  const correct = facts.legal && best !== null && Math.abs(facts.cost - best.cost) <= 1e-9 * Math.max(1, best.cost);
  return { correct, score: correct ? 1 : 0, legal: facts.legal, cost: facts.cost, best: best?.cost ?? null, optimalPath: best?.path ?? null, text: pathVerdictText(facts) };
}
