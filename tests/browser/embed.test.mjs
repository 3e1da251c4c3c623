// Embed mode in Chromium: an iframe of `?embed` with a share link says ready, seeks on command, reports
// its steps and, at the end, done with the engine's figures; no page chrome; messages from elsewhere ignored.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, screenshot, expectedResult, hostWidget } from './support.mjs';

const { server, browser } = await serverAndBrowser();

const MAP = 'S........./.###.#.##./.#...#..#./.#.###..#./...#....#G';

test('an iframe embed: ready, seek, step events and done with stats over postMessage', async () => {
  // speed=4 (15 steps/s): the play from step 3 to done lasts about 1 s (16 steps), not the 7 s of the speed
  // fitted to 9 s; the speed is not what this test checks.
  const { context, page, frame, send, problems } = await hostWidget(browser, `${server.url}?embed&controls=minimal&speed=4#map=${MAP}&algo=astar&heuristic=manhattan&movement=4`);
  const ready = await page.evaluate(() => window.received.find((m) => m.type === 'ready'));
  assert.ok(ready.total > 3, `ready with ${ready.total} steps`);
  assert.equal(ready.step, 0);

  await send({ command: 'seek', step: 3 });
  await page.waitForFunction(() => window.received.some((m) => m.type === 'step' && m.n === 3), null, { polling: 100 });
  assert.equal(await frame.evaluate(() => document.getElementById('step-readout').textContent), `3 / ${ready.total}`);
  assert.equal(await frame.evaluate(() => getComputedStyle(document.querySelector('.side')).display), 'none', 'no page chrome');
  assert.equal(await frame.evaluate(() => getComputedStyle(document.querySelector('.top')).display), 'none');
  // A message of the wrong shape is ignored.
  await page.evaluate(() => document.getElementById('widget').contentWindow.postMessage({ command: 'seek', step: 1 }, '*'));
  await send({ command: 'seek', step: 'x' });
  await send({ command: 'play' });
  await page.waitForFunction(() => window.received.some((m) => m.type === 'done'), null, { polling: 100, timeout: 30000 });
  const done = await page.evaluate(() => window.received.find((m) => m.type === 'done'));
  const rows = MAP.split('/');
  const cells = Uint8Array.from(rows.join('').split(''), (c) => (c === '#' ? 1 : 0));
  const expected = await expectedResult({ width: rows[0].length, height: rows.length, cells, start: { x: 0, y: 0 }, goal: { x: rows[0].length - 1, y: rows.length - 1 } },
    { algorithm: 'astar', heuristic: 'manhattan', movement: 4, diagonal: 'no-corner-cut', costs: 'integer', weight: 2, tieBreak: 'smaller-h' });
  assert.equal(done.stats.expanded, expected.expanded);
  assert.equal(done.stats.cost, expected.cost);
  assert.equal(done.n, done.total);
  assert.match(await frame.evaluate(() => document.getElementById('embed-stats').textContent), /Path found/);
  // setOptions and load.
  await send({ command: 'setOptions', options: { algorithm: 'bfs' } });
  await frame.waitForFunction(() => window.frontier.options().algorithm === 'bfs', null, { polling: 100 });
  await page.evaluate(() => { window.received = []; });
  await send({ command: 'load', link: '#map=S.G&algo=dijkstra' });
  await page.waitForFunction(() => window.received.some((m) => m.type === 'ready'), null, { polling: 100 });
  assert.equal(await frame.evaluate(() => window.frontier.maze().width), 3);
  assert.ok((await page.evaluate(() => window.received.find((m) => m.type === 'ready'))).total > 0, 'a loaded link is ready to play');
  await page.screenshot({ path: 'test-results/browser/embed-host.png' });
  assert.deepEqual(problems, []);
  await context.close();
});

