// Shared helpers of the browser tests: a static server of the repository (scripts/serve.mjs on a free
// port), Debian's Chromium through playwright-core, console watching, and the engine in Node to check
// the page's figures against.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after } from 'node:test';
import { chromium } from 'playwright-core';

import { loadEngine } from '../../web/core/engine.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RESULTS_DIR = path.join(root, 'test-results', 'browser');

// How often the waits here ask the page (ms): often enough that a wait ends soon after what it waits for.
const POLL_MS = 20;

// --lang=en-US: the page speaks the browser's language (web/i18n/i18n.js), so a context a test makes of its own
// (browser.newContext) is English whatever the machine's locale; a test asks for Chinese with `locale`.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic', '--lang=en-US'];

// `scripts/test --slow` sets FRONTIER_SLOW to a rate: every page's CPU runs that many times slower (the
// DevTools protocol's throttling, as its Performance panel does), so a test that raced a fast machine's pages
// fails here. Its waits then last longer too: Playwright's 30 s default is stretched by the same rate.
const SLOW_RATE = Number(process.env.FRONTIER_SLOW) || 1;
async function slowDown(context, page) {
  if (SLOW_RATE === 1) return;
  page.setDefaultTimeout(30000 * SLOW_RATE);
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: SLOW_RATE });
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// Starts scripts/serve.mjs on a free port; resolves to {url, stop}. The port is free when probed, but another
// process may take it before the server listens (files run side by side, other suites beside them): the
// server then exits with EADDRINUSE, and is started again on another port.
export async function startServer() {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (data) => { stderr += data; });
    const started = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('static server did not start')), 10000);
      child.stdout.on('data', (data) => {
        if (String(data).includes('served')) {
          clearTimeout(timer);
          resolve(true);
        }
      });
      child.on('exit', (code) => {
        clearTimeout(timer);
        if (stderr.includes('EADDRINUSE') && attempt < 5) resolve(false);
        else reject(new Error(`static server exited with ${code}: ${stderr.trim().split('\n').slice(0, 3).join(' ')}`));
      });
    });
    if (!started) continue;
    return {
      url: `http://localhost:${port}/`,
      stop: () => new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill();
      }),
    };
  }
}

// A plain static server of `folder`, as a plain web host or a course's file store is: a file for a path, its
// type by extension, no other header. Resolves to the listening http.Server (`.address().port`, `.close()`).
const PLAIN_TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.json': 'application/json' };
export function servePlainFolder(folder) {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    const file = path.join(folder, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(folder + path.sep) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': PLAIN_TYPES[path.extname(file)] ?? 'application/octet-stream' });
    response.end(fs.readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// Starts a server and a browser for a test file and closes both after its last test.
export async function serverAndBrowser() {
  const server = await startServer();
  const browser = await launchBrowser();
  after(async () => {
    await browser.close();
    await server.stop();
  });
  return { server, browser };
}

// FRONTIER_PROBE_LATE_RESIZE=1: a probe for one race, run by hand over the whole suite. Every ResizeObserver's
// callback on every page comes LATE_RESIZE_MS after the browser delivers it. A change of layout resizes a canvas
// at once, but its camera refits in the rendering step after (web/view/camera.js): a test reading where things
// are drawn in between sees the old fit, a race a slow machine hits now and then and this one every time. A
// test waits for waitForFit (window.frontier.fitted) instead. docs/BENCHMARKS.md says what the probe found.
const PROBE_LATE_RESIZE = process.env.FRONTIER_PROBE_LATE_RESIZE === '1';
const LATE_RESIZE_MS = 150;
function lateResizeObservers(late) {
  const Observer = window.ResizeObserver;
  window.ResizeObserver = class extends Observer {
    constructor(callback) {
      super((entries) => setTimeout(() => callback(entries, this), late));
    }
  };
}

export async function launchBrowser() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  if (SLOW_RATE !== 1 || PROBE_LATE_RESIZE) {
    // Every context a test makes, shared or its own, opens its pages slowed down or probed.
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (options) => {
      const context = await newContext(options);
      if (PROBE_LATE_RESIZE) await context.addInitScript(lateResizeObservers, LATE_RESIZE_MS);
      if (SLOW_RATE === 1) return context;
      const newPage = context.newPage.bind(context);
      context.newPage = async () => {
        const page = await newPage();
        await slowDown(context, page);
        return page;
      };
      return context;
    };
  }
  return browser;
}

// The tests of a file open their pages in one browser context per set of context options: a new context
// per page cost about 1 s more per test than a new page in an open context (1.9 s against 0.9 s, medians of 8
// on a loaded machine). Each test still has a page of its own (a new document, history, input and renderer
// state); the page keeps nothing in cookies or storage but the language switch's choice (localStorage), which
// only tests in a context of their own use (i18n.test.mjs), so what the pages share (the profile) cannot carry
// one test's state into another's.
const sharedContexts = new WeakMap(); // browser -> Map(options as JSON -> Promise of a context)
function sharedContext(browser, options) {
  if (!sharedContexts.has(browser)) sharedContexts.set(browser, new Map());
  const contexts = sharedContexts.get(browser);
  const key = JSON.stringify(options);
  // English unless a test asks for another locale: the page speaks the browser's language (web/i18n/i18n.js),
  // and the tests read its English words.
  if (!contexts.has(key)) contexts.set(key, browser.newContext({ locale: 'en-US', ...options }));
  return contexts.get(key);
}

// A new page in the shared context for `contextOptions`; watch(page, problems) fills `problems`. `context` is
// the test's part of the shared context: newPage() opens another page in it, newCDPSession(page) is the
// context's, and close() closes the test's pages (the context stays for the next test).
async function newPage(browser, contextOptions, watch) {
  const shared = await sharedContext(browser, contextOptions);
  const pages = [];
  const context = {
    newPage: async () => {
      const opened = await shared.newPage();
      pages.push(opened);
      return opened;
    },
    newCDPSession: (target) => shared.newCDPSession(target),
    close: () => Promise.all(pages.map((opened) => opened.close())),
  };
  const page = await context.newPage();
  const problems = [];
  watch(page, problems);
  return { context, page, problems };
}

// Opens the page in a page of its own; `problems` collects console errors and warnings and page errors.
export async function openPage(browser, url, contextOptions = {}) {
  const { context, page, problems } = await newPage(browser, { viewport: { width: 1280, height: 800 }, ...contextOptions }, (watched, seen) => {
    watched.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') seen.push(`${message.type()}: ${message.text()}`);
    });
    watched.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
  });
  await page.goto(url);
  // Polled on a timer, not on animation frames: a busy machine can hold a page's frames back for long. Every
  // 20 ms: each test waits here at least once, and polling every 100 ms cost 50 ms a wait on average.
  await page.waitForFunction(() => window.frontier && document.body.dataset.state !== 'loading', null, { polling: POLL_MS });
  return { context, page, problems };
}

