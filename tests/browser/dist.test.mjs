// The deployable folder: scripts/dist.mjs copies the demo into a fresh folder, a plain static server
// (not scripts/serve.mjs, no special headers) serves it, and the page loads and searches in Chromium.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { fastest, launchBrowser, openPage, screenshot, servePlainFolder, stats, waitForState } from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'frontier-dist-'));

after(() => fs.rmSync(folder, { recursive: true, force: true }));

test('the dist folder runs the demo from a plain static server', async () => {
  execFileSync(process.execPath, [path.join(root, 'scripts/dist.mjs'), folder], { stdio: 'pipe' });
  assert.ok(fs.existsSync(path.join(folder, 'index.html')));
  assert.ok(fs.existsSync(path.join(folder, 'web/wasm/frontier_core.wasm')));
  assert.ok(!fs.existsSync(path.join(folder, 'cpp')), 'sources are not deployed');
  // The page loads one bundle (issue 29 item 29), not the modules one by one.
  const page = fs.readFileSync(path.join(folder, 'index.html'), 'utf8');
  assert.match(page, /<script type="module" src="web\/bundle\/main\.js"><\/script>/);
  assert.doesNotMatch(page, /<link rel="modulepreload"|src="web\/app\//);
  assert.ok(!fs.existsSync(path.join(folder, 'web/app/main.js')), 'the modules are bundled, not copied');
  assert.ok(fs.existsSync(path.join(folder, 'docs/EMBED.md')), 'the guide the Embed dialog links to');

  const server = await servePlainFolder(folder);
  const browser = await launchBrowser();
  try {
    const { page, problems } = await openPage(browser, `http://127.0.0.1:${server.address().port}/`);
    await fastest(page);
    await waitForState(page, 'finished');
    assert.equal((await stats(page)).status, 'found');
    await screenshot(page, 'dist-served');
    // Everything the bundle fetches by a URL of its own: the code panel's code (on first use), the engine
    // worker (a 512x512 search), the Walk and Roads views' code (on first use), a road network and a MovingAI map.
    await page.check('#code-toggle');
    await page.waitForFunction(() => document.querySelector('#code-panel .code-lines [aria-current="step"]'));
    await page.fill('#maze-width', '512');
    await page.fill('#maze-height', '512');
    await page.click('#new-maze');
    await page.waitForFunction(() => window.frontier.maze().width === 512);
    await page.click('#run');
    await page.waitForFunction(() => ['found', 'no-path'].includes(window.frontier.result()?.status), null, { timeout: 60000 });
    await page.check('input[name="mode"][value="walk"]', { force: true });
    await page.waitForFunction(() => window.frontier.walk()?.result, null, { timeout: 60000 });
    await page.check('input[name="mode"][value="roads"]', { force: true });
    await page.waitForFunction(() => window.frontier.roads()?.network?.nodes > 0, null, { timeout: 60000 });
    await page.check('input[name="mode"][value="explore"]', { force: true });
    await page.selectOption('#preset', 'map:arena');
    await page.waitForFunction(() => window.frontier.maze().width === 49 && !document.getElementById('query-row').hidden);
    assert.deepEqual(problems, []);
    // In Chinese, the bundle fetches its catalogue (web/i18n/zh-Hans, a chunk of its own) before anything runs.
    const chinese = await openPage(browser, `http://127.0.0.1:${server.address().port}/?lang=zh-Hans`);
    assert.equal(await chinese.page.evaluate(() => document.documentElement.lang), 'zh-Hans');
    assert.equal(await chinese.page.locator('#run').textContent(), '运行');
    await waitForState(chinese.page, 'finished');
    assert.equal(await chinese.page.locator('[data-stat="status"]').textContent(), '已找到');
    assert.deepEqual(chinese.problems, []);
  } finally {
    await browser.close();
    server.close();
  }
});
