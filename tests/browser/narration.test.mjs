// The explore view's narrated step (issue 14, item 3): the line under the canvas ([data-narration]) says
// what the step on screen did, word for word what web/grid/narration.js makes of the same search run in
// Node, while stepping, scrubbing and playing, in several algorithms; its live region follows every step
// taken by hand and at most about twice a second while playing.
import test from 'node:test';
import assert from 'node:assert/strict';

import { runSearch } from '../../web/core/run.js';
import { narrateStep } from '../../web/grid/narration.js';
import { serverAndBrowser, openPage, screenshot, pageMaze, nodeEngine, waitForState } from './support.mjs';

const { server, browser } = await serverAndBrowser();
const engine = await nodeEngine();

const LINE = '#explore-view [data-narration]';

// The page's search redone in Node: narration(step) is what the line must say at that step.
async function expectedNarration(page) {
  const maze = await pageMaze(page);
  const options = await page.evaluate(() => window.frontier.options());
  const run = runSearch(engine, maze, options);
  return {
    stepCount: run.trace.stepCount,
    narration(step) {
      run.replay.seekStep(step);
      return narrateStep(run);
    },
  };
}

// The step on screen, the line and the live region, read in one go.
const shown = (page) => page.evaluate((selector) => ({
  step: Number(document.getElementById('scrubber').value),
  line: document.querySelector(selector).textContent,
  live: document.getElementById('narration-live').textContent,
  state: document.body.dataset.state,
}), LINE);

async function openAtEnd() {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.waitForFunction(() => document.body.dataset.link === 'ready', null, { polling: 100 });
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
  return { context, page, problems };
}

test('the narration follows stepping and scrubbing, and the live region every step taken by hand', async () => {
  const { context, page, problems } = await openAtEnd();
  const expected = await expectedNarration(page);
  let now = await shown(page);
  assert.equal(now.line, expected.narration(expected.stepCount));
  assert.match(now.line, /^The path: \d+ steps from \(\d+, \d+\) to \(\d+, \d+\), cost \d+\.$/);

  await page.locator('#scrubber').fill('0');
  now = await shown(page);
  assert.equal(now.step, 0);
  assert.equal(now.line, expected.narration(0));
  for (let step = 1; step <= 4; step++) {
    await page.locator('#step-forward').click();
    now = await shown(page);
    assert.equal(now.step, step);
    assert.equal(now.line, expected.narration(step), `step ${step}`);
    assert.equal(now.live, now.line, `the live region at step ${step}`);
  }
  assert.match(now.line, /^Expanded \(\d+, \d+\): F \d+ = G \d+ \+ H \d+\. /);
  await page.locator('#step-back').click();
  now = await shown(page);
  assert.equal(now.line, expected.narration(3));
  assert.equal(now.live, now.line);

  // Scrubbing, forwards and back.
  for (const step of [Math.floor(expected.stepCount / 2), 7, expected.stepCount - 1]) {
    await page.locator('#scrubber').fill(String(step));
    now = await shown(page);
    assert.equal(now.step, step);
    assert.equal(now.line, expected.narration(step), `scrubbed to ${step}`);
  }
  await page.locator('#scrubber').fill('12');
  await screenshot(page, 'narration-astar');
  assert.deepEqual(problems, []);
  await context.close();
});

test('while playing, the line names the step on screen and the live region speaks at most twice a second', async () => {
  const { context, page, problems } = await openAtEnd();
  const expected = await expectedNarration(page);
  // 15 steps a second from step 0 (at 30 a loaded machine's samples outlasted the play), counting the live
  // region's changes.
  await page.evaluate(() => {
    const speed = document.getElementById('speed');
    speed.value = '4';
    speed.dispatchEvent(new Event('input', { bubbles: true }));
    window.liveChanges = 0;
    new MutationObserver(() => { window.liveChanges++; })
      .observe(document.getElementById('narration-live'), { childList: true, characterData: true, subtree: true });
  });
  await page.locator('#scrubber').fill('0');
  const began = Date.now();
  await page.locator('#play').click();
  const seen = new Set();
  // Sampled 12 times, or until two thirds of the trace have played: the pause below must reach a search
  // still playing. Under load (the before-suite at --test-concurrency=3) the samples outlasted the whole
  // play, and the click meant as a pause played it again: waitForState('paused') timed out.
  for (let k = 0; k < 12; k++) {
    await page.waitForTimeout(150);
    const now = await shown(page);
    if (now.state !== 'playing') break;
    assert.equal(now.line, expected.narration(now.step), `playing, step ${now.step}`);
    seen.add(now.step);
    if (now.step > (2 * expected.stepCount) / 3) break;
  }
  // Paused in the page, in one go: a check from here and a click after it left time for the play to end
  // on a loaded machine (the click then played it again, and the wait for 'paused' timed out).
  const pausedWhilePlaying = await page.evaluate(() => {
    if (document.body.dataset.state !== 'playing') return false;
    document.getElementById('play').click();
    return true;
  });
  assert.ok(pausedWhilePlaying, 'still playing when paused');
  const seconds = (Date.now() - began) / 1000;
  const changes = await page.evaluate(() => window.liveChanges);
  assert.ok(seen.size >= 4, `the line followed ${seen.size} steps of playback`);
  // About two a second (and the one of the paused step, or a last one when the interval is up).
  assert.ok(changes <= Math.ceil(seconds * 2) + 2, `${changes} announcements in ${seconds.toFixed(1)} s`);
  assert.ok(changes >= 1);
  await waitForState(page, 'paused');
  const paused = await shown(page);
  assert.equal(paused.line, expected.narration(paused.step));
  await page.waitForFunction(() => document.getElementById('narration-live').textContent
    === document.querySelector('#explore-view [data-narration]').textContent, null, { polling: 100, timeout: 2000 });
  assert.deepEqual(problems, []);
  await context.close();
});

