// Issue 33 in the Roads view: ALT and a contraction hierarchy prepared through the page (in its engine worker),
// alt and ch offered once prepared and played step by step, ALT's bound explained as engine.altBound gives it,
// a CH query's trace the engine's, the contraction played, the compare table with their settled counts, a link
// that re-prepares on open, Cancel, the engine's refusal shown, no console errors; screenshots to look at.
import test from 'node:test';
import assert from 'node:assert/strict';

import { EVENT } from '../../web/core/engine.js';
import { boundSentence, landmarkName } from '../../web/roads/prepared-words.js';
import { serverAndBrowser, nodeEngine, openRoads, openPage, hostWidget, screenshot, afterFrames } from './support.mjs';

const { server, browser } = await serverAndBrowser();
const engine = await nodeEngine();
const roads = (page) => page.evaluate(() => window.frontier.roads());
// The swatch keys of the legend entries shown.
const legendShown = (page) => page.evaluate(() => [...document.querySelectorAll('#roads-legend li')].filter((li) => !li.hidden).map((li) => li.querySelector('.swatch').dataset.key));
const POLL = { polling: 100, timeout: 120000 };

async function loadSource(page, value) {
  await page.selectOption('#roads-source', value);
  await page.waitForFunction((label) => window.frontier.roads().network?.label.toLowerCase().includes(label), value === 'monaco' ? 'monaco' : '10,000', POLL);
}

async function prepare(page, technique, { landmarks = null } = {}) {
  await page.selectOption('#roads-prepare-technique', technique);
  if (landmarks !== null) await page.fill('#roads-landmarks', String(landmarks));
  await page.click('#roads-prepare');
  await page.waitForFunction((t) => window.frontier.roads().prepare[t]?.holds && !window.frontier.roads().prepare.running, technique, POLL);
  return (await roads(page)).prepare;
}

async function runAlgorithm(page, algorithm) {
  await page.selectOption('#roads-algorithm', algorithm);
  await page.click('#roads-run');
  await page.waitForFunction((a) => window.frontier.roads().request?.algorithm === a && window.frontier.roads().result, algorithm, POLL);
  await page.click('#roads-to-end');
}

