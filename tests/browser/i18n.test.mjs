// The page in Simplified Chinese (issue 44): chosen by ?lang=zh-Hans or by the browser's language, <html lang>
// follows, the header's switch reloads in the other language and is remembered, a search runs with Chinese
// chrome, axe finds nothing, the translated areas show no English word beyond a short list, no label is cut
// at 1280x800 or 390x844; English stays the default, and index.html's English is the English catalogue's.
import test from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, waitForState, screenshot, axeViolations } from './support.mjs';
import EN from '../../web/i18n/en/index.js';
import ZH from '../../web/i18n/zh-Hans/index.js';
import { ALLOWED_LATIN } from '../node/i18n-words.mjs';
import { visibleTexts, latinWordsIn } from './visible-text.mjs';

const { server, browser } = await serverAndBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

// The areas translated so far (web/i18n/): the header, the explore view's toolbar, playback and side panels
// (Maps and files, Search, Result, Cell, Open list, Legend, Maze); the narration, the code panel and Compare
// are scanned by their own tests below.
const TRANSLATED = ['header.top', '#explore-view .toolbar', '#explore-view .playback', '#explore-view aside.side'];
const NOT_YET = [];

// Latin words the page may show in Chinese beyond the catalogue's own list: numbers' units and the switch's
// "English", the file kinds on the export buttons.
const ALLOWED = new Set([...ALLOWED_LATIN, 'English', 'Read', 'this', 'page', 'in', 'PNG', 'x']);

// The English words in visible texts that are not on the allowed list.
const englishIn = (texts) => latinWordsIn(texts, ALLOWED);

// Buttons, labels, headings and table heads of the translated areas whose words do not fit their box.
async function clippedLabels(page) {
  return page.evaluate((roots) => roots.flatMap((selector) => [...document.querySelectorAll(`${selector} :is(button, label, h2, dt, th, summary, legend, select)`)])
    .filter((element) => !element.closest('.visually-hidden'))
    .filter((element) => element.checkVisibility() && element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible'
      || element.checkVisibility() && element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
    .map((element) => `${element.id || element.tagName}: "${element.textContent.trim().slice(0, 40)}" ${element.scrollWidth} > ${element.clientWidth}`), TRANSLATED);
}

// Plays the search on screen to its end (End on the keyboard, away from any field).
async function searchToEnd(page) {
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('End');
  await waitForState(page, 'finished');
}

test('English by default: <html lang="en">, no other catalogue fetched, and every data-i18n element says what the English catalogue says', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  // The Chinese catalogue is fetched only by a Chinese page (a top-level await in web/i18n/i18n.js).
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  assert.ok(fetched.some((url) => url.includes('/web/i18n/en/')), 'the English catalogue');
  assert.deepEqual(fetched.filter((url) => url.includes('/web/i18n/zh-Hans/')), []);
  const mismatches = await page.evaluate(() => {
    const found = [];
    const own = (element) => {
      if (!element.firstElementChild) return element.textContent;
      return [...element.childNodes].filter((node) => node.nodeType === 3 && node.nodeValue.trim()).at(-1)?.nodeValue ?? '';
    };
    for (const element of document.querySelectorAll('[data-i18n]')) found.push([element.dataset.i18n, own(element).trim().replace(/\s+/g, ' ')]);
    for (const element of document.querySelectorAll('[data-i18n-html]')) found.push([element.dataset.i18nHtml, element.innerHTML.trim()]);
    for (const attribute of ['title', 'aria-label', 'aria-roledescription', 'placeholder', 'content']) {
      for (const element of document.querySelectorAll(`[data-i18n-${attribute}]`)) found.push([element.getAttribute(`data-i18n-${attribute}`), element.getAttribute(attribute)]);
    }
    return found;
  });
  // (Play's aria-label follows the player: Play or Pause.)
  const differ = mismatches.filter(([key, text]) => EN[key] !== text && !(key === 'playback.play' && text === EN['playback.pause']));
  assert.deepEqual(differ, []);
  assert.equal(await page.locator('#language-switch').textContent(), '中文');
  assert.equal(await page.locator('#language-switch').getAttribute('lang'), 'zh-Hans');
  assert.deepEqual(problems, []);
  await context.close();
});