// A page that is not Frontier's own (an example tutorial hosting widgets), in a page of its own at `viewport`;
// `problems` collects its page errors and console errors and warnings.
export async function openOtherPage(browser, url, viewport) {
  const { context, page, problems } = await newPage(browser, { viewport }, (watched, seen) => {
    watched.on('pageerror', (error) => seen.push(error.message));
    watched.on('console', (message) => { if (message.type() === 'error' || message.type() === 'warning') seen.push(message.text()); });
  });
  await page.goto(url);
  return { context, page, problems };
}

// A host page with the widget `src` in an iframe, collecting the widget's messages in window.received,
// once it has said ready. `problems` gathers page errors and console errors (and warnings, with
// {warnings: true}); send(message) posts a command to the widget. The host listens before the iframe
// loads (about:blank has no CSP; the widget's page does).
// The Roads view on its first network (the 4,000-node random town, seed 1): built on first use, so this
// waits for its network, and for its map fitted to its canvas (made while the view was hidden, the canvas
// had no size).
export async function openRoads(browser, url) {
  const opened = await openPage(browser, url);
  await opened.page.check('input[name="mode"][value="roads"]');
  await opened.page.waitForFunction(() => window.frontier.roads()?.network?.nodes > 0, null, { polling: 100 });
  await waitForFit(opened.page);
  return opened;
}

export async function hostWidget(browser, src, { warnings = false } = {}) {
  const { context, page, problems } = await newPage(browser, { viewport: { width: 900, height: 700 } }, (watched, seen) => {
    watched.on('pageerror', (error) => seen.push(error.message));
    watched.on('console', (message) => {
      if (message.type() === 'error' || (warnings && message.type() === 'warning')) seen.push(message.text());
    });
  });
  await page.setContent(`<!doctype html><body style="margin:0"><script>
    window.received = [];
    addEventListener('message', (event) => { if (event.data && event.data.source === 'frontier') window.received.push(event.data); });
  </script><iframe id="widget" src="${src}" width="600" height="360" style="border:0"></iframe></body>`);
  await page.waitForFunction(() => window.received.some((m) => m.type === 'ready'), null, { polling: POLL_MS, timeout: 30000 });
  const frame = page.frames().find((f) => f.url().includes('embed'));
  const send = (message) => page.evaluate((m) => document.getElementById('widget').contentWindow.postMessage({ target: 'frontier', ...m }, '*'), message);
  return { context, page, frame, send, problems };
}

