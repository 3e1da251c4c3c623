// Share links in Chromium: Copy link, then the link in a fresh page shows the same maze, options, figures
// and step; back and forward move between loaded puzzles; a reload keeps the state; garbled links show
// a specific error beside the default maze, with no page errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, stats, pageMaze, screenshot, cellCentre, floorPair } from './support.mjs';
import { encodePuzzle, decodeFragment, toBase64url, fromBase64url, DEFAULT_OPTIONS } from '../../web/share/share-codec.js';
import { mulberry32 as random } from '../node/support.mjs';

const { server, browser } = await serverAndBrowser();

const linkReady = (page) => page.waitForFunction(() => document.body.dataset.link === 'ready', null, { polling: 100 });
// The figures without the search time, which is measured afresh on every run.
async function figures(page) {
  const { time, ...rest } = await stats(page, '#stats');
  return rest;
}
const stepShown = (page) => page.evaluate(() => document.getElementById('step-readout').textContent);
const same = (a, b) => JSON.stringify({ ...a, cells: Array.from(a.cells) }) === JSON.stringify({ ...b, cells: Array.from(b.cells) });

async function choose(page, id, value) {
  await page.selectOption(`#${id}`, value);
}

test('Copy link opens in a fresh page at the same maze, options, figures and step', async () => {
  const { context, page, problems } = await openPage(browser, server.url, { permissions: ['clipboard-read', 'clipboard-write'] });
  await linkReady(page);
  // A puzzle of its own: another maze, an edit, Dijkstra with 4-way moves, numbers off, paused half way.
  await page.fill('#maze-seed', '7');
  await page.click('#new-maze');
  // One wall drawn: the link carries the generator and this one edit.
  const before = await pageMaze(page);
  const spot = floorPair(before, Math.floor(before.cells.length / 2));
  const centre = await cellCentre(page, spot.x, spot.y);
  await page.mouse.click(centre.x, centre.y);
  await page.waitForFunction((i) => window.frontier.maze().cells[i] === 1, spot.y * before.width + spot.x, { polling: 100 });
  await choose(page, 'opt-algorithm', 'dijkstra');
  await choose(page, 'opt-movement', '4');
  await page.uncheck('#show-numbers');
  await page.evaluate(() => document.getElementById('to-end').click());
  await page.waitForFunction(() => document.body.dataset.state === 'finished', null, { polling: 100 });
  const total = await page.evaluate(() => Number(document.getElementById('scrubber').max));
  await page.evaluate((step) => {
    const scrubber = document.getElementById('scrubber');
    scrubber.value = String(step);
    scrubber.dispatchEvent(new Event('input', { bubbles: true }));
  }, Math.floor(total / 2));
  await page.waitForFunction(() => document.body.dataset.state === 'paused', null, { polling: 100 });
  await page.click('#copy-link');
  await page.waitForFunction(() => /Link copied|Copy the link/.test(document.getElementById('share-notice').textContent), null, { polling: 100 });
  const url = await page.evaluate(() => document.getElementById('share-url').value);
  const copied = await page.evaluate(() => navigator.clipboard.readText()).catch(() => null);
  if (copied !== null) assert.equal(copied, url, 'the clipboard holds the link');
  const sent = { maze: await pageMaze(page), figures: await figures(page), step: await stepShown(page), options: await page.evaluate(() => window.frontier.options()) };
  console.log(`share link of a ${sent.maze.width}x${sent.maze.height} generated maze with one edit: ${new URL(url).hash.length} characters`);
  assert.ok(new URL(url).hash.length < 120, 'generator and edits, not the grid');

  const fresh = await openPage(browser, url);
  await linkReady(fresh.page);
  assert.equal(await fresh.page.evaluate(() => document.body.dataset.state), 'paused');
  assert.ok(same(await pageMaze(fresh.page), sent.maze), 'same maze');
  assert.deepEqual(await fresh.page.evaluate(() => window.frontier.options()), sent.options);
  assert.deepEqual(await figures(fresh.page), sent.figures);
  assert.equal(await stepShown(fresh.page), sent.step);
  assert.equal(await fresh.page.isChecked('#show-numbers'), false);
  await screenshot(fresh.page, 'share-opened');
  assert.deepEqual(fresh.problems, []);
  assert.deepEqual(problems, []);
  await fresh.context.close();
  await context.close();
});