// Each family in its own words, checked against the Node narration at a few steps.
const ALGORITHMS = [
  ['dijkstra', /^Expanded \(\d+, \d+\): G \d+, the lowest G on the open list\./],
  ['bfs', /^Layer \d+: took \(\d+, \d+\) off the front of the queue/],
  ['bidirectional-astar', /^(Forward side \(from the start\)|Backward side \(from the goal\)) expanded/],
  ['jps', /^Expanded jump point \(\d+, \d+\): F \d+ = G \d+ \+ H \d+\. Its jumps scanned \d+ cells?/],
  ['ida-star', /^Iteration \d+, depth \d+: visited \(\d+, \d+\)/],
  ['theta-star', /^Expanded \(\d+, \d+\): F [\d.]+ = G [\d.]+ \+ H [\d.]+\./],
  // A first search's G falls from ∞ (it was never the rhs it falls to).
  ['lpa-star', /^Expanded \(\d+, \d+\), the lowest key on the queue: \[min\(G, rhs\) \+ H, min\(G, rhs\)\] = \[\d+ \+ H \d+, \d+\] = \[\d+, \d+\]\. rhs \d+ < G ∞: over-consistent/],
];

test('every family speaks its own words: Dijkstra, BFS, bidirectional A*, JPS, IDA*, Theta* and LPA*', async () => {
  const { context, page, problems } = await openAtEnd();
  for (const [name, pattern] of ALGORITHMS) {
    await page.selectOption('#opt-algorithm', name);
    await page.waitForFunction((wanted) => window.frontier.runAlgorithm() === wanted
      && window.frontier.result() !== null && document.body.dataset.state === 'finished', name, { polling: 100 });
    const expected = await expectedNarration(page);
    let now = await shown(page);
    assert.equal(now.step, expected.stepCount, name);
    assert.equal(now.line, expected.narration(expected.stepCount), `${name} at its end`);
    for (const step of [3, 4, expected.stepCount - 1]) {
      await page.locator('#scrubber').fill(String(step));
      now = await shown(page);
      assert.equal(now.line, expected.narration(step), `${name} at step ${step}`);
    }
    await page.locator('#scrubber').fill('3');
    await page.locator('#step-forward').click();
    now = await shown(page);
    assert.match(now.line, pattern, `${name}: ${now.line}`);
    assert.equal(now.live, now.line);
    if (name === 'bidirectional-astar') {
      await page.locator('#scrubber').fill(String(expected.stepCount - 1));
      now = await shown(page);
      assert.match(now.line, /Stop test: .* ≥ μ = \d+ \((the best path across, through|the sides just met at) \(\d+, \d+\)–\(\d+, \d+\)\): no path through the open cells can be cheaper, so the search stops\.$/, now.line);
      await screenshot(page, 'narration-bidirectional');
      // Its longest sentences (the meeting, the stop test) show whole, none cut off behind a scroll bar. Each
      // step is set as locator.fill sets a range input (focus, its value, then input and change events), all
      // in one evaluate: a fill and an evaluate per step took 5-8 s of this test.
      const cutOff = await page.evaluate(([selector, stepCount]) => {
        const scrubber = document.getElementById('scrubber');
        const element = document.querySelector(selector);
        const found = [];
        scrubber.focus();
        for (let step = 1; step <= stepCount; step++) {
          scrubber.value = String(step);
          scrubber.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
          scrubber.dispatchEvent(new Event('change', { bubbles: true }));
          if (Number(scrubber.value) !== step) found.push(`step ${step} not shown: ${scrubber.value}`);
          else if (element.scrollHeight > element.clientHeight + 1) found.push(`step ${step} cut off: ${element.textContent}`);
        }
        return found;
      }, [LINE, expected.stepCount]);
      assert.deepEqual(cutOff, []);
    }
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('Clear path empties the line and its live region', async () => {
  const { context, page, problems } = await openAtEnd();
  assert.notEqual((await shown(page)).line, '');
  await page.locator('#clear-path').click();
  await waitForState(page, 'editing');
  const now = await shown(page);
  assert.equal(now.line, '');
  assert.equal(now.live, '');
  assert.deepEqual(problems, []);
  await context.close();
});
