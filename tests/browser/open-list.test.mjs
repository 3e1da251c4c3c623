// The open-list panel on the page, for every grid search of the registry: half way through a search of a
// maze it lists the frontier (each side's for a bidirectional search; IDA*'s recursion path), the node
// expanded next first and marked, each row with the figures the algorithm's key reads, and the page logs no
// error. The order itself, at every step, is tests/node/open-list.test.mjs's.
import test from 'node:test';
import assert from 'node:assert/strict';

import { ALGORITHMS, algorithmInfo, figuresUsed } from '../../web/core/registry.js';
import { serverAndBrowser, openPage } from './support.mjs';

const { server, browser } = await serverAndBrowser();
const { context, page, problems } = await openPage(browser, `${server.url}#maze=prim&seed=7&size=31x21`, { viewport: { width: 1280, height: 2000 } });
await page.waitForFunction(() => document.body.dataset.link === 'ready');
test.after(() => context.close());

// What a row shows after its cell, by the figures the key reads (web/ui/panels.js rowFormula).
function rowPattern(algorithm) {
  const figures = figuresUsed(algorithm);
  const number = '[\\d.]+';
  const formula = figures.f ? `${number} \\+ (${number}×)?${number} = ${number}` : figures.h ? `h = ${number}` : `g = ${number}`;
  return new RegExp(`^\\(\\d+,\\d+\\): ${formula}( ← \\(\\d+,\\d+\\))?$`);
}

// LPA*'s queue is not read from its trace yet: its key is not a mix of g and h (tests/node/open-list.test.mjs).
const NOT_READ = { incremental: 'the panel does not read LPA*\'s queue yet' };

for (const algorithm of ALGORITHMS) {
  const { family, popOrder } = algorithmInfo(algorithm);
  test(`the open list half way through ${algorithm}`, { todo: NOT_READ[family] }, async () => {
    const { error } = await page.evaluate((name) => window.frontier.openLink(`#maze=prim&seed=7&size=31x21&algo=${name}`), algorithm);
    assert.equal(error, undefined);
    await page.waitForFunction((name) => window.frontier.runAlgorithm() === name && window.frontier.result(), algorithm);
    const max = Number(await page.locator('#scrubber').getAttribute('max'));
    let middle = Math.floor(max / 2);
    const show = async (step) => {
      await page.locator('#scrubber').fill(String(step));
      await page.locator('#openlist-title').scrollIntoViewIfNeeded();
      await page.waitForFunction((shown) => document.getElementById('openlist').dataset.step === String(shown), step);
    };
    await show(middle);
    // IDA*'s recursion path is empty on the step an iteration begins (from the start again): the next shows it.
    if (popOrder === 'none' && !(await page.locator('#openlist li').count())) await show(++middle);
    const rows = await page.evaluate(() => [...document.querySelectorAll('#openlist li:not(.more):not(.side)')]
      .map((li) => ({ text: li.textContent, next: li.classList.contains('next') })));
    const count = Number((await page.locator('#openlist-count').textContent()).match(/\d+/)?.[0]);
    assert.ok(rows.length > 0 && count > 0, `${algorithm} at step ${middle} of ${max}: rows listed (${count})`);
    for (const row of rows) assert.match(row.text, rowPattern(algorithm), algorithm);
    if (popOrder !== 'none') assert.ok(rows.some((row) => row.next), `${algorithm}: the node expanded next is marked`);
    assert.deepEqual(problems, []);
  });
}
