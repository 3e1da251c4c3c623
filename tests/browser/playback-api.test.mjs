// Playback driven from outside the explore view's state machine, through the controller's public
// methods (play, pause, step, seek, its update and done events): an embed's play, pause and step
// commands, a widget opened at its last step (ready with the figures, no done), and the keys in compare mode.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, hostWidget, afterFrames } from './support.mjs';

const { server, browser } = await serverAndBrowser();

const MAP = 'S........./.###.#.##./.#...#..#./.#.###..#./...#....#G';

test('an embed plays, pauses and steps on command, and says done once at the end', async () => {
  // speed=0: one step a second, so a pause lands well before the end.
  const { context, page, frame, send, problems } = await hostWidget(browser, `${server.url}?embed&speed=0#map=${MAP}&algo=astar&heuristic=manhattan&movement=4`);
  const state = () => frame.evaluate(() => document.body.dataset.state);
  const readout = () => frame.evaluate(() => Number(document.getElementById('step-readout').textContent.split(' ')[0]));
  assert.equal(await state(), 'paused');

  await send({ command: 'play' });
  await frame.waitForFunction(() => document.body.dataset.state === 'playing', null, { polling: 100 });
  await page.waitForFunction(() => window.received.some((m) => m.type === 'step' && m.n >= 1), null, { polling: 100 });
  await send({ command: 'pause' });
  await frame.waitForFunction(() => document.body.dataset.state === 'paused', null, { polling: 100 });
  const pausedAt = await readout();
  await page.waitForTimeout(1500);
  assert.equal(await readout(), pausedAt, 'a paused widget stays where it was');

  await send({ command: 'step' });
  await page.waitForFunction((n) => window.received.some((m) => m.type === 'step' && m.n === n), pausedAt + 1, { polling: 100 });
  assert.equal(await readout(), pausedAt + 1);
  assert.equal(await state(), 'paused');

  const total = (await page.evaluate(() => window.received.find((m) => m.type === 'ready'))).total;
  await send({ command: 'seek', step: total });
  await page.waitForFunction(() => window.received.some((m) => m.type === 'done'), null, { polling: 100 });
  await frame.waitForFunction(() => document.body.dataset.state === 'finished', null, { polling: 100 });
  await page.waitForTimeout(300);
  const dones = await page.evaluate(() => window.received.filter((m) => m.type === 'done'));
  assert.equal(dones.length, 1, 'done once');
  assert.equal(dones[0].n, total);
  assert.equal(dones[0].total, total);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a widget opened at its last step says ready with the figures done would carry, and no done besides', async () => {
  const { context, page, send, problems } = await hostWidget(browser, `${server.url}?embed&step=100000#map=${MAP}`);
  const ready = await page.evaluate(() => window.received.find((m) => m.type === 'ready'));
  assert.equal(ready.step, ready.total);
  assert.equal(ready.stats.status, 'found');
  // A command's answer marks how far the widget has posted (docs/EMBED.md, "Answers"): no done before it.
  await send({ command: 'pause', id: 'ping' });
  await page.waitForFunction(() => window.received.some((m) => m.id === 'ping'), null, { polling: 100 });
  assert.deepEqual(await page.evaluate(() => window.received.map((m) => m.type)), ['ready', 'step']);
  assert.deepEqual(problems, []);
  await context.close();
});

test('in compare mode Space, arrows, Home and End drive the shared scrubber', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await page.waitForFunction(() => document.body.dataset.link === 'ready', null, { polling: 100 });
  await page.check('input[name="mode"][value="compare"]', { force: true });
  await page.waitForFunction(() => document.querySelectorAll('#compare-table tbody tr').length === 3, null, { polling: 100 });
  const step = () => page.evaluate(() => Number(document.getElementById('compare-scrubber').value));
  const playing = () => page.evaluate(() => document.getElementById('compare-play').hasAttribute('data-playing'));
  const blur = () => page.evaluate(() => document.activeElement?.blur()); // no focused control owns the keys
  await blur();
  if (await playing()) await page.keyboard.press(' ');
  assert.equal(await playing(), false);
  await page.keyboard.press('Home');
  assert.equal(await step(), 0);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await step(), 2);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await step(), 1);
  await page.keyboard.press('End');
  const max = await page.evaluate(() => Number(document.getElementById('compare-scrubber').max));
  assert.equal(await step(), max);
  await page.keyboard.press(' ');
  assert.equal(await playing(), true, 'Space plays (from the start at the end)');
  await page.keyboard.press(' ');
  assert.equal(await playing(), false);
  // Back in explore, the explore view's state machine has the keys again.
  await page.check('input[name="mode"][value="explore"]', { force: true });
  await blur();
  await page.keyboard.press('Home');
  await page.waitForFunction(() => window.frontier.state() === 'paused', null, { polling: 100 });
  assert.equal(await page.evaluate(() => document.getElementById('step-readout').textContent.split(' ')[0]), '0');
  assert.deepEqual(problems, []);
  await context.close();
});

// Issue 29 item 8: |< ("To the first step") goes to step 0 and leaves a stopped trace stopped, as a media
// player's |< does, in every view; Play plays from there.
for (const { mode, prefix } of [{ mode: 'explore', prefix: '' }, { mode: 'compare', prefix: 'compare-' },
  { mode: 'walk', prefix: 'walk-' }, { mode: 'roads', prefix: 'roads-' }]) {
  test(`|< in the ${mode} view goes to step 0 and stays there until Play`, async () => {
    const { context, page, problems } = await openPage(browser, server.url);
    const id = (name) => `#${prefix}${name}`;
    if (mode !== 'explore') await page.check(`input[name="mode"][value="${mode}"]`, { force: true });
    if (mode === 'roads') {
      await page.waitForFunction(() => window.frontier.roads()?.network?.nodes > 0, null, { polling: 100 });
      await page.click('#roads-run');
    }
    await page.waitForFunction((scrubber) => Number(document.querySelector(scrubber).max) > 3, id('scrubber'), { polling: 100 });
    await page.click(id('to-end'));
    const at = () => page.evaluate((scrubber) => Number(document.querySelector(scrubber).value), id('scrubber'));
    const playing = () => page.evaluate((play) => document.querySelector(play).hasAttribute('data-playing'), id('play'));
    assert.ok(await at() > 0);
    await page.click(id('restart'));
    assert.equal(await at(), 0);
    await afterFrames(page, 6);
    assert.equal(await playing(), false, 'a finished trace sent to its start is paused there');
    assert.equal(await at(), 0, 'and stays at step 0');
    await page.click(id('step-forward'));
    assert.equal(await at(), 1, 'the next step is step 1');
    await page.click(id('play'));
    assert.equal(await playing(), true, 'Play plays');
    assert.deepEqual(problems, []);
    await context.close();
  });
}