for (const [how, url, options] of [
  ['?lang=zh-Hans', '?lang=zh-Hans', {}],
  ['a Chinese browser (locale zh-CN)', '', { locale: 'zh-CN' }],
]) {
  test(`Chinese by ${how}: html lang, the switch, a search with Chinese chrome, axe clean, no English in the translated areas`, async () => {
    const { context, page, problems } = await openPage(browser, `${server.url}${url}`, options);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hans');
    assert.equal(await page.title(), ZH['page.title']);
    assert.equal(await page.locator('#language-switch').textContent(), 'English');
    assert.equal(await page.locator('#run').textContent(), ZH['playback.run']);
    assert.equal(await page.locator('label:has(input[value="explore"])').textContent(), ` ${ZH['mode.explore']}`);
    await searchToEnd(page);
    assert.equal(await page.locator('[data-stat="status"]').textContent(), ZH['status.found']);
    assert.match(await page.locator('#stats .unit').first().textContent(), /^步$/);
    assert.match(await page.locator('#speed-readout').textContent(), /步\/秒$/);
    assert.match(await page.locator('#scrubber').getAttribute('aria-valuetext'), /^第 [\d,]+ 步，共 [\d,]+ 步$/);
    // The share link carries no language unless the reader chose one: the address's ?lang (or none).
    await page.waitForFunction(() => location.hash.length > 1);
    const address = new URL(await page.evaluate(() => location.href));
    assert.equal(address.searchParams.get('lang'), url ? 'zh-Hans' : null);
    assert.ok(address.hash.length > 1, 'the share link is written as in English');
    // Hovering over the open list's first cell: the Cell panel in Chinese too.
    const texts = await visibleTexts(page, TRANSLATED, { skip: NOT_YET });
    assert.deepEqual(englishIn(texts), []);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await clippedLabels(page), []);
    await screenshot(page, `zh-explore-1280-${url ? 'query' : 'locale'}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('Chinese on a phone (390x844): the header, toolbar and playback fit; no label is cut', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}?lang=zh-Hans`, PHONE);
  await searchToEnd(page);
  assert.deepEqual(await clippedLabels(page), []);
  assert.deepEqual(englishIn(await visibleTexts(page, TRANSLATED, { skip: NOT_YET })), []);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.equal(overflow, 0, 'nothing wider than the screen');
  await screenshot(page, 'zh-explore-390');
  assert.deepEqual(problems, []);
  await context.close();
});

