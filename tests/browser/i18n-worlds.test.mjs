// The Walk and Roads views in Simplified Chinese (issue 44): a walk played, a route found, a drive around a
// blocked road and a contraction hierarchy prepared and queried, at 1280x800 and 390x844; their visible text
// holds no English word beyond a short list, no label is cut, axe finds nothing, the console stays quiet.
import test from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, screenshot, axeViolations, waitForFit } from './support.mjs';
import ZH from '../../web/i18n/zh-Hans/index.js';
import { ALLOWED_LATIN } from '../node/i18n-words.mjs';
import { visibleTexts, latinWordsIn } from './visible-text.mjs';

const { server, browser } = await serverAndBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SIZES = [['1280', {}], ['390', PHONE]];
const POLL = { polling: 100, timeout: 120000 };

// Latin words these views may show in Chinese beyond the catalogue's list: the header's switch, the units
// of lengths, times and sizes the numbers carry (m, km, s, min, h, MiB, KiB), the × of a ratio written x.
const ALLOWED = new Set([...ALLOWED_LATIN, 'English', 'm', 's', 'min', 'h', 'MiB', 'KiB', 'x']);

const englishIn = (texts) => latinWordsIn(texts, ALLOWED);

// Buttons, labels, headings and table heads under `root` whose words do not fit their box.
async function clippedLabels(page, root) {
  return page.evaluate((selector) => [...document.querySelectorAll(`${selector} :is(button, label, h2, dt, th, summary, legend, select)`)]
    .filter((element) => !element.closest('.visually-hidden'))
    .filter((element) => element.checkVisibility() && element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible'
      || element.checkVisibility() && element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
    .map((element) => `${element.id || element.tagName}: "${element.textContent.trim().slice(0, 40)}" ${element.scrollWidth} > ${element.clientWidth}`), root);
}

const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const chinese = (text) => /[\u4e00-\u9fff]/.test(text);

// The narration at a few steps of the playback on screen (Home, then `steps` forward), English words in it.
async function narrationsAlong(page, view, steps) {
  const english = [];
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('Home');
  for (let i = 0; i <= steps; i++) {
    const text = await page.locator(`#${view}-narration`).textContent();
    // (A walk's step 1, the agent's first sensing, has no sentence of its own, in English either.)
    assert.ok(chinese(text) || (view === 'walk' && i === 1 && text === ''), `${view} at step ${i}: "${text}"`);
    english.push(...englishIn([{ text, where: `${view}-narration step ${i}` }]));
    await page.keyboard.press('ArrowRight');
  }
  return english;
}

for (const [size, options] of SIZES) {
  test(`Walk in Chinese (${size}): a walk played, its narration, figures, plans, legend and code panel; no English; axe clean`, async () => {
    const { context, page, problems } = await openPage(browser, `${server.url}?lang=zh-Hans`, options);
    await page.waitForFunction(() => document.body.dataset.link === 'ready', null, POLL);
    await page.check('input[name="mode"][value="walk"]');
    await page.waitForFunction(() => window.frontier.walk() !== null, null, POLL);
    assert.equal(await page.locator('#walk-run').textContent(), ZH['walk.run']);
    const english = await narrationsAlong(page, 'walk', 8);
    await page.locator('#walk-to-end').click();
    await page.waitForFunction(() => window.frontier.walk().state === 'ended', null, POLL);
    assert.equal(await page.locator('[data-walk-stat="status"]').textContent(), ZH['walk.status.reached']);
    assert.match(await page.locator('#walk-narration').textContent(), /机器人走了 [\d,]+ 步到达终点/);
    assert.match(await page.locator('#walk-canvas').getAttribute('aria-label'), /^在 \d+×\d+ 的迷宫中行走/);
    english.push(...englishIn(await visibleTexts(page, ['#walk-view'])));
    assert.deepEqual(english, []);
    assert.deepEqual(await clippedLabels(page, '#walk-view'), []);
    assert.deepEqual(await axeViolations(page), []);
    if (size === '390') assert.equal(await overflow(page), 0, 'nothing wider than the screen');
    await screenshot(page, `zh-walk-${size}`);
    // The code panel: the walker's own lines in Chinese too.
    await page.check('#walk-code-toggle');
    await page.waitForFunction(() => document.querySelector('#walk-code-panel .code-lines [aria-current="step"]'), null, POLL);
    const listing = await page.locator('#walk-code-panel .code-lines').textContent();
    assert.ok(listing.includes(ZH['walk.code.sense']) && listing.includes(ZH['walk.code.step']), listing);
    assert.deepEqual(englishIn(await visibleTexts(page, ['#walk-code-panel'])), []);
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, `zh-walk-code-${size}`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test(`Roads in Chinese (${size}): a route found, the junction inspector, a drive, CH prepared and queried; no English; axe clean`, async () => {
    const { context, page, problems } = await openPage(browser, `${server.url}?lang=zh-Hans`, options);
    await page.check('input[name="mode"][value="roads"]');
    await page.waitForFunction(() => window.frontier.roads()?.network?.nodes > 0, null, POLL);
    assert.match(await page.locator('#roads-narration').textContent(), /^已加载一个有 [\d,]+ 个节点的随机城镇/);
    // A route: A*, played along, then to its end.
    await page.selectOption('#roads-algorithm', 'astar');
    await page.click('#roads-run');
    await page.waitForFunction(() => window.frontier.roads().request?.algorithm === 'astar' && window.frontier.roads().result, null, POLL);
    const english = await narrationsAlong(page, 'roads', 5);
    await page.click('#roads-to-end');
    await page.waitForFunction(() => window.frontier.roads().state === 'ended', null, POLL);
    assert.match(await page.locator('#roads-narration').textContent(), /^路线：从节点 \d+ 到节点 \d+，[\d,]+ 条道路/);
    // The inspector: the start junction under the pointer.
    const { start, goal } = await page.evaluate(() => window.frontier.roads());
    await waitForFit(page); // the route's lines laid out: the map where it is drawn
    const at = await page.evaluate((node) => window.frontier.roadNodeCentre(node), start);
    await page.mouse.move(at.x, at.y);
    await page.waitForFunction(() => /节点 \d+（起点）/.test(document.getElementById('roads-inspector').textContent), null, POLL);
    english.push(...englishIn(await visibleTexts(page, ['#roads-view'])));
    await screenshot(page, `zh-roads-route-${size}`);

    // A drive: a road of the route blocked (on the big screen, by a click on it), then driven to its end.
    if (size === '1280') {
      const path = (await page.evaluate(() => window.frontier.roads())).result.path;
      const k = Math.floor(0.6 * (path.length - 1));
      // (The label, as a reader clicks it: its radio sits under the swatch of the shorter Chinese word.)
      await page.click('label:has(input[name="roads-tool"][value="block"])');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const [a, b] = await page.evaluate(([from, to]) => [window.frontier.roadNodeCentre(from), window.frontier.roadNodeCentre(to)], [path[k], path[k + 1]]);
      await page.mouse.click((a.x + b.x) / 2, (a.y + b.y) / 2);
      assert.match(await page.locator('#roads-drive-message').textContent(), /^封闭了 1 条道路/);
    }
    await page.click('#roads-drive');
    await page.click('#roads-to-end');
    await page.waitForFunction(() => window.frontier.roads().state === 'ended' && window.frontier.roads().drive?.result, null, POLL);
    assert.match(await page.locator('#roads-narration').textContent(), new RegExp(`^行驶 [\\d,]+ 条道路（.+）后到达节点 ${goal}`));
    assert.match(await page.locator('#roads-drive-message').textContent(), /^行驶 [\d,]+ 条道路后到达/);
    english.push(...englishIn(await visibleTexts(page, ['#roads-view'])));
    await screenshot(page, `zh-roads-drive-${size}`);

    // A contraction hierarchy, prepared in the worker, then queried to its end.
    await page.selectOption('#roads-prepare-technique', 'ch');
    await page.click('#roads-prepare');
    await page.waitForFunction(() => window.frontier.roads().prepare.ch?.holds && !window.frontier.roads().prepare.running, null, POLL);
    assert.match(await page.locator('#roads-prepare-message').textContent(), /^已按长度建好收缩层次/);
    await page.selectOption('#roads-algorithm', 'ch');
    await page.click('#roads-run');
    await page.waitForFunction(() => window.frontier.roads().request?.algorithm === 'ch' && window.frontier.roads().result, null, POLL);
    english.push(...await narrationsAlong(page, 'roads', 4));
    await page.click('#roads-to-end');
    await page.waitForFunction(() => window.frontier.roads().state === 'ended', null, POLL);
    assert.match(await page.locator('#roads-narration').textContent(), /^展开路线/);
    // Its code panel: CH's query in Chinese.
    await page.check('#roads-code-toggle');
    await page.waitForFunction(() => document.querySelector('#roads-code-panel .code-lines'), null, POLL);
    assert.ok((await page.locator('#roads-code-panel .code-lines').textContent()).includes(ZH['roads.code.chUnpack']));
    english.push(...englishIn(await visibleTexts(page, ['#roads-code-panel'])));
    await screenshot(page, `zh-roads-code-${size}`);
    await page.uncheck('#roads-code-toggle');
    if (size === '1280') {
      // Compare every search, and alternative routes with the candidates turned down.
      await page.click('#roads-compare-run');
      await page.waitForFunction(() => !document.getElementById('roads-compare-table').hidden && /^按/.test(document.getElementById('roads-compare-message').textContent), null, POLL);
      await page.selectOption('#roads-routes-kind', 'alternatives');
      await page.click('#roads-routes-find');
      await page.waitForFunction(() => /^最佳路线和/.test(document.getElementById('roads-routes-message').textContent), null, POLL);
      if (await page.locator('#roads-rejected').isVisible()) await page.locator('#roads-rejected summary').click();
      await screenshot(page, `zh-roads-routes-${size}`);
    }
    english.push(...englishIn(await visibleTexts(page, ['#roads-view'])));
    assert.deepEqual(english, []);
    assert.deepEqual(await clippedLabels(page, '#roads-view'), []);
    assert.deepEqual(await axeViolations(page), []);
    if (size === '390') assert.equal(await overflow(page), 0, 'nothing wider than the screen');
    await screenshot(page, `zh-roads-ch-${size}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}