for (const source of [{ value: 'monaco', engine: { preset: 'monaco' } }, { value: 'random-10000', engine: { generator: 'random', nodes: 10000, seed: 1 } }]) {
  test(`${source.value}: ALT and CH prepared in the page, run and explained as the engine does`, async () => {
    const { context, page, problems } = await openRoads(browser, server.url);
    await loadSource(page, source.value);
    // Before: alt and ch are in the menu, off, with the reason.
    const off = await page.evaluate(() => [...document.querySelectorAll('#roads-algorithm option')].filter((o) => o.disabled).map((o) => [o.value, o.title]));
    assert.deepEqual(off.map(([value]) => value), ['alt', 'ch']);
    assert.match(off[0][1], /ALT needs a preparation first/);
    const { start, goal } = await roads(page);
    await engine.loadNetwork(source.engine);

    // ALT: what it built, the landmarks drawn, the route the engine's, each settled junction's bound explained.
    const alt = (await prepare(page, 'alt', { landmarks: 8 })).alt;
    const expectedAlt = engine.prepare({ technique: 'alt', landmarks: 8 });
    assert.deepEqual(alt.landmarkNodes, expectedAlt.landmarkNodes);
    assert.match(await page.textContent('#roads-prepare-message'), /ALT prepared by length in .*: 8 landmarks \(avoid\), L1 to L8 on the map.*bytes a junction\./);
    await runAlgorithm(page, 'alt');
    const altShown = await roads(page);
    const route = engine.route({ from: start, to: goal, algorithm: 'alt', trace: true });
    assert.deepEqual(altShown.result.path, route.path);
    assert.equal(altShown.result.expanded, route.expanded);
    // The step that settles a junction halfway: the narration gives the bound engine.altBound gives.
    let settled = -1;
    for (let i = 0, seen = 0; i < route.trace.length; i++) {
      if (route.trace.kind(i) === EVENT.expanded && ++seen === Math.ceil(route.expanded / 2)) { settled = i; break; }
    }
    const node = route.trace.cell(settled);
    const bound = engine.altBound(node);
    const step = route.trace.stepOfEvent(settled);
    await page.evaluate(async (s) => { const input = document.getElementById('roads-scrubber'); input.value = String(s); input.dispatchEvent(new Event('input', { bubbles: true })); }, step);
    await page.waitForFunction((s) => window.frontier.roads().step === s, step, POLL);
    const narration = (await roads(page)).narration;
    assert.ok(narration.includes(boundSentence(bound, 'length')), `${narration}\nshould hold\n${boundSentence(bound, 'length')}`);
    // Said as A*'s step is, F = G + H with the bound as H (the row's key), not as a queue's.
    assert.match(narration, /: F .* = G .* \+ H .*, the lowest F on the open list/);
    if (bound.landmark >= 0) assert.ok(narration.includes(landmarkName(bound.landmark)));
    // The inspector at that junction says the same, with the reduced-costs lesson.
    const point = await page.evaluate((id) => window.frontier.roadNodeCentre(id), node);
    await page.mouse.move(point.x, point.y);
    await page.waitForFunction(() => /landmark|h = 0/.test(window.frontier.roads().inspector), null, POLL);
    const inspector = (await roads(page)).inspector;
    assert.match(inspector, /reduced costs/);
    if (source.value === 'monaco') await screenshot(page, 'roads-prepare-alt-monaco');
    // The legend names ALT's landmarks while its search is shown, and nothing of CH's or the contraction's.
    const altLegend = await legendShown(page);
    assert.ok(altLegend.includes('landmark'), altLegend.join());
    assert.ok(!altLegend.includes('stalled') && !altLegend.includes('contracted'), altLegend.join());

    // CH: the query's trace the engine's, stalled nodes and the meeting in it, the route unpacked at the end.
    const ch = (await prepare(page, 'ch')).ch;
    const expectedCh = engine.prepare({ technique: 'ch' });
    assert.equal(ch.shortcuts, expectedCh.shortcuts);
    assert.equal(ch.witnessesAvoided, expectedCh.witnessesAvoided);
    assert.match(await page.textContent('#roads-prepare-message'), /Contraction hierarchy prepared by length in .*shortcuts added.*bytes a junction\./);
    await runAlgorithm(page, 'ch');
    const chRoute = engine.route({ from: start, to: goal, algorithm: 'ch', trace: true });
    const chShown = await roads(page);
    assert.deepEqual(chShown.result.path, chRoute.path);
    // The page's trace, event by event, is the engine's (both lanes, meetings, stalls, the unpacked path).
    const events = (trace) => Array.from({ length: trace.length }, (_, i) => [trace.kind(i), trace.lane(i), trace.cell(i), trace.g(i), trace.h(i)]);
    const pageEvents = (await roads(page)).chEvents;
    assert.deepEqual(pageEvents, events(chRoute.trace));
    assert.equal(chShown.stepCount, chRoute.trace.stepCount);
    assert.equal(chShown.result.expanded, chRoute.expanded);
    assert.match(chShown.narration, /^The route unpacked: each shortcut replaced by the two arcs it stands for/);
    // Mid-way: a meeting has happened and the narration of a stalled step says so.
    const meet = Array.from({ length: chRoute.trace.length }, (_, i) => i).find((i) => chRoute.trace.kind(i) === EVENT.meet);
    const midStep = chRoute.trace.stepOfEvent(meet);
    await page.evaluate((s) => { const input = document.getElementById('roads-scrubber'); input.value = String(s); input.dispatchEvent(new Event('input', { bubbles: true })); }, midStep);
    await page.waitForFunction((s) => window.frontier.roads().step === s, midStep, POLL);
    assert.match((await roads(page)).narration, /The two sides meet at node/);
    assert.match((await roads(page)).narration, /: G .*, the lowest G on (its|the) open list/);
    const chLegend = await legendShown(page);
    for (const key of ['stalled', 'meet', 'openBackward', 'settledBackward']) assert.ok(chLegend.includes(key), `${key} in ${chLegend.join()}`);
    assert.ok(!chLegend.includes('landmark'), chLegend.join());
    if (source.value === 'monaco') {
      await afterFrames(page);
      await screenshot(page, 'roads-prepare-ch-midway');
      await page.click('#roads-to-end');
      await afterFrames(page);
      await screenshot(page, 'roads-prepare-ch-unpacked');
    }

    // The compare table: alt and ch beside Dijkstra's and A*'s settled counts, the engine's figures.
    await page.click('#roads-compare-run');
    await page.waitForFunction(() => window.frontier.roads().compare?.rows.some((row) => row.algorithm === 'ch'), null, POLL);
    const rows = (await roads(page)).compare.rows;
    for (const algorithm of ['dijkstra', 'astar', 'alt', 'ch']) {
      const row = rows.find((r) => r.algorithm === algorithm);
      assert.equal(row.expanded, engine.route({ from: start, to: goal, algorithm }).expanded, algorithm);
    }

    // The contraction plays: every node leaves once, the counts at the end are the preparation's.
    await page.click('#roads-contraction-play');
    await page.waitForFunction(() => window.frontier.roads().contraction, null, POLL);
    await page.click('#roads-to-end');
    await page.waitForFunction(() => { const c = window.frontier.roads().contraction; return c && c.step === c.stepCount; }, null, POLL);
    const played = (await roads(page)).contraction;
    const record = engine.contractionRecord({ count: 20000 });
    assert.equal(played.stepCount, record.nodes.length);
    assert.equal(played.shortcuts, record.shortcutStart[record.nodes.length]);
    assert.match((await roads(page)).narration, /^Node \d+ leaves \(rank/);
    const contractionLegend = await legendShown(page);
    for (const key of ['contracted', 'shortcut', 'currentShortcut']) assert.ok(contractionLegend.includes(key), `${key} in ${contractionLegend.join()}`);
    assert.ok(!contractionLegend.includes('stalled'), contractionLegend.join());
    if (source.value === 'monaco') {
      const half = Math.floor(played.stepCount / 2);
      await page.evaluate((s) => { const input = document.getElementById('roads-scrubber'); input.value = String(s); input.dispatchEvent(new Event('input', { bubbles: true })); }, half);
      await afterFrames(page);
      await screenshot(page, 'roads-prepare-contraction');
    }

    // A metric change: the panel says the preparation no longer holds, and a ch route shows the engine's words.
    await page.selectOption('#roads-algorithm', 'ch');
    await page.selectOption('#roads-metric', 'time');
    assert.match(await page.textContent('#roads-prepare-message'), /was made by length: it does not hold/);
    await page.click('#roads-run');
    await page.waitForFunction(() => /prepared for metric 'length'/.test(document.getElementById('roads-error').textContent), null, POLL);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('a link with ALT reopens, prepared again, at the same step; an embed shows it', async () => {
  const { context, page, problems } = await openRoads(browser, server.url);
  await loadSource(page, 'monaco');
  await prepare(page, 'alt', { landmarks: 4 });
  await runAlgorithm(page, 'alt');
  await page.evaluate(() => { const input = document.getElementById('roads-scrubber'); input.value = '6'; input.dispatchEvent(new Event('input', { bubbles: true })); });
  await page.waitForFunction(() => window.frontier.roads().step === 6, null, POLL);
  const shared = await roads(page);
  const { fragment, error } = await page.evaluate(() => window.frontier.shareLink());
  assert.equal(error, undefined);
  const other = await openPage(browser, `${server.url}#${fragment}`);
  await other.page.waitForFunction(() => window.frontier.roads()?.result && window.frontier.roads().step === 6, null, POLL);
  const opened = await other.page.evaluate(() => window.frontier.roads());
  assert.deepEqual(opened.request, shared.request);
  assert.deepEqual(opened.result.path, shared.result.path);
  assert.equal(opened.narration, shared.narration);
  assert.deepEqual(opened.prepare.alt.landmarkNodes, shared.prepare.alt.landmarkNodes);
  assert.deepEqual(other.problems, []);
  await other.context.close();
  // The embed of the same link prepares and plays the same search, at the same step.
  const embed = await hostWidget(browser, `${server.url}?embed&controls=minimal#${fragment}`);
  const ready = await embed.page.evaluate(() => window.received.find((m) => m.type === 'ready'));
  assert.equal(ready.step, 6);
  const shown = await embed.frame.evaluate(() => window.frontier.roads());
  assert.deepEqual(shown.result.path, shared.result.path);
  assert.deepEqual(shown.prepare.alt.landmarkNodes, shared.prepare.alt.landmarkNodes);
  assert.deepEqual(embed.problems, []);
  await embed.context.close();
  assert.deepEqual(problems, []);
  await context.close();
});

test('Cancel stops a preparation and says what went; a bad landmark count is refused in words', async () => {
  const { context, page, problems } = await openRoads(browser, server.url);
  await page.fill('#roads-landmarks', '0');
  await page.click('#roads-prepare');
  assert.equal(await page.textContent('#roads-prepare-message'), 'Landmarks must be a whole number from 1 to 64, got 0.');
  await page.fill('#roads-landmarks', '16');
  await loadSource(page, 'random-10000');
  await page.selectOption('#roads-prepare-technique', 'ch');
  // Cancel pressed by the page itself as soon as it shows progress: a test that waited for the progress and
  // then clicked could be held up on a loaded machine until the preparation had ended and Cancel was gone.
  await page.evaluate(() => new Promise((resolve) => {
    document.getElementById('roads-prepare').click();
    const cancelOnProgress = () => {
      if (!window.frontier.roads().prepare.progress) return setTimeout(cancelOnProgress, 5);
      document.getElementById('roads-prepare-cancel').click();
      return resolve();
    };
    cancelOnProgress();
  }));
  await page.waitForFunction(() => !window.frontier.roads().prepare.running, null, POLL);
  const after = await roads(page);
  assert.match(after.prepare.message, /^Preparation cancelled: the worker was stopped/);
  assert.equal(after.prepare.ch, null);
  assert.equal(await page.evaluate(() => document.querySelector('#roads-algorithm option[value="ch"]').disabled), true);
  // The worker works again after: ALT prepares.
  await prepare(page, 'alt');
  assert.deepEqual(problems, []);
  await context.close();
});

test('on a phone, the Prepare panel and ALT with its landmarks', async () => {
  const { context, page, problems } = await openPage(browser, server.url, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.check('input[name="mode"][value="roads"]');
  await page.waitForFunction(() => window.frontier.roads()?.network?.nodes > 0, null, POLL);
  await loadSource(page, 'monaco');
  await prepare(page, 'alt', { landmarks: 6 });
  await runAlgorithm(page, 'alt');
  await afterFrames(page);
  await screenshot(page, 'roads-prepare-phone-map');
  await page.locator('#roads-prepare-panel').scrollIntoViewIfNeeded();
  await screenshot(page, 'roads-prepare-phone-panel');
  assert.deepEqual(problems, []);
  await context.close();
});