test('Copy link says so in a neutral notice that moves nothing, is read out politely, and goes (issue 29, item 13)', async () => {
  const { context, page, problems } = await openPage(browser, server.url, { permissions: ['clipboard-read', 'clipboard-write'] });
  await linkReady(page);
  const notice = () => page.evaluate(() => document.getElementById('share-notice').textContent);
  // Where the header ends and the maze's canvas is: a notice must change neither.
  const layout = () => page.evaluate(() => {
    const box = (element) => { const { x, y, width, height } = element.getBoundingClientRect(); return { x, y, width, height }; };
    return { header: box(document.querySelector('header.top')), canvas: box(document.getElementById('view')) };
  });
  const before = await layout();
  await page.click('#copy-link');
  await page.waitForFunction(() => /^Link copied \(\d+ characters\)\.$/.test(document.getElementById('share-notice').textContent), null, { polling: 50 });
  assert.deepEqual(await layout(), before, 'the notice moves nothing: the header keeps its one row, the canvas its size');
  assert.equal(await page.textContent('#share-message'), '', 'not the error line');
  const look = await page.evaluate(() => {
    const element = document.getElementById('share-notice');
    const style = getComputedStyle(element);
    const error = document.createElement('p');
    error.className = 'share-message';
    error.textContent = 'x';
    document.body.append(error);
    const errorColour = getComputedStyle(error).color;
    error.remove();
    return { role: element.getAttribute('role'), live: element.getAttribute('aria-live'), colour: style.color, errorColour, position: style.position };
  });
  assert.deepEqual({ role: look.role, live: look.live }, { role: 'status', live: 'polite' });
  assert.notEqual(look.position, 'static', 'it floats');
  assert.notEqual(look.colour, look.errorColour, 'not in the error colour');
  assert.equal(await page.isHidden('#share-url'), true, 'the link is in the clipboard: no box widens the header');
  await screenshot(page, 'share-notice');
  // Another view: the notice of this one goes at once.
  await page.check('input[name="mode"][value="walk"]');
  await page.waitForFunction(() => document.body.dataset.mode === 'walk', null, { polling: 50 });
  assert.equal(await notice(), '');
  // And by itself, after a few seconds.
  await page.check('input[name="mode"][value="explore"]');
  await page.click('#copy-link');
  await page.waitForFunction(() => /^Link copied/.test(document.getElementById('share-notice').textContent), null, { polling: 50 });
  await page.waitForFunction(() => document.getElementById('share-notice').textContent === '', null, { polling: 100, timeout: 30000 });
  assert.deepEqual(problems, []);
  await context.close();
});

test('a hand-written grid with terrain opens at its step, and its copied link round-trips', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}#map=S..%23/.gs%23/w..G&algo=astar&heuristic=manhattan&diagonal=no-corner-cut&step=4`);
  await linkReady(page);
  const maze = await pageMaze(page);
  assert.equal(maze.width, 4);
  assert.deepEqual(Array.from(maze.cells), [0, 0, 0, 1, 0, 2, 3, 1, 4, 0, 0, 0]);
  assert.equal(await stepShown(page), `4 / ${await page.evaluate(() => document.getElementById('scrubber').max)}`);
  const { url } = await page.evaluate(() => window.frontier.shareLink());
  const again = await openPage(browser, url);
  await linkReady(again.page);
  assert.ok(same(await pageMaze(again.page), maze));
  assert.equal(await stepShown(again.page), await stepShown(page));
  assert.deepEqual([...problems, ...again.problems], []);
  await again.context.close();
  await context.close();
});

