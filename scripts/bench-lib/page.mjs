// What the page benchmarks share (bench-page, bench-puzzles, bench-roads-page, bench-end-drag): the repository
// served by scripts/serve.mjs on a free port, Debian's Chromium headless through playwright-core, a median, and
// the wait for the explore view to settle after a search.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// The page served and a browser: {port, browser, close()} (close ends both).
export async function servedPageAndBrowser() {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => server.stdout.on('data', (data) => { if (String(data).includes('served')) resolve(); }));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  return {
    port, browser,
    close: async () => {
      await browser.close();
      server.kill();
    },
  };
}

// Waits until the page has shown a search of the maze as it is now and nothing more is coming: no note of a
// running search, and the count of searches shown still for half a second.
export const settled = (page) => page.waitForFunction(() => {
  const count = window.frontier.runsShown();
  const now = performance.now();
  if (window.lastCount !== count || !document.getElementById('search-progress').hidden) {
    window.lastCount = count;
    window.lastChange = now;
    return false;
  }
  return now - window.lastChange > 500;
}, null, { polling: 100, timeout: 120000 });

// Times every animation-frame callback of the pages `page` opens (window.frameWork: frame time -> ms of work),
// so the figures show the work a frame costs, not only the frame rate (which the display caps at 60).
export const countFrameWork = (page) => page.addInitScript(() => {
  const request = window.requestAnimationFrame.bind(window);
  window.frameWork = new Map();
  window.requestAnimationFrame = (callback) => request((time) => {
    const begin = performance.now();
    try {
      callback(time);
    } finally {
      window.frameWork.set(time, (window.frameWork.get(time) ?? 0) + performance.now() - begin);
    }
  });
});

// The page's console errors and warnings and its uncaught errors, collected into the array returned. Chrome's
// advice about reading pixels back (willReadFrequently) is left out: the redraw timing does it on purpose.
export function watchProblems(page) {
  const problems = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && !message.text().includes('willReadFrequently')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
