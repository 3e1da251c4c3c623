// Lessons and puzzles in Chinese (issue 44): lesson 1 read in Chinese with its numbers puzzle and its predict
// puzzle answered (the verdicts in Chinese), the Learn dialog's lists and author mode in Chinese (a scene
// written in Chinese is kept as {"zh-Hans": ...}); no English beyond the short list in the lesson card and the
// puzzle card, no clipped label at 1280x800 and 390x844, axe clean.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, screenshot, cellCentre, axeViolations, waitForFit, hostWidget } from './support.mjs';
import { ALLOWED_LATIN } from '../node/i18n-words.mjs';
import { visibleTexts, latinWordsIn } from './visible-text.mjs';

const { server, browser } = await serverAndBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const CARDS = ['#lesson-card', '#puzzle-card'];
// Beyond the catalogue's list: the language switch's own name.
const ALLOWED = new Set([...ALLOWED_LATIN, 'English']);

// The English words of `selectors`' visible texts, titles, aria-labels and placeholders, as "where: word" lines.
async function englishIn(page, selectors) {
  return latinWordsIn(await visibleTexts(page, selectors, { attributes: ['title', 'aria-label', 'placeholder'] }), ALLOWED);
}

// Buttons, labels and headings of `selectors` whose words do not fit their box, or that leave the screen.
async function clippedLabels(page, selectors) {
  return page.evaluate((roots) => roots.flatMap((selector) => [...document.querySelectorAll(`${selector} :is(button, label, h2, h3, select, span)`)])
    .filter((element) => element.checkVisibility())
    .filter((element) => (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible')
      || element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
    .map((element) => `${element.dataset.lesson ?? element.dataset.puzzle ?? element.tagName}: "${element.textContent.trim().slice(0, 40)}" ${element.scrollWidth} > ${element.clientWidth}`), selectors);
}

const card = (page, name) => page.locator(`#lesson-card [data-lesson="${name}"]`).textContent();
const puzzleText = (page, name) => page.locator(`#puzzle-card [data-puzzle="${name}"]`).textContent();

for (const [size, options] of [['1280', {}], ['390', PHONE]]) {
  test(`lesson 1 in Chinese (${size}): its words, the numbers puzzle answered and its verdict, the card and the puzzle card in Chinese; axe clean`, async () => {
    const { context, page, problems } = await openPage(browser, `${server.url}?lang=zh-Hans#lesson=astar-step-by-step`, options);
    await page.waitForFunction(() => !document.getElementById('lesson-card').hidden && document.querySelector('#lesson-card [data-lesson="progress"]').textContent);
    assert.equal(await card(page, 'title'), '一步一步看 A*');
    assert.equal(await card(page, 'progress'), '第 1 幕，共 7 幕');
    assert.equal(await card(page, 'scene-title'), '地图');
    assert.match(await card(page, 'text'), /第 1 步时，开启列表中只有 A：G 0, H 40, F 40。/);
    assert.equal(await card(page, 'next'), '下一幕');
    assert.deepEqual(await englishIn(page, CARDS), []);
    assert.deepEqual(await clippedLabels(page, CARDS), []);
    await screenshot(page, `zh-lesson-1-${size}`);

    // Scene 2: the numbers puzzle, held until answered; one answer right, one with a mistake and its hint.
    await page.click('#lesson-card [data-lesson="next"]');
    await page.waitForFunction(() => /\(2, 2\) 的 F、G 和 H 是多少/.test(document.querySelector('#puzzle-card [data-puzzle="question"]').textContent));
    assert.equal(await card(page, 'progress'), '第 2 幕，共 7 幕');
    assert.equal(await card(page, 'note'), '先回答练习题再继续，或者跳过它。');
    assert.equal(await puzzleText(page, 'title'), '填出 F、G 和 H');
    assert.deepEqual(await englishIn(page, CARDS), []);
    assert.deepEqual(await clippedLabels(page, CARDS), []);
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, `zh-lesson-numbers-${size}`);
    for (const [name, value] of [['g', '10'], ['h', '30'], ['f', '40']]) await page.fill(`[data-puzzle="number-${name}"]`, value);
    await page.click('[data-puzzle="check"]');
    await page.waitForFunction(() => document.querySelector('#puzzle-card [data-puzzle="verdict"]').dataset.verdict === 'right');
    assert.equal(await puzzleText(page, 'verdict'), '对了：(2, 2) 是 F 40 = G 10 + H 30，经由 (1, 2)。');
    assert.equal(await puzzleText(page, 'progress'), '第 1 题，共 2 题 · 得分 1/1');
    await page.click('#puzzle-card [data-puzzle="next"]');
    await page.waitForFunction(() => /\(2, 3\) 的 F、G 和 H/.test(document.querySelector('#puzzle-card [data-puzzle="question"]').textContent));
    // A straight step's cost for a diagonal: the hint names the mistake, in Chinese.
    for (const [name, value] of [['g', '10'], ['h', '40'], ['f', '50']]) await page.fill(`[data-puzzle="number-${name}"]`, value);
    await page.click('[data-puzzle="check"]');
    await page.waitForFunction(() => document.querySelector('#puzzle-card [data-puzzle="verdict"]').dataset.verdict === 'retry');
    assert.match(await puzzleText(page, 'verdict'), /^还没对（3 个中对了 1 个）。G：这里斜走一步的代价是 14，不是 10。/);
    assert.deepEqual(await englishIn(page, CARDS), []);
    await screenshot(page, `zh-lesson-hint-${size}`);
    for (const [name, value] of [['g', '14'], ['h', '40'], ['f', '54']]) await page.fill(`[data-puzzle="number-${name}"]`, value);
    await page.click('[data-puzzle="check"]');
    await page.waitForFunction(() => !document.querySelector('#lesson-card [data-lesson="next"]').disabled);
    assert.match(await puzzleText(page, 'verdict'), /^对了，第二次答对，得半分：\(2, 3\) 是 F 54 = G 14 \+ H 40/);
    assert.match(await card(page, 'note'), /^2 题对了 1.5 题/);
    assert.deepEqual(await englishIn(page, CARDS), []);
    assert.deepEqual(await clippedLabels(page, CARDS), []);
    assert.deepEqual(await axeViolations(page), []);
    if (size === '390') {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, 'nothing wider than the screen');
    }
    await screenshot(page, `zh-lesson-verdict-${size}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('lesson 1\'s predict puzzle in Chinese: the tie at F 54 goes below the wall, said in Chinese', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}?lang=zh-Hans#lesson=astar-step-by-step&scene=4`);
  await page.waitForFunction(() => /A\* 下一个扩展哪个格子/.test(document.querySelector('#puzzle-card [data-puzzle="question"]')?.textContent ?? ''));
  assert.equal(await card(page, 'scene-title'), '预测接下来的三步');
  await waitForFit(page); // the card came: the canvas refitted to the room left
  // (2, 1) is tied with (2, 3) at F 54, and the tutorials' rule takes (2, 3): half a point, said why.
  await page.mouse.click(...Object.values(await cellCentre(page, 2, 2)));
  await page.waitForFunction(() => window.frontier.puzzle().then((p) => p.results.length === 1));
  assert.match(await puzzleText(page, 'verdict'), /^对了：下一个是 \(2, 2\)，它是开启列表中 F 最小的，F 40 = G 10 \+ H 30。$/);
  await page.click('#puzzle-card [data-puzzle="next"]');
  await page.waitForFunction(() => window.frontier.puzzle().then((p) => p.index === 1));
  await waitForFit(page); // the next question in the verdict's place: the canvas refitted
  await page.mouse.click(...Object.values(await cellCentre(page, 2, 1)));
  await page.waitForFunction(() => window.frontier.puzzle().then((p) => p.results.length === 2));
  assert.match(await puzzleText(page, 'verdict'), /^平局，得半分：\(2, 1\)（F 54 = G 14 \+ H 40）和 \(2, 3\)（F 54 = G 14 \+ H 40）的 F 相同；平局时像教程那样取列表中最后加入的，所以选 \(2, 3\)。$/);
  assert.deepEqual(await englishIn(page, CARDS), []);
  assert.deepEqual(await clippedLabels(page, CARDS), []);
  await screenshot(page, 'zh-lesson-predict-tie');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the Learn dialog and author mode in Chinese: the puzzles, the seven lessons, a scene written in Chinese; axe clean', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}?lang=zh-Hans`);
  await page.click('#learn-button');
  await page.waitForFunction(() => document.getElementById('learn-dialog').open && document.querySelectorAll('#learn-lessons li').length === 7);
  const lessons = await page.locator('#learn-lessons button').allTextContents();
  assert.ok(lessons.some((text) => text.startsWith('一步一步看 A*')), lessons.join('|'));
  assert.ok(lessons.some((text) => text.startsWith('平局与更新的节点')), lessons.join('|'));
  assert.equal(await page.locator('#learn-puzzles button[data-puzzle-kind="predict"]').evaluate((button) => button.firstChild.nodeValue), '预测下一次扩展');
  assert.deepEqual(await englishIn(page, ['#learn-dialog']), []);
  assert.deepEqual(await clippedLabels(page, ['#learn-dialog']), []);
  assert.deepEqual(await axeViolations(page), []);
  await screenshot(page, 'zh-learn-dialog');
  await page.click('#lesson-write');
  await page.waitForFunction(() => !document.getElementById('lesson-author').hidden);
  assert.equal(await page.inputValue('[data-author="language"]'), 'zh-Hans');
  await page.fill('[data-author="title"]', '我的一课');
  await page.fill('[data-author="text"]', '起点在左边，终点在右边。');
  await page.click('[data-author="add"]');
  await page.waitForFunction(() => document.querySelector('[data-author="message"]').textContent === '已添加第 1 幕。');
  assert.deepEqual(await englishIn(page, ['#lesson-author']), []);
  assert.deepEqual(await clippedLabels(page, ['#lesson-author']), []);
  assert.deepEqual(await axeViolations(page), []);
  await screenshot(page, 'zh-author');
  const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('frontier-lesson-draft')));
  assert.deepEqual(draft.scenes[0].text, { 'zh-Hans': '起点在左边，终点在右边。' });
  // Preview plays it in Chinese; its file's title is Chinese too.
  await page.click('[data-author="preview"]');
  await page.waitForFunction(() => document.querySelector('#lesson-card [data-lesson="title"]').textContent === '我的一课');
  assert.equal(await card(page, 'text'), '起点在左边，终点在右边。');
  assert.deepEqual(problems, []);
  await context.close();
});