test('a refused setOptions posts an error naming the option and keeps the widget working', async () => {
  const { context, page, frame, send, problems } = await hostWidget(browser, `${server.url}?embed#map=${MAP}&algo=dijkstra`);
  const refusals = [
    [{ algorithm: 'nope', weight: 3 }, /^setOptions refused: unknown algorithm 'nope' \(expected one of astar, dijkstra, .*\)$/],
    [{ algorithm: 5 }, /unknown algorithm '5'/],
    [{ movement: 3 }, /unknown movement '3' \(expected one of 4, 8\)/],
    [{ heuristic: '<img src=x onerror=alert(1)>' }, /unknown heuristic '<img src=x onerror=alert\(1\)>'/],
    [{ weight: -1 }, /weight '-1' is not a number from 1 to 20/],
    [{ weight: 1e308 }, /weight '1e\+308' is not a number from 1 to 20/],
    [{ weight: '0x10' }, /weight '0x10' is not a number/],
    [{ colour: 'red' }, /unknown option 'colour'/],
    [{ costs: { toString: {} } }, /unknown costs '\[object Object\]'/], // String() of it throws (found by tests/fuzz/embed.fuzz.mjs)
  ];
  for (const [options, message] of refusals) {
    await page.evaluate(() => { window.received = []; });
    await send({ command: 'setOptions', options });
    await page.waitForFunction(() => window.received.some((m) => m.type === 'error'), null, { polling: 50, timeout: 5000 });
    const error = await page.evaluate(() => window.received.find((m) => m.type === 'error'));
    assert.match(error.message, message, JSON.stringify(options));
    // Nothing of the refused command was taken: not even its valid part.
    assert.deepEqual({ algorithm: (await frame.evaluate(() => window.frontier.options())).algorithm, weight: (await frame.evaluate(() => window.frontier.options())).weight },
      { algorithm: 'dijkstra', weight: 2 });
  }
  assert.equal(await frame.evaluate(() => document.querySelector('select[name="algorithm"]').value), 'dijkstra', 'the form keeps its choice');
  // The widget still answers: a seek moves it, and a valid setOptions takes effect.
  await page.evaluate(() => { window.received = []; });
  await send({ command: 'seek', step: 2 });
  await page.waitForFunction(() => window.received.some((m) => m.type === 'step' && m.n === 2), null, { polling: 100 });
  await send({ command: 'setOptions', options: { algorithm: 'astar', movement: '4', weight: 2.5 } });
  await frame.waitForFunction(() => window.frontier.options().algorithm === 'astar', null, { polling: 100 });
  assert.equal((await frame.evaluate(() => window.frontier.options())).movement, 4);
  assert.deepEqual(problems, []);
  await context.close();
});

test('options each valid that the maze does not offer: setOptions is refused, a loaded link says why it holds no search', async () => {
  const { context, page, frame, send, problems } = await hostWidget(browser, `${server.url}?embed#map=${MAP}&algo=dijkstra&movement=4`);
  await page.evaluate(() => { window.received = []; });
  await send({ command: 'setOptions', options: { algorithm: 'jps' } });
  await page.waitForFunction(() => window.received.some((m) => m.type === 'error'), null, { polling: 50, timeout: 5000 });
  assert.equal((await page.evaluate(() => window.received.find((m) => m.type === 'error'))).message, 'setOptions refused: JPS needs 8-direction movement');
  assert.equal((await frame.evaluate(() => window.frontier.options())).algorithm, 'dijkstra');
  await send({ command: 'seek', step: 2 });
  await page.waitForFunction(() => window.received.some((m) => m.type === 'step' && m.n === 2), null, { polling: 50, timeout: 5000 });
  // A link may ask for it: the puzzle is shown (ready, with no steps) and the host hears why.
  await page.evaluate(() => { window.received = []; });
  await send({ command: 'load', link: '#map=S.G/.g./...&algo=jps' });
  await page.waitForFunction(() => window.received.some((m) => m.type === 'error'), null, { polling: 50, timeout: 5000 });
  assert.deepEqual((await page.evaluate(() => window.received)).map(({ type, total, message }) => ({ type, total, message })), [
    { type: 'ready', total: 0, message: undefined },
    { type: 'error', total: undefined, message: 'the search cannot run: JPS needs every open cell to cost the same, and this grid has floor (cost 1) and grass (cost 2)' },
  ]);
  // Options it can search with bring it back.
  await send({ command: 'setOptions', options: { algorithm: 'astar' } });
  await send({ command: 'seek', step: 1 });
  await page.waitForFunction(() => window.received.some((m) => m.type === 'step' && m.n === 1), null, { polling: 50, timeout: 5000 });
  assert.deepEqual(problems, []);
  await context.close();
});

test('a bad origin= falls back to the default: the widget still says ready, with no error', async () => {
  for (const origin of ['not-an-origin', 'javascript:alert(1)', 'https://example.org/a/path', '%00']) {
    const { context, page, send, problems } = await hostWidget(browser, `${server.url}?embed&origin=${encodeURIComponent(origin)}#map=${MAP}`, { warnings: true });
    // Commands still work: the widget is not dead to its host.
    await page.evaluate(() => { window.received = []; });
    await send({ command: 'seek', step: 2 });
    await page.waitForFunction(() => window.received.some((m) => m.type === 'step' && m.n === 2), null, { polling: 100 });
    assert.deepEqual(problems, [], origin);
    await context.close();
  }
});