test('back and forward move between loaded puzzles; a reload keeps the state', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await linkReady(page);
  const first = await pageMaze(page);
  await page.fill('#maze-seed', '11');
  // The address read before the click: read after it, on a loaded machine it could already be the new one.
  const firstHash = await page.evaluate(() => location.hash);
  await page.click('#new-maze');
  await page.waitForFunction((hash) => location.hash !== hash, firstHash, { polling: 100 });
  const second = await pageMaze(page);
  assert.ok(!same(first, second));
  await page.goBack();
  await page.waitForFunction((cells) => window.frontier.maze().cells.join('') === cells, first.cells.join(''), { polling: 100 });
  await page.goForward();
  await page.waitForFunction((cells) => window.frontier.maze().cells.join('') === cells, second.cells.join(''), { polling: 100 });
  // An edit and an option change reach the address bar, so a reload keeps them.
  await choose(page, 'opt-algorithm', 'bfs');
  await page.waitForFunction(() => location.hash.length > 3 && window.frontier.options().algorithm === 'bfs', null, { polling: 100 });
  // The address bar follows 400 ms after the last change (WRITE_DELAY_MS), once the link is encoded: waited
  // for until it holds the link of what is on screen, where a sleep of 700 ms could end before it did.
  // (Polled in one evaluate: waitForFunction takes a promise for a truthy answer.)
  const followed = await page.evaluate(async () => {
    for (const deadline = performance.now() + 60000; performance.now() < deadline;) {
      if (location.hash === `#${(await window.frontier.shareLink()).fragment}`) return true;
      await new Promise((resolve) => { setTimeout(resolve, 100); });
    }
    return location.hash;
  });
  assert.equal(followed, true, 'the address bar follows the page');
  await page.reload();
  await page.waitForFunction(() => window.frontier && document.body.dataset.link === 'ready', null, { polling: 100 });
  assert.equal(await page.evaluate(() => window.frontier.options().algorithm), 'bfs');
  assert.ok(same(await pageMaze(page), second));
  assert.deepEqual(problems, []);
  await context.close();
});

test('garbled links show a specific error beside the default maze, and no page errors', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}#v9.AAAA`);
  await linkReady(page);
  const defaultMaze = await pageMaze(page);
  assert.match(await page.textContent('#share-message'), /unknown version 9/);
  await screenshot(page, 'share-error');
  const cases = [
    ['#v1.LSF37qK0q2dg4GAAArY', /link truncated|damaged/],
    ['#maze=backtracker&size=90000x90000', /map 90000x90000 is over the limit/],
    ['#v1.AAA*!!', /not base64url/],
    ['#map=S.x/..G', /unknown tile 'x'/],
    [`#v1.${'A'.repeat(200000)}`, /over the \d+ limit/],
    ['#<img src=x onerror=alert(1)>', /unknown link field '<img/],
  ];
  for (const [hash, message] of cases) {
    await page.evaluate((next) => { location.hash = next; }, hash);
    await page.waitForFunction((pattern) => new RegExp(pattern).test(document.getElementById('share-message').textContent), message.source, { polling: 100 });
    assert.equal(await page.locator('#share-message img').count(), 0, 'nothing from a link becomes HTML');
    assert.ok(same(await pageMaze(page), defaultMaze), `default maze after ${hash.slice(0, 40)}`);
  }
  // The skip link's #playback is navigation, not a link: no message, the puzzle stays.
  await page.evaluate(() => { location.hash = ''; });
  await page.waitForFunction(() => document.getElementById('share-message').textContent === '', null, { polling: 100 });
  const before = await pageMaze(page);
  await page.evaluate(() => document.querySelector('a.skip').click());
  await page.waitForFunction(() => location.hash === '#playback', null, { polling: 100 });
  await page.waitForTimeout(300);
  assert.equal(await page.textContent('#share-message'), '');
  assert.ok(same(await pageMaze(page), before));
  // The page still answers.
  await page.evaluate(() => document.getElementById('run').click());
  assert.notEqual(await page.evaluate(() => document.body.dataset.state), 'editing');
  assert.deepEqual(problems, []);
  await context.close();
});


// A binary link with `junk` after its zlib stream, inside the packed length its header declares.
function withJunk(fragment, junk) {
  const bytes = fromBase64url(fragment.slice(3));
  let at = 0;
  const uint = () => {
    let value = 0;
    for (let scale = 1; ; scale *= 128) {
      const byte = bytes[at++];
      value += (byte & 127) * scale;
      if (!(byte & 128)) return value;
    }
  };
  const header = [];
  const write = (value) => {
    for (; value >= 128; value = Math.floor(value / 128)) header.push((value & 127) | 128);
    header.push(value);
  };
  write(uint());
  write(uint() + junk.length);
  header.push(...bytes.subarray(at, at + 4));
  return `v2.${toBase64url(Uint8Array.from([...header, ...bytes.subarray(at + 4), ...junk]))}`;
}