// Each grid puzzle from the Learn dialog, answered once: its question, controls and verdict in Chinese.
const ANSWER = {
  predict: async (page) => page.mouse.click(...Object.values(await cellCentre(page, 0, 0))),
  numbers: async (page) => {
    for (const name of ['g', 'h', 'f']) await page.fill(`[data-puzzle="number-${name}"]`, '1');
    await page.click('[data-puzzle="check"]');
  },
  path: (page) => page.click('[data-puzzle="check"]'),
  walls: (page) => page.click('[data-puzzle="done"]'),
  which: (page) => page.locator('[data-puzzle^="choice-"]').first().click(),
};

for (const [size, options] of [['1280', {}], ['390', PHONE]]) {
  test(`every grid puzzle in Chinese (${size}): question, controls and verdict, no English, no clipped label`, async () => {
    const { context, page, problems } = await openPage(browser, `${server.url}?lang=zh-Hans`, options);
    for (const [kind, answer] of Object.entries(ANSWER)) {
      await page.click('#learn-button');
      await page.waitForFunction(() => document.getElementById('learn-dialog').open);
      await page.click(`#learn-puzzles button[data-puzzle-kind="${kind}"]`);
      await page.waitForFunction(() => {
        const question = document.querySelector('#puzzle-card [data-puzzle="question"]').textContent;
        return !document.getElementById('puzzle-card').hidden && question && question !== '正在准备搜索……';
      });
      if (kind === 'which' || kind === 'predict') await page.waitForFunction(() => window.frontier.puzzle().then((p) => p?.questions?.length > 0 && p.results.length === 0));
      assert.deepEqual(await englishIn(page, ['#puzzle-card']), [], kind);
      assert.deepEqual(await clippedLabels(page, ['#puzzle-card']), [], kind);
      await waitForFit(page); // the card came: the canvas refitted to the room left
      await answer(page);
      await page.waitForFunction(() => document.querySelector('#puzzle-card [data-puzzle="verdict"]').textContent);
      assert.match(await puzzleText(page, 'verdict'), /[\u4e00-\u9fff]/, kind);
      assert.deepEqual(await englishIn(page, ['#puzzle-card']), [], kind);
      assert.deepEqual(await clippedLabels(page, ['#puzzle-card']), [], kind);
      await screenshot(page, `zh-puzzle-${kind}-${size}`);
      await page.click('#puzzle-card [data-puzzle="close"]');
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
}

// A Chinese tutorial embeds a lesson in Chinese: ?embed&lang=zh-Hans#lesson=... (docs/EMBED.md, "Lessons").
test('a lesson in a widget speaks ?lang=zh-Hans: the card and its puzzle in Chinese', async () => {
  const { context, page, frame, problems } = await hostWidget(browser, `${server.url}index.html?embed&lang=zh-Hans#lesson=dead-ends&scene=3`);
  await frame.waitForFunction(() => /第 3 幕，共 8 幕/.test(document.querySelector('#lesson-card [data-lesson="progress"]').textContent)
    && /下一个扩展哪个格子/.test(document.querySelector('#puzzle-card [data-puzzle="question"]').textContent));
  assert.equal(await frame.locator('#lesson-card [data-lesson="title"]').textContent(), '死胡同：搜索为什么要退出来');
  assert.match(await frame.locator('#lesson-card [data-lesson="text"]').textContent(), /到第 15 步，A\* 已经把整个凹槽都放进了关闭列表/);
  assert.deepEqual(await englishIn(frame, CARDS), []);
  assert.deepEqual(await axeViolations(frame), []);
  await screenshot(page, 'zh-lesson-embed');
  assert.deepEqual(problems, []);
  await context.close();
});