// axe-core (pinned in package.json), read once for the accessibility checks.
const AXE_SOURCE = fs.readFileSync(path.join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// Runs axe in `target` (a page or a frame) with the WCAG 2.1 A and AA rules; resolves to its violations
// as short lines ("rule: selector: what is wrong"), so a failure says what to fix. page.evaluate is not
// bound by the page's CSP (script-src 'self'), where a <script> tag with axe's text would be. Shared by
// a11y.test.mjs and i18n.test.mjs (the page in Chinese).
export async function axeViolations(target, { exclude = [] } = {}) {
  await target.evaluate(AXE_SOURCE);
  const violations = await target.evaluate(async ([tags, excluded]) => {
    const context = excluded.length ? { exclude: excluded.map((selector) => [selector]) } : document;
    const results = await window.axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary })),
    }));
  }, [WCAG_TAGS, exclude]);
  return violations.flatMap(({ id, nodes }) => nodes.map((node) => `${id}: ${node.target}: ${node.summary.replace(/\s+/g, ' ')}`));
}

export async function screenshot(page, name) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(RESULTS_DIR, `${name}.png`) });
}

// The data-stat figures as {name: data-value}.
export async function stats(page, root = 'body') {
  return page.evaluate((selector) => Object.fromEntries(
    [...document.querySelector(selector).querySelectorAll('[data-stat]')].map((element) => [element.dataset.stat, element.dataset.value]),
  ), root);
}

// Resolves after the page's next `count` animation frames: what a change asked a frame for (a redraw, a
// re-run) is done, its frame callback having been queued before these.
export async function afterFrames(page, count = 2) {
  await page.evaluate((left) => new Promise((resolve) => {
    const frame = () => (left-- > 0 ? requestAnimationFrame(frame) : resolve());
    frame();
  }), count);
}

// Waits until every canvas of `page` (a page or a widget's frame) has been refitted to its size now: after a
// change of layout (a line or a card growing, a panel showing, the window resized), before reading where
// anything is drawn. It sees the layout as it is when asked: so it follows the state that changed it, and the
// page's next frame first, where a change the page drew on a frame (a panel's text) is laid out.
export async function waitForFit(page) {
  await afterFrames(page, 1);
  await page.waitForFunction(() => window.frontier.fitted(), null, { polling: POLL_MS });
}

export async function waitForState(page, state) {
  await page.waitForFunction((wanted) => document.body.dataset.state === wanted, state, { polling: POLL_MS });
}

// Plays at top speed and waits for the end.
export async function fastest(page) {
  await page.evaluate(() => {
    const speed = document.getElementById('speed');
    speed.value = speed.max;
    speed.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function cellCentre(page, x, y) {
  return page.evaluate(([cx, cy]) => window.frontier.cellCentre(cx, cy), [x, y]);
}

// The maze the page shows, with cells as a Uint8Array. The cells cross as a string of one char per byte: as an
// array of numbers (a value each) a 512x512 maze took 2.2-5.8 s on a loaded machine, as a string 0.1 s.
export async function pageMaze(page) {
  const maze = await page.evaluate(() => {
    const snapshot = window.frontier.maze();
    let cells = '';
    for (let i = 0; i < snapshot.cells.length; i += 8192) cells += String.fromCharCode(...snapshot.cells.subarray(i, i + 8192));
    return { ...snapshot, cells };
  });
  return { ...maze, cells: new Uint8Array(Buffer.from(maze.cells, 'latin1')) };
}

let engine = null;
export async function nodeEngine() {
  if (!engine) engine = await loadEngine({ wasmBinary: fs.readFileSync(path.join(root, 'web/wasm/frontier_core.wasm')) });
  return engine;
}

// engine.search in Node on `maze` with the page's option values.
export async function expectedResult(maze, options) {
  const search = await nodeEngine();
  return search.search({
    width: maze.width, height: maze.height, cells: maze.cells, start: maze.start, goal: maze.goal,
    algorithm: options.algorithm, heuristic: options.heuristic, movement: Number(options.movement),
    diagonal: options.diagonal, costs: options.costs, weight: Number(options.weight), tieBreak: options.tieBreak,
    budget: options.budget === undefined ? undefined : Number(options.budget),
  });
}

// A floor cell of `maze` that is neither start nor goal and whose right neighbour is floor too.
export function floorPair(maze, from = 0) {
  for (let i = from; i < maze.cells.length - 1; i++) {
    const x = i % maze.width;
    const y = Math.floor(i / maze.width);
    if (x + 1 >= maze.width || maze.cells[i] !== 0 || maze.cells[i + 1] !== 0) continue;
    const endpoint = (p) => (p.x === x || p.x === x + 1) && p.y === y;
    if (endpoint(maze.start) || endpoint(maze.goal)) continue;
    return { x, y };
  }
  throw new Error('no two floor cells side by side');
}
