// Embed mode in Chromium: an iframe of `?embed` with a share link says ready, seeks on command, reports
// its steps and, at the end, done with the engine's figures; no page chrome; messages from elsewhere ignored.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { expectedResult, hostWidget, openOtherPage, screenshot, serverAndBrowser } from './support.mjs';

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
  // A link may ask for it: the puzzle is shown, with no steps, and the load's one answer says why; so does
  // a seek while it holds nothing.
  await page.evaluate(() => { window.received = []; });
  const why = 'the search cannot run: JPS needs every open cell to cost the same, and this grid has floor (cost 1) and grass (cost 2)';
  await send({ command: 'load', link: '#map=S.G/.g./...&algo=jps', id: 'load' });
  await send({ command: 'seek', step: 1, id: 'seek' });
  await page.waitForFunction(() => window.received.some((m) => m.id === 'seek'), null, { polling: 50, timeout: 5000 });
  assert.deepEqual(await page.evaluate(() => window.received), [
    { source: 'frontier', type: 'error', message: why, id: 'load' },
    { source: 'frontier', type: 'error', message: why, id: 'seek' },
  ]);
  // Options it can search with bring it back: searched, at its end.
  await send({ command: 'setOptions', options: { algorithm: 'astar' }, id: 'options' });
  await page.waitForFunction(() => window.received.some((m) => m.id === 'options'), null, { polling: 50, timeout: 5000 });
  const back = await page.evaluate(() => window.received.find((m) => m.id === 'options'));
  assert.equal(back.type, 'done');
  assert.equal(back.stats.status, 'found');
  await send({ command: 'seek', step: 1 });
  await page.waitForFunction(() => window.received.some((m) => m.type === 'step' && m.n === 1), null, { polling: 50, timeout: 5000 });
  assert.deepEqual(problems, []);
  await context.close();
});

// The events posted up to and including the answer to `id` (the host below sends ids with every command).
async function eventsUntil(page, id) {
  await page.waitForFunction((wanted) => window.received.some((m) => m.id === wanted), id, { polling: 20, timeout: 30000 });
  return page.evaluate((wanted) => window.received.slice(0, window.received.findIndex((m) => m.id === wanted) + 1), id);
}
// An event as the tests compare it: its kind, step and id (the figures are checked elsewhere).
const brief = ({ type, n, total, id, message }) => ({ type, ...(n === undefined ? {} : { n, total }), ...(message ? { message } : {}), ...(id === undefined ? {} : { id }) });

test('every command gets exactly one answer, with its id: seeks where it is, clamped, at the end; refusals too (issue 29, item 14)', async () => {
  const { context, page, frame, send, problems } = await hostWidget(browser, `${server.url}?embed&controls=none#map=${MAP}&algo=astar&heuristic=manhattan&movement=4`);
  const { total } = await page.evaluate(() => window.received.find((m) => m.type === 'ready'));
  assert.ok(total > 5, `${total} steps`);
  await page.evaluate(() => { window.received = []; });
  // All sent at once: they run in turn, and the answers come in the same order, one each. Nothing plays,
  // so nothing else is posted.
  const commands = [
    [{ command: 'seek', step: 3 }, { type: 'step', n: 3 }],
    [{ command: 'seek', step: 3 }, { type: 'step', n: 3 }], // where it is
    [{ command: 'seek', step: 3.9 }, { type: 'step', n: 3 }], // rounded down to where it is
    [{ command: 'seek', step: -5 }, { type: 'step', n: 0 }], // clamped
    [{ command: 'seek', step: -1 }, { type: 'step', n: 0 }], // clamped to where it is
    [{ command: 'step' }, { type: 'step', n: 1 }],
    [{ command: 'pause' }, { type: 'step', n: 1 }],
    [{ command: 'seek', step: 1e9 }, { type: 'done', n: total }], // to the end: done, and no step besides
    [{ command: 'seek', step: total }, { type: 'done', n: total }], // the end again: once
    [{ command: 'step' }, { type: 'done', n: total }], // a step at the end stays there
    [{ command: 'pause' }, { type: 'step', n: total }],
    [{ command: 'seek', step: total - 1 }, { type: 'step', n: total - 1 }],
    [{ command: 'step' }, { type: 'done', n: total }],
    [{ command: 'Play' }, { type: 'error', message: "unknown command 'Play' (expected one of play, pause, step, seek, load, setOptions, setPuzzle, scene)" }],
    [{ command: 'seek', step: 'x' }, { type: 'error', message: "seek needs a step (a number), got 'x'" }],
    [{ command: 'seek' }, { type: 'error', message: 'seek needs a step (a number), got undefined' }],
    [{ command: 'load', link: 42 }, { type: 'error', message: 'load needs a link (a string), got 42' }],
    [{ command: 'setOptions', options: [1] }, { type: 'error', message: 'setOptions needs an object of options, got [1]' }],
    [{ command: 'setOptions', options: { algorithm: 'nope' } }, { type: 'error', message: /^setOptions refused: unknown algorithm 'nope'/ }],
  ];
  for (const [k, [command]] of commands.entries()) await send({ ...command, id: k });
  // An id it cannot echo: answered once, without one. Then a last command, whose answer ends the count.
  await send({ command: 'pause', id: { nested: true } });
  await send({ command: 'pause', id: 'last' });
  const events = await eventsUntil(page, 'last');
  const expected = [
    ...commands.map(([, answer], k) => ({ ...answer, ...(answer.n === undefined ? {} : { total }), id: k })),
    { type: 'error', message: 'id must be a string of up to 200 characters or a finite number, got {"nested":true}' },
    { type: 'step', n: total, total, id: 'last' },
  ];
  const withoutMessage = ({ message, ...rest }) => rest;
  assert.deepEqual(events.map(brief).map(withoutMessage), expected.map(withoutMessage));
  for (const [k, { message }] of expected.entries()) {
    if (message instanceof RegExp) assert.match(events[k].message, message);
    else assert.equal(events[k].message, message);
  }
  // A done answer carries the engine's figures.
  assert.equal(events.find((m) => m.type === 'done').stats.status, 'found');
  assert.equal(await frame.evaluate(() => document.getElementById('step-readout').textContent), `${total} / ${total}`);

  // A host without ids counts the same way: each command once, in order.
  await page.evaluate(() => { window.received = []; });
  await send({ command: 'seek', step: 3 });
  await send({ command: 'seek', step: 3 });
  await send({ command: 'pause', id: 'ping' });
  assert.deepEqual((await eventsUntil(page, 'ping')).map(brief), [
    { type: 'step', n: 3, total }, { type: 'step', n: 3, total }, { type: 'step', n: 3, total, id: 'ping' },
  ]);
  assert.deepEqual(problems, []);
  await context.close();
});