test('1000 random and garbled fragments: each the puzzle or a visible error, the same verdict as in Node, and the page still answers', async () => {
  const rand = random(9);
  const int = (low, high) => low + Math.floor(rand() * (high - low + 1));
  const valid = [];
  for (let k = 0; k < 10; k++) {
    const width = int(3, 30);
    const height = int(3, 20);
    const cells = Uint8Array.from({ length: width * height }, () => (rand() < 0.25 ? 1 : int(0, 1) && rand() < 0.2 ? int(2, 4) : 0));
    const start = { x: 0, y: 0 };
    const goal = { x: width - 1, y: height - 1 };
    cells[0] = 0;
    cells[width * height - 1] = 0;
    valid.push(await encodePuzzle({ width, height, cells, start, goal, options: { ...DEFAULT_OPTIONS }, speed: int(0, 12), step: int(0, 50), show: { numbers: false, arrows: true } }));
  }
  const fragments = [];
  for (let k = 0; k < 1000; k++) {
    const base = valid[k % valid.length];
    switch (k % 8) {
      case 0: fragments.push(base); break;
      case 1: fragments.push(base.slice(0, int(0, base.length - 1))); break;
      case 2: {
        const bytes = fromBase64url(base.slice(3));
        bytes[int(0, bytes.length - 1)] ^= 1 << int(0, 7);
        fragments.push(`v2.${toBase64url(bytes)}`);
        break;
      }
      case 3: fragments.push(`maze=backtracker&size=${int(1, 1e6)}x${int(1, 1e6)}`); break;
      case 4: fragments.push(`v${int(3, 999)}.${base.slice(3)}`); break;
      case 5: fragments.push(`v${1 + (k % 2)}.${base.slice(3, 10)}~!<b>${base.slice(10)}`); break;
      case 6: fragments.push(withJunk(base, Array.from({ length: int(1, 6) }, () => int(0, 255)))); break;
      default: fragments.push(k % 70 === 6 ? `v1.${'QUFB'.repeat(300000)}` : `map=${'S.#'.repeat(int(1, 4))}/${String.fromCharCode(int(32, 0x2fff))}`);
    }
  }
  const { context, page, problems } = await openPage(browser, server.url);
  await linkReady(page);
  const began = Date.now();
  const outcomes = await page.evaluate(async (list) => {
    const results = [];
    for (const fragment of list) {
      const { error } = await window.frontier.openLink(fragment);
      const shown = document.getElementById('share-message').textContent;
      results.push({ error: error ?? null, shown: error ? shown.includes(error) && shown.length > 0 : shown === '' });
    }
    return results;
  }, fragments);
  const seconds = (Date.now() - began) / 1000;
  let opened = 0;
  for (const [k, outcome] of outcomes.entries()) {
    assert.ok(outcome.shown, `fragment ${k} (${fragments[k].slice(0, 60)}): ${outcome.error}`);
    // One verdict everywhere: Chromium's and Node's decompressors differ on data after the stream.
    assert.equal(outcome.error, (await decodeFragment(fragments[k])).error ?? null, `fragment ${k} (${fragments[k].slice(0, 60)})`);
    if (!outcome.error) opened++;
  }
  console.log(`1000 fragments in ${seconds.toFixed(1)} s: ${opened} opened, ${1000 - opened} refused with a message`);
  assert.ok(opened >= 125, 'the valid links opened'); // one in eight is a valid link
  // Still responsive: a click runs a search.
  await page.evaluate(() => document.getElementById('run').click());
  await page.waitForFunction(() => ['playing', 'finished'].includes(document.body.dataset.state), null, { polling: 100 });
  assert.deepEqual(problems, []);
  await context.close();
});

test('a custom grid too big for a link is refused with a message offering file export', async () => {
  const rand = random(12);
  const rows = Array.from({ length: 200 }, () => Array.from({ length: 200 }, () => '.#gsw'[Math.floor(rand() * 5)]).join(''));
  rows[0] = `S${rows[0].slice(1)}`;
  rows[199] = `${rows[199].slice(0, 199)}G`;
  const { context, page, problems } = await openPage(browser, server.url);
  await linkReady(page);
  const { error } = await page.evaluate((map) => window.frontier.openLink(`map=${map}`), rows.join('/'));
  assert.equal(error, undefined);
  assert.equal(await page.evaluate(() => window.frontier.maze().width), 200);
  const link = await page.evaluate(() => window.frontier.shareLink());
  assert.match(link.error, /over the 8192 limit: export it as a file/);
  await page.click('#copy-link');
  await page.waitForFunction(() => /export it as a file/.test(document.getElementById('share-message').textContent), null, { polling: 100 });
  assert.deepEqual(problems, []);
  await context.close();
});
