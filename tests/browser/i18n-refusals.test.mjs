// Refusals on a Chinese page (issue 44): a damaged, a malformed and an oversize share link, a grid file and road
// files the engine's readers refuse, a lesson file that is not JSON and one whose scene's link is bad, a course whose lesson cannot load, and an embed
// host's commands with a bad field: each is said in Chinese, with no English word beyond the short list and the
// names the reader or the host wrote themselves (quoted back, or a command's name).
import test from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage, openRoads, hostWidget, screenshot } from './support.mjs';
import { ALLOWED_LATIN } from '../node/i18n-words.mjs';
import { latinWordsIn } from './visible-text.mjs';

const { server, browser } = await serverAndBrowser();
const POLL = { polling: 100, timeout: 60000 };
// Beyond the catalogue's list: the header's switch, the x of a size (2000x2000), the sand tile's letter s.
const ALLOWED = new Set([...ALLOWED_LATIN, 'English', 'x', 's']);
const chinese = (text) => /[\u4e00-\u9fff]/.test(text);
// The English words of a refusal, leaving out what it quotes back of what was sent ('abc', 'nonsense') and the
// names it says may be sent instead (（应为 astar, dijkstra, ... 之一）).
const englishIn = (text, where) => latinWordsIn([{ text: text.replace(/'[^']*'/g, "''").replace(/（应为[^）]*）/g, ''), where }], ALLOWED);
// A refusal in Chinese: Chinese words, no English ones, and not the English catalogue's sentence.
function assertChinese(text, where) {
  assert.ok(chinese(text), `${where}: "${text}"`);
  assert.deepEqual(englishIn(text, where), [], `${where}: "${text}"`);
}

const linkReady = (page) => page.waitForFunction(() => document.body.dataset.link === 'ready', null, POLL);

test('share links refused in Chinese: damaged, malformed, an oversize grid; the message on screen has no English', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}?lang=zh-Hans`);
  await linkReady(page);
  const links = [
    ['damaged (v2, bad checksum)', '#v2.AAAAAAAA'],
    ['malformed (a row of another width)', '#map=S..G/...'],
    ['an unknown tile', '#map=S.X.G'],
    ['an oversize grid', '#maze=backtracker&size=2000x2000'],
    ['an unknown version', '#v9.abc'],
  ];
  for (const [what, fragment] of links) {
    const opened = await page.evaluate((hash) => window.frontier.openLink(hash), fragment);
    assert.ok(opened.error, `${what}: refused`);
    assertChinese(opened.error, what);
    const shown = await page.locator('#share-message').textContent();
    assertChinese(shown, `${what} on screen`);
  }
  await screenshot(page, 'i18n-refusal-link-1280');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a grid file the engine refuses, in Chinese: its line and column and why', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}?lang=zh-Hans`);
  await linkReady(page);
  await page.setInputFiles('#import-file', { name: 'bad.txt', mimeType: 'text/plain', buffer: Buffer.from('S..\n.#?\n..G\n') });
  await page.waitForFunction(() => document.querySelector('#import-error').textContent !== '', null, POLL);
  const shown = await page.locator('#import-error').textContent();
  assertChinese(shown.replace('bad.txt', ''), 'the import error');
  assert.match(shown, /第 2 行第 3 列/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('road files the engine refuses, in Chinese: an XML syntax error and a node without its latitude', async () => {
  const { context, page, problems } = await openRoads(browser, `${server.url}?lang=zh-Hans`);
  const refusalOf = async (name, text) => {
    await page.evaluate(() => { document.getElementById('roads-network-error').textContent = ''; });
    await page.setInputFiles('#roads-file', [{ name, mimeType: 'text/plain', buffer: Buffer.from(text) }]);
    await page.waitForFunction(() => document.getElementById('roads-network-error').textContent, null, POLL);
    return (await page.locator('#roads-network-error').textContent()).replace(name, '');
  };
  const syntax = await refusalOf('broken.osm', '<osm version="0.6">\n<node id=1 lat="1" lon="1"/>\n</osm>');
  assertChinese(syntax.replace('属性 id', '属性'), 'an XML syntax error'); // the attribute's name as the file wrote it
  assert.match(syntax, /第 2 行：属性 id 的值没有加引号/);
  assertChinese(await refusalOf('bad.osm', '<osm version="0.6">\n<node id="1" lat="x" lon="0"/>'), 'a node without its latitude');
  await screenshot(page, 'i18n-refusal-roads-1280');
  assert.deepEqual(problems, []);
  await context.close();
});

test('lesson files refused in Chinese: not JSON, and a scene whose link is bad', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}?lang=zh-Hans`);
  await linkReady(page);
  const refusalOf = async (name, text) => {
    await page.evaluate(() => { document.getElementById('lesson-error').textContent = ''; });
    await page.setInputFiles('#lesson-file', { name, mimeType: 'application/json', buffer: Buffer.from(text) });
    await page.waitForFunction(() => document.getElementById('lesson-error').textContent, null, POLL);
    return page.locator('#lesson-error').textContent();
  };
  const notJson = await refusalOf('broken.json', '{"format": "frontier-lesson/1", "title": ');
  assertChinese(notJson, 'not JSON');
  const lesson = { format: 'frontier-lesson/1', title: '坏链接', scenes: [{ text: '第一幕', link: 'map=S..G/...' }] };
  const badLink = await refusalOf('bad-link.json', JSON.stringify(lesson));
  assertChinese(badLink, 'a bad scene link');
  const badPuzzle = { ...lesson, scenes: [{ text: '第一幕', link: 'map=S..G', puzzle: { kind: 'numbers', cells: [[9, 9]] } }] };
  assertChinese(await refusalOf('bad-puzzle.json', JSON.stringify(badPuzzle)), 'a puzzle cell outside the map');
  await screenshot(page, 'i18n-refusal-lesson-1280');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a course package whose lesson module cannot load says so in Chinese (issue 44)', async () => {
  // A course page is the page with the course's meta (web/share/embed.js COURSE); its lesson module refused here,
  // as a file store that lost it would: main.js's own message, not course.js's (which never ran).
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(/\/index\.html$|\/(\?[^/]*)?$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('<head>', '<head><meta name="frontier-course" content="course.json">');
    await route.fulfill({ response, body: html });
  });
  await page.route(/\/lessons\/course\.js$/, (route) => route.abort());
  await page.goto(`${server.url}?lang=zh-Hans`);
  await page.waitForFunction(() => document.getElementById('share-message')?.textContent, null, POLL);
  const shown = await page.locator('#share-message').textContent();
  // The reason after the colon is the browser's own (English) words about the module: the sentence is ours.
  const [sentence] = shown.split('：');
  assert.equal(`${sentence}：`, '这个课程包里的课程没有加载成功：', shown);
  assertChinese(sentence, 'the course that could not load');
  await screenshot(page, 'i18n-refusal-course-1280');
  assert.deepEqual(errors, []);
  await context.close();
});

test('an embedded widget in Chinese: a command with a bad field is answered in Chinese, its message field names stay as they are', async () => {
  const { context, page, frame, send, problems } = await hostWidget(browser, `${server.url}?embed&lang=zh-Hans#map=S..G`);
  const commands = [
    { id: 1, command: 'seek', step: 'x' },
    { id: 2, command: 'setOptions', options: { weight: 'heavy' } },
    { id: 3, command: 'setOptions', options: { algorithm: 'nonsense' } },
    { id: 4, command: 'load', link: '#v2.AAAAAAAA' },
    { id: 5, command: 'scene', scene: 2 },
  ];
  for (const command of commands) {
    await send(command);
    await page.waitForFunction((id) => window.received.some((m) => m.id === id), command.id, POLL);
    const answer = await page.evaluate((id) => window.received.find((m) => m.id === id), command.id);
    assert.equal(answer.type, 'error', JSON.stringify(answer));
    // The message's own names are the API's; its words the widget's language, beside the command's name.
    assertChinese(answer.message.replace(/\b(seek|setOptions|load|scene|setPuzzle|weight|algorithm|lesson|ID|null)\b/g, ''), answer.message);
    assert.deepEqual(Object.keys(answer).sort(), ['id', 'message', 'source', 'type'], 'the fields are the same in every language');
  }
  // What the widget shows of the refused link: the message on screen, in Chinese.
  const shown = await frame.locator('#share-message').textContent();
  assertChinese(shown, 'the widget\'s message');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the same refusals on an English page keep their English words exactly', async () => {
  const { context, page, problems } = await openPage(browser, server.url);
  await linkReady(page);
  const opened = await page.evaluate(() => window.frontier.openLink('#maze=backtracker&size=2000x2000'));
  assert.equal(opened.error, 'map 2000x2000 is over the limit of 1024x1024');
  const row = await page.evaluate(() => window.frontier.openLink('#map=S..G/...'));
  assert.equal(row.error, 'map row 2 has 3 cells, the first row 4');
  assert.deepEqual(problems, []);
  await context.close();

  const widget = await hostWidget(browser, `${server.url}?embed#map=S..G`);
  await widget.send({ id: 1, command: 'seek', step: 'x' });
  await widget.page.waitForFunction(() => window.received.some((m) => m.id === 1), null, POLL);
  const answer = await widget.page.evaluate(() => window.received.find((m) => m.id === 1));
  assert.equal(answer.message, "seek needs a step (a number), got 'x'");
  assert.deepEqual(widget.problems, []);
  await widget.context.close();
});