for (const [size, options] of [['1280', {}], ['390', PHONE]]) {
  test(`the code panel in Chinese (${size}): its tabs, the pseudocode in the tutorials' words, the lit line's values; axe clean`, async () => {
    const { context, page, problems } = await openPage(browser, `${server.url}?lang=zh-Hans`, options);
    await searchToEnd(page);
    await page.check('#code-toggle');
    await page.waitForFunction(() => document.querySelector('#code-panel .code-lines [aria-current="step"]'));
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('Home');
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector('#code-panel .code-value')?.textContent);
    assert.equal(await page.locator('#code-panel-tab-pseudocode').textContent(), ZH['code.tab.pseudocode']);
    assert.equal(await page.locator('#code-panel .code-title').textContent(), ZH['code.title']);
    const listing = await page.locator('#code-panel .code-lines').textContent();
    assert.ok(listing.includes('开启列表') && listing.includes('父节点') && listing.includes('关闭列表'), listing);
    assert.deepEqual(englishIn(await visibleTexts(page, ['#code-panel', '#narration'])), []);
    assert.deepEqual(await axeViolations(page), []);
    if (size === '390') {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, 'nothing wider than the screen');
    }
    await screenshot(page, `zh-code-${size}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('every grid search speaks Chinese: narration, result, detail, cell and open list, at its start, mid-way and at its end', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}?lang=zh-Hans`);
  const algorithms = await page.evaluate(() => [...document.getElementById('opt-algorithm').options].filter((option) => !option.disabled).map((option) => option.value));
  assert.ok(algorithms.length >= 14, algorithms.join());
  const english = [];
  for (const algorithm of algorithms) {
    await page.selectOption('#opt-algorithm', algorithm);
    await searchToEnd(page);
    const stepCount = Number(await page.locator('#scrubber').getAttribute('max'));
    for (const step of [stepCount, 1, Math.floor(stepCount / 2)]) {
      await page.evaluate(() => document.activeElement?.blur());
      await page.keyboard.press('Home');
      for (let i = 0; i < Math.min(step, 6); i++) await page.keyboard.press('ArrowRight');
      if (step === stepCount) await page.keyboard.press('End');
      // The Cell panel: the cell the step expanded, under the pointer.
      const cell = await page.evaluate(() => window.frontier.cellCentre(1, 1));
      await page.mouse.move(cell.x, cell.y);
      // The line's words sit in a span of their own (web/view/narration-line.js); wait for them, as the page
      // writes them when the step is shown.
      await page.waitForFunction(() => document.getElementById('narration').textContent.length > 5);
      const texts = await visibleTexts(page, ['#narration', '#explore-view aside.side']);
      assert.ok(texts.some(({ where, text }) => where === 'narration-text' && text.length > 5), `${algorithm} at ${step}: a narration`);
      english.push(...englishIn(texts).map((line) => `${algorithm} at ${step}: ${line}`));
    }
  }
  assert.deepEqual(english, []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the Keys and Embed dialogs in Chinese: no English but key names; axe clean', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}?lang=zh-Hans`);
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('?');
  await page.waitForFunction(() => document.getElementById('keys-help').open);
  assert.equal(await page.locator('#keys-help-title').textContent(), ZH['share.keys']);
  assert.deepEqual(englishIn(await visibleTexts(page, ['#keys-help'])), []);
  assert.deepEqual(await axeViolations(page), []);
  await screenshot(page, 'zh-keys-help');
  await page.keyboard.press('Escape');
  await page.click('#embed-button');
  await page.waitForFunction(() => document.getElementById('embed-dialog').open && document.getElementById('embed-snippet').value);
  assert.deepEqual(englishIn(await visibleTexts(page, ['#embed-dialog'], { skip: ['#embed-snippet'] })), []);
  assert.match(await page.inputValue('#embed-snippet'), new RegExp(`title="${ZH['embed.frame.search']}"`));
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('Compare in Chinese: its columns, progress lines and table; no English; axe clean', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}?lang=zh-Hans`);
  await page.check('input[name="mode"][value="compare"]');
  await page.waitForFunction(() => document.querySelectorAll('#compare-table tbody tr').length === 3);
  await page.locator('#compare-to-end').click();
  await page.waitForFunction(() => [...document.querySelectorAll('.compare-column .progress')].every((line) => line.textContent.startsWith('在第')));
  assert.deepEqual(englishIn(await visibleTexts(page, ['#compare-view'])), []);
  assert.deepEqual(await axeViolations(page), []);
  await screenshot(page, 'zh-compare-1280');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the switch reloads in the other language where the page was, and the choice is remembered', async () => {
  // A context of its own: the choice lives in its localStorage.
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const problems = [];
    page.on('console', (message) => { if (['error', 'warning'].includes(message.type())) problems.push(message.text()); });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(server.url);
    await page.waitForFunction(() => window.frontier && document.body.dataset.state !== 'loading');
    // A maze of its own and an algorithm: the reload must bring both back.
    await page.selectOption('#opt-algorithm', 'dijkstra');
    await searchToEnd(page);
    const before = await page.evaluate(() => ({ maze: window.frontier.maze(), algorithm: document.getElementById('opt-algorithm').value }));
    await Promise.all([page.waitForEvent('load'), page.click('#language-switch')]);
    await page.waitForFunction(() => window.frontier && document.body.dataset.state !== 'loading' && document.body.dataset.link === 'ready');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hans');
    assert.equal(new URL(page.url()).searchParams.get('lang'), 'zh-Hans');
    const after = await page.evaluate(() => ({ maze: window.frontier.maze(), algorithm: document.getElementById('opt-algorithm').value }));
    assert.equal(after.algorithm, before.algorithm);
    assert.deepEqual({ ...after.maze, cells: undefined }, { ...before.maze, cells: undefined });
    assert.equal(await page.evaluate(() => localStorage.getItem('frontier.lang')), 'zh-Hans');
    // A new visit with no ?lang: Chinese, remembered, and the address now says so (a link copied carries it).
    await page.goto(server.url);
    await page.waitForFunction(() => window.frontier && document.body.dataset.state !== 'loading');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hans');
    assert.equal(new URL(page.url()).searchParams.get('lang'), 'zh-Hans');
    // ?lang=en beats the remembered choice: a link's sender chose it.
    await page.goto(`${server.url}?lang=en`);
    await page.waitForFunction(() => window.frontier && document.body.dataset.state !== 'loading');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    // And back to English by the switch: remembered too.
    await page.goto(server.url);
    await page.waitForFunction(() => window.frontier && document.body.dataset.state !== 'loading');
    await Promise.all([page.waitForEvent('load'), page.click('#language-switch')]);
    await page.waitForFunction(() => window.frontier && document.body.dataset.state !== 'loading');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.equal(await page.evaluate(() => localStorage.getItem('frontier.lang')), 'en');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('an embed speaks ?lang=zh-Hans; the Embed dialog\'s snippet carries the language only when the address names it', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}?embed&lang=zh-Hans`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hans');
  assert.equal(await page.locator('#run').textContent(), ZH['playback.run']);
  // The widget's stats line, under its playback, in Chinese too.
  await page.waitForFunction(() => document.body.dataset.link === 'ready' && document.getElementById('embed-stats').textContent);
  assert.match(await page.locator('#embed-stats').textContent(), /[\u4e00-\u9fff]/);
  assert.deepEqual(englishIn(await visibleTexts(page, ['#embed-stats', '#explore-view .playback', '#narration'])), []);
  await context.close();
  const chosen = await openPage(browser, `${server.url}?lang=zh-Hans`);
  await chosen.page.click('#embed-button');
  await chosen.page.waitForFunction(() => document.getElementById('embed-snippet').value.includes('iframe'));
  assert.match(await chosen.page.inputValue('#embed-snippet'), /\?embed&amp;lang=zh-Hans#/);
  assert.deepEqual(await axeViolations(chosen.page), []);
  await chosen.context.close();
  const browserLocale = await openPage(browser, server.url, { locale: 'zh-CN' });
  await browserLocale.page.click('#embed-button');
  await browserLocale.page.waitForFunction(() => document.getElementById('embed-snippet').value.includes('iframe'));
  assert.doesNotMatch(await browserLocale.page.inputValue('#embed-snippet'), /lang=/);
  assert.deepEqual([...problems, ...chosen.problems, ...browserLocale.problems], []);
  await browserLocale.context.close();
});