test('play is answered once, then its steps and one done; a command sent while it plays is answered among them', async () => {
  const { context, page, send, problems } = await hostWidget(browser, `${server.url}?embed&controls=none&speed=10#map=${MAP}&algo=astar&heuristic=manhattan&movement=4`);
  const { total } = await page.evaluate(() => window.received.find((m) => m.type === 'ready'));
  await page.evaluate(() => { window.received = []; });
  await send({ command: 'seek', step: 2, id: 'seek' });
  await send({ command: 'play', id: 'play' });
  await page.waitForFunction(() => window.received.some((m) => m.type === 'done'), null, { polling: 20, timeout: 30000 });
  await send({ command: 'pause', id: 'after' });
  const events = (await eventsUntil(page, 'after')).map(brief);
  assert.deepEqual(events.slice(0, 2), [{ type: 'step', n: 2, total, id: 'seek' }, { type: 'step', n: 2, total, id: 'play' }]);
  // Then one notice per step played, in order, no step twice, and done once, at the end.
  const notices = events.slice(2, -1);
  assert.deepEqual(notices.at(-1), { type: 'done', n: total, total });
  const steps = notices.slice(0, -1).map((m) => m.n);
  assert.ok(notices.slice(0, -1).every((m) => m.type === 'step' && m.id === undefined), JSON.stringify(notices));
  assert.ok(steps.every((n, k) => n > (k === 0 ? 2 : steps[k - 1]) && n <= total), `steps in order, none twice: ${steps}`);
  assert.deepEqual(events.at(-1), { type: 'step', n: total, total, id: 'after' });
  // Play at the end plays from step 0: its answer says so.
  await page.evaluate(() => { window.received = []; });
  await send({ command: 'play', id: 'again' });
  await send({ command: 'pause', id: 'stop' });
  const again = (await eventsUntil(page, 'stop')).map(brief);
  assert.deepEqual(again[0], { type: 'step', n: 0, total, id: 'again' });
  assert.deepEqual(again.filter((m) => m.id !== undefined).map((m) => m.id), ['again', 'stop']);
  assert.deepEqual(problems, []);
  await context.close();
});

test('overlapping loads: one ready each, in order, and a setOptions after a load is checked against its scene (issue 29, item 15)', async () => {
  const { context, page, frame, send, problems } = await hostWidget(browser, `${server.url}?embed&controls=none#map=${MAP}&algo=astar`);
  await page.evaluate(() => { window.received = []; });
  // The first load's search runs in the engine worker (512x512 cells): the second waits for it.
  await send({ command: 'load', link: '#maze=backtracker&seed=5&size=512x512&algo=astar', id: 'big' });
  await send({ command: 'load', link: '#map=S..#/...G&algo=dijkstra&movement=4', id: 'small' });
  // JPS needs 8 directions: refused against the small maze's 4, which the load before it set.
  await send({ command: 'setOptions', options: { algorithm: 'jps' }, id: 'jps' });
  await send({ command: 'setOptions', options: { algorithm: 'bfs' }, id: 'bfs' });
  const events = await eventsUntil(page, 'bfs');
  // Without ids too: a host counting kinds sees each load's ready, in order, and nothing between.
  assert.deepEqual(events.map(({ type }) => type), ['ready', 'ready', 'error', 'done']);
  assert.deepEqual(events.map(({ type, id }) => ({ type, id })), [
    { type: 'ready', id: 'big' }, { type: 'ready', id: 'small' }, { type: 'error', id: 'jps' }, { type: 'done', id: 'bfs' },
  ]);
  assert.ok(events[0].total > events[1].total, `the big maze's search (${events[0].total} steps) landed before the small one loaded`);
  assert.equal(events[2].message, 'setOptions refused: JPS needs 8-direction movement');
  assert.equal(await frame.evaluate(() => window.frontier.maze().width), 4, 'the second link is on screen');
  assert.deepEqual(await frame.evaluate(() => ({ algorithm: window.frontier.options().algorithm, movement: window.frontier.options().movement })), { algorithm: 'bfs', movement: 4 });
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
  const { context, page, problems } = await openOtherPage(browser, `${server.url}web/examples/tutorial.html`, { width: 900, height: 900 });
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
