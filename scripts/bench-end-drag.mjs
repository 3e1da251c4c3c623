#!/usr/bin/env node
// Measures End and a drag of the start right after it on a 1024x1024 maze in headless Chromium (issue 43 item
// 10; not a test: numbers vary with the machine). Each round opens the page afresh on a 1024x1024 maze's link
// (its search lands while it plays from its first step), presses End, then drags the start 30 cells (a move
// every 33 ms) and lets go. Reported per round: End's own work on the main thread (its click's handler: the seek,
// the repaint, the panels), the long tasks (PerformanceObserver 'longtask', over 50 ms) of End, of the drag while
// the pointer is down and from the release until the re-run is shown, and how the cells were made whole at End
// and at the release (frontier.wholePaint: 'worker', the worker's picture taken, or 'page'); then medians over
// the rounds (target: no task over 50 ms). With --profile, a CPU profile of every round's End and drag: the page's
// functions that took the most of the main thread's time (self time, summed over the rounds).
// Usage: node scripts/bench-end-drag.mjs [--rounds N] [--profile] [--json]   (after scripts/build)
import { median, servedPageAndBrowser, settled as settledOn } from './bench-lib/page.mjs';

const json = process.argv.includes('--json');
const profile = process.argv.includes('--profile');
const roundsAt = process.argv.indexOf('--rounds');
const rounds = roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : 8;
const { port, browser, close } = await servedPageAndBrowser();

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = [];
  page.on('console', (message) => { if (message.type() === 'error') problems.push(message.text()); });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask' });
  });
  const link = `http://127.0.0.1:${port}/#maze=backtracker&size=1024x1024&braid=0.25&algo=astar&heuristic=octile`;
  const session = profile ? await page.context().newCDPSession(page) : null;
  if (session) {
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 200 });
  }
  const selfTimes = new Map();

  const settled = () => settledOn(page);
  const tasksSince = (from, to = Infinity) => page.evaluate(([since, until]) => window.longTasks
    .filter((task) => task.start >= since && task.start < until).map((task) => Math.round(task.duration)), [from, to]);
  const now = () => page.evaluate(() => performance.now());
  // Open cells from the start, each a neighbour of the one before.
  const openWalk = () => page.evaluate((length) => {
    const { width, height, cells, start } = window.frontier.maze();
    const walk = [];
    const seen = new Set([start.y * width + start.x]);
    let at = start;
    while (walk.length < length) {
      const next = [[1, 0], [0, 1], [0, -1], [-1, 0]].map(([dx, dy]) => ({ x: at.x + dx, y: at.y + dy }))
        .find(({ x, y }) => x >= 0 && y >= 0 && x < width && y < height && cells[y * width + x] === 0 && !seen.has(y * width + x));
      if (!next) break;
      seen.add(next.y * width + next.x);
      walk.push(next);
      at = next;
    }
    return { start, walk };
  }, 30);

  const figures = [];
  for (let round = 0; round < rounds; round++) {
    // The same scene each round: the page opened afresh on the link, whose search plays from its first step.
    await page.goto('about:blank');
    await page.goto(link);
    await page.waitForFunction(() => window.frontier?.maze().width === 1024 && document.body.dataset.state !== 'loading', null, { timeout: 120000 });
    await settled(); // the whole run has landed; it plays meanwhile
    if (session) await session.send('Profiler.start');
    const endPressed = await now();
    // End's own work on the main thread: the click's handler runs the seek, the repaint and the panels at once.
    const endMs = await page.evaluate(() => {
      const scrubber = document.getElementById('scrubber');
      window.beforeEnd = `${document.body.dataset.state} at ${scrubber.value} of ${scrubber.max}`;
      const began = performance.now();
      document.getElementById('to-end').click();
      return performance.now() - began;
    });
    await page.waitForFunction(() => document.body.dataset.state === 'finished');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const endPaint = await page.evaluate(() => window.frontier.wholePaint?.() ?? null);
    const { start, walk } = await openWalk();
    const centre = (cell) => page.evaluate(([x, y]) => window.frontier.cellCentre(x, y), [cell.x, cell.y]);
    const from = await centre(start);
    const down = await now();
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (const cell of walk) {
      const point = await centre(cell);
      await page.mouse.move(point.x, point.y);
      await page.waitForTimeout(33);
    }
    const up = await now();
    await page.mouse.up();
    await settled();
    if (session) {
      const { profile: cpu } = await session.send('Profiler.stop');
      addSelfTimes(cpu, selfTimes);
    }
    figures.push({
      endMs: Math.round(endMs * 10) / 10, before: await page.evaluate(() => window.beforeEnd), end: await tasksSince(endPressed, down), dragging: await tasksSince(down, up), release: await tasksSince(up),
      wholePaint: { end: endPaint, release: await page.evaluate(() => window.frontier.wholePaint?.() ?? null) },
    });
  }
  const longest = (key) => figures.map((round) => Math.max(0, ...round[key]));
  const summary = {
    rounds: figures,
    medianEndMs: median(figures.map((round) => round.endMs)),
    medianLongestMs: { end: median(longest('end')), dragging: median(longest('dragging')), release: median(longest('release')) },
    worstMs: { end: Math.max(...longest('end')), dragging: Math.max(...longest('dragging')), release: Math.max(...longest('release')) },
    tasksOver50: { end: figures.flatMap((r) => r.end).length, dragging: figures.flatMap((r) => r.dragging).length, release: figures.flatMap((r) => r.release).length },
    consoleProblems: problems,
  };
  if (profile) {
    summary.profileTopSelfMs = [...selfTimes].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([name, ms]) => `${Math.round(ms)} ms ${name}`);
  }
  if (json) console.log(JSON.stringify(summary, null, 2));
  else {
    for (const [k, round] of figures.entries()) console.log(`round ${k + 1}: End (${round.before}) ${round.endMs} ms, its long tasks ${JSON.stringify(round.end)}, dragging ${JSON.stringify(round.dragging)}, release ${JSON.stringify(round.release)}${round.wholePaint.end ? `; cells made whole at End by: ${round.wholePaint.end}, at release: ${round.wholePaint.release}` : ''}`);
    const m = summary.medianLongestMs;
    console.log(`End's work on the main thread (its click's handler: seek, repaint, panels), median of ${rounds}: ${summary.medianEndMs} ms`);
    console.log(`longest task a round, median of ${rounds} (ms; 0: none over 50): End ${m.end}, while dragging ${m.dragging}, at release ${m.release} (target: none over 50)`);
    console.log(`worst (ms): End ${summary.worstMs.end}, while dragging ${summary.worstMs.dragging}, at release ${summary.worstMs.release}; tasks over 50 ms: ${JSON.stringify(summary.tasksOver50)}`);
    if (profile) console.log(`main thread, self time summed over the rounds:\n  ${summary.profileTopSelfMs.join('\n  ')}`);
    if (problems.length) console.log(`console problems: ${problems.join(' | ')}`);
  }
} finally {
  await close();
}

// Adds a CPU profile's self time per function (name, file and line) into `into` (ms).
function addSelfTimes(cpu, into) {
  const byId = new Map(cpu.nodes.map((node) => [node.id, node]));
  const deltas = cpu.timeDeltas;
  for (let k = 0; k < cpu.samples.length; k++) {
    const { callFrame } = byId.get(cpu.samples[k]);
    if (callFrame.functionName === '(idle)' || callFrame.functionName === '(program)') continue;
    const file = callFrame.url.split('/').slice(-2).join('/');
    const name = `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber + 1}`;
    into.set(name, (into.get(name) ?? 0) + (deltas[k + 1] ?? 0) / 1000);
  }
}