test('embed options: controls=none hides playback, show and step apply, origin restricts commands', async () => {
  const context = await browser.newContext({ viewport: { width: 500, height: 400 } });
  const page = await context.newPage();
  await page.goto(`${server.url}?embed&controls=none&show=arrows&step=5&origin=https://example.invalid#map=${MAP}`);
  await page.waitForFunction(() => document.body.dataset.link === 'ready', null, { polling: 100 });
  assert.equal(await page.evaluate(() => getComputedStyle(document.getElementById('playback')).display), 'none');
  assert.equal(await page.isChecked('#show-numbers'), false);
  assert.equal(await page.isChecked('#show-arrows'), true);
  assert.equal(await page.evaluate(() => document.getElementById('step-readout').textContent.split(' ')[0]), '5');
  await screenshot(page, 'embed-none');
  await context.close();
});

test('the example tutorial drives its three widgets from its text', async () => {
  const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => { if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text()); });
  await page.goto(`${server.url}web/examples/tutorial.html`);
  for (const id of ['bfs', 'dijkstra', 'astar']) {
    const frame = page.frameLocator(`#${id}`);
    await frame.locator('body[data-link="ready"]').waitFor({ timeout: 30000 });
  }
  await page.click('button[data-action="beat"]');
  await page.waitForFunction(() => /A\* has its path; Dijkstra needs \d+ more steps/.test(document.getElementById('beat-note').textContent), null, { polling: 100 });
  // The widgets share the tutorial's origin, so their documents can be read directly.
  const stateOf = (id) => page.evaluate((frameId) => document.getElementById(frameId).contentDocument.body.dataset.state, id);
  await page.waitForFunction(() => document.getElementById('astar').contentDocument.body.dataset.state === 'finished', null, { polling: 100 });
  assert.equal(await stateOf('dijkstra'), 'paused');
  assert.equal(await stateOf('bfs'), 'paused');
  await page.screenshot({ path: 'test-results/browser/tutorial.png', fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});

test('the embed flag also works among the fields of the fragment', async () => {
  const context = await browser.newContext({ viewport: { width: 500, height: 400 } });
  const page = await context.newPage();
  await page.goto(`${server.url}#map=S..%23/...G&embed&controls=none&step=2`);
  await page.waitForFunction(() => document.body.dataset.link === 'ready', null, { polling: 100 });
  assert.equal(await page.evaluate(() => document.body.dataset.embed), 'none');
  assert.equal(await page.evaluate(() => document.getElementById('step-readout').textContent.split(' ')[0]), '2');
  assert.equal(await page.textContent('#share-message'), '');
  await context.close();
});

test('origin=: events go only to the named origin, and commands come only from it', async () => {
  const context = await browser.newContext({ viewport: { width: 900, height: 700 } });
  const page = await context.newPage();
  const serverOrigin = new URL(server.url).origin;
  // The host is a page of the server's own origin (its 404 page: plain text, no policy), with a listener.
  await page.goto(`${server.url}no-such-page`);
  const embed = (origin) => page.evaluate(({ src }) => {
    window.received = [];
    addEventListener('message', (event) => { if (event.data && event.data.source === 'frontier') window.received.push(event.data); });
    document.body.textContent = '';
    const frame = document.createElement('iframe');
    frame.id = 'widget';
    frame.src = src;
    document.body.append(frame);
  }, { src: `${server.url}?embed&origin=${encodeURIComponent(origin)}#map=${MAP}` });

  // Named origin is someone else's: nothing reaches this host, and its commands are ignored.
  await embed('https://example.invalid');
  const frame = () => page.frames().find((f) => f.url().includes('embed'));
  await page.waitForFunction(() => document.getElementById('widget').contentDocument?.body?.dataset.link === 'ready', null, { polling: 100, timeout: 30000 });
  await page.evaluate(() => document.getElementById('widget').contentWindow.postMessage({ target: 'frontier', command: 'seek', step: 3 }, '*'));
  await page.waitForTimeout(1500);
  assert.deepEqual(await page.evaluate(() => window.received), [], 'no event leaks to another origin');
  assert.notEqual(await frame().evaluate(() => document.getElementById('step-readout').textContent.split(' ')[0]), '3');

  // Named origin is this host's: ready arrives and commands work.
  await embed(serverOrigin);
  await page.waitForFunction(() => window.received.some((m) => m.type === 'ready'), null, { polling: 100, timeout: 30000 });
  await page.evaluate(() => document.getElementById('widget').contentWindow.postMessage({ target: 'frontier', command: 'seek', step: 3 }, '*'));
  await page.waitForFunction(() => window.received.some((m) => m.type === 'step' && m.n === 3), null, { polling: 100 });
  await context.close();
});
