#!/usr/bin/env node
// Measures the puzzles on a 1024x1024 maze in headless Chromium (issue 30's targets; not a test: numbers
// vary with the machine): how long after an answer its verdict is on screen, how long after Next the next
// question is (target: within 100 ms), and how long after a wall is placed the walls puzzle's score follows
// (target: within 100 ms), each until two frames later. Answers go in as Enter on the keyboard's cursor does (window.frontier.pickCell);
// walls are clicks on the canvas. Usage: node scripts/bench-puzzles.mjs [--json]   (after scripts/build)
import { median, servedPageAndBrowser } from './bench-lib/page.mjs';

const json = process.argv.includes('--json');
const { port, browser, close } = await servedPageAndBrowser();

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const base = `http://127.0.0.1:${port}/#maze=backtracker&size=1024x1024&braid=0.25&algo=astar&heuristic=octile`;
  await page.goto(`${base}&puzzle=predict&seed=1&count=5`);
  const asking = () => page.waitForFunction(() => /expand next/.test(document.querySelector('#puzzle-card [data-puzzle="question"]')?.textContent ?? '') &&
    !document.querySelector('#puzzle-card [data-puzzle="verdict"]').textContent, null, { timeout: 120000, polling: 50 });
  await asking();
  const { questions } = await page.evaluate(() => window.frontier.puzzle());
  const answers = [];
  const nexts = [];
  for (let k = 0; k < questions.length; k++) {
    // The answer the trace gives (read in the page from the run on screen), given as Enter gives it.
    const ms = await page.evaluate(async (cell) => {
      const began = performance.now();
      window.frontier.pickCell(cell);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return performance.now() - began;
    }, questions[k].expected.cell);
    answers.push(ms);
    if (k === questions.length - 1) break;
    const next = await page.evaluate(async () => {
      const began = performance.now();
      document.querySelector('#puzzle-card [data-puzzle="next"]').click();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return performance.now() - began;
    });
    nexts.push(next);
    await asking();
  }

  // Walls: a wall placed (a click on a floor cell: the wall is drawn as the button goes down), until the score
  // shown changes.
  await page.goto(`${base}&puzzle=walls&seed=1`);
  await page.waitForFunction(() => /score \d/.test(document.querySelector('[data-puzzle="walls-status"]')?.textContent ?? ''), null, { timeout: 120000, polling: 50 });
  const canvas = await page.locator('#view').boundingBox();
  const walls = [];
  for (let k = 0; k < 40 && walls.length < 8; k++) {
    const before = await page.evaluate(() => window.frontier.maze().cells.filter((c) => c === 1).length);
    await page.evaluate(() => {
      window.scoreShown = null;
      window.placedAt = null;
      const status = document.querySelector('[data-puzzle="walls-status"]');
      const was = status.textContent;
      new MutationObserver((changes, observer) => {
        if (status.textContent !== was && /Walls [1-9]/.test(status.textContent)) {
          window.scoreShown = performance.now();
          observer.disconnect();
        }
      }).observe(status, { childList: true, characterData: true, subtree: true });
      document.getElementById('view').addEventListener('pointerdown', () => { window.placedAt = performance.now(); }, { once: true, capture: true });
    });
    await page.mouse.click(canvas.x + canvas.width * (0.2 + 0.015 * k), canvas.y + canvas.height * (0.3 + 0.01 * k));
    const after = await page.evaluate(() => window.frontier.maze().cells.filter((c) => c === 1).length);
    if (after === before) continue; // the click fell on a wall: no wall placed
    await page.waitForFunction(() => window.scoreShown !== null, null, { timeout: 60000, polling: 20 });
    walls.push(await page.evaluate(() => window.scoreShown - window.placedAt));
  }
  const figures = {
    answerToVerdictMs: answers.map(Math.round), medianAnswerMs: Math.round(median(answers)),
    nextToQuestionMs: nexts.map(Math.round), medianNextMs: Math.round(median(nexts)),
    wallToScoreMs: walls.map(Math.round), medianWallMs: Math.round(median(walls)),
  };
  console.log(json ? JSON.stringify(figures) : figures);
} finally {
  await close();
}
