// What the page benchmarks share (scripts/bench-page.mjs, scripts/bench-roads-page.mjs): the repository served
// by scripts/serve.mjs on a free port, Debian's Chromium, the page's problems, the median, and a probe of each
// frame's work.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// The page served and a browser: {port, server (its process: kill it when done), browser}.
export async function servedPage() {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => server.stdout.on('data', (data) => { if (String(data).includes('served')) resolve(); }));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  return { port, server, browser };
}

// The page's errors and console errors and warnings, as they come (the redraw timings read pixels back on
// purpose: Chrome's advice about that is not the page's).
export function problemsOf(page) {
  const problems = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && !message.text().includes('willReadFrequently')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// An init script (page.addInitScript(countFrameWork)): every requestAnimationFrame callback timed, so
// window.frameWork maps a frame's time to the milliseconds its callbacks took.
export function countFrameWork() {
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
}
