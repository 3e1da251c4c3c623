// The numbers stay readable when a scene quotes them (issue 43, item 5): at 1280 x 800 every "Dead ends"
// scene with a search draws its cells' F, G and H beside the lesson's card (and a puzzle's); a verdict leaves
// the canvas its size; a step's narration longer than three lines shows whole, the canvas keeping its size.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { afterFrames, cellCentre, openPage, screenshot, serverAndBrowser, waitForFit } from './support.mjs';

const { server, browser } = await serverAndBrowser();

const canvasBox = (page) => page.evaluate(() => {
  const box = document.getElementById('view').getBoundingClientRect();
  return { width: Math.round(box.width), height: Math.round(box.height) };
});
const sceneOf = (page) => page.evaluate(() => document.querySelector('#lesson-card [data-lesson="progress"]').textContent);

test('Dead ends at 1280 x 800: every scene with a search draws F, G and H, beside a puzzle too', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}#lesson=dead-ends`);
  await page.waitForFunction(() => /^Scene 1 of/.test(document.querySelector('#lesson-card [data-lesson="progress"]')?.textContent ?? ''));
  const scenes = Number((await sceneOf(page)).split(' of ')[1]);
  let checked = 0;
  for (let k = 1; k <= scenes; k++) {
    await page.waitForFunction((n) => document.querySelector('#lesson-card [data-lesson="progress"]').textContent === `Scene ${n} of ${document.querySelector('#lesson-card [data-lesson="progress"]').textContent.split(' of ')[1]}`, k);
    // The scene is up once its announcement went out: its link opened, its puzzle asked, the room made.
    await page.waitForFunction((n) => new RegExp(`, scene ${n} of \\d+`).test(document.getElementById('announcer').textContent), k);
    await waitForFit(page); // the scene's card and puzzle laid out: the canvas refitted
    await afterFrames(page, 2); // and the scene's picture drawn over the frames after it
    const shown = await page.evaluate(() => ({ puzzle: document.body.dataset.puzzle ?? '', run: Boolean(window.frontier.result?.()), numbers: window.frontier.numbers(), scale: window.frontier.view().scale }));
    if (shown.run && shown.puzzle !== 'path') {
      assert.ok(shown.numbers && shown.numbers.figures > 0 && shown.numbers.left === 0, `scene ${k} (${shown.puzzle || 'no puzzle'}): numbers drawn at ${shown.scale} px`);
      // S and G on the canvas.
      const maze = await page.evaluate(() => window.frontier.maze());
      const box = await page.evaluate(() => { const b = document.getElementById('view').getBoundingClientRect(); return { l: b.left, t: b.top, r: b.right, b: b.bottom }; });
      for (const end of [maze.start, maze.goal]) {
        const at = await cellCentre(page, end.x, end.y);
        assert.ok(at.x >= box.l && at.x <= box.r && at.y >= box.t && at.y <= box.b, `scene ${k}: (${end.x}, ${end.y}) in view`);
      }
      checked++;
    }
    if (k === 3) await screenshot(page, 'lesson-dead-ends-predict');
    if (k === scenes) break;
    const next = page.locator('#lesson-card [data-lesson="next"]');
    if (await next.isDisabled()) await page.click('#lesson-card [data-lesson="skip"]');
    await next.click();
  }
  assert.ok(checked >= 5, `${checked} scenes with a search checked`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a verdict takes the question\'s place: the canvas keeps its size as the numbers are quoted', async () => {
  const link = 'map=.......%2F...%23...%2F.S.%23.G.%2F...%23...%2F.......&algo=astar&heuristic=manhattan&movement=8&diagonal=no-corner-cut&costs=integer&tieBreak=tutorial&show=numbers,arrows&step=2';
  const { context, page, problems } = await openPage(browser, `${server.url}#${link}`);
  await page.evaluate(() => window.frontier.startPuzzle({ kind: 'numbers', from: 2, cells: [[2, 2], [2, 3]] }));
  await page.waitForFunction(() => /What are F, G and H/.test(document.querySelector('#puzzle-card [data-puzzle="question"]').textContent));
  await waitForFit(page); // the card came: the canvas refitted to the room left
  const before = { canvas: await canvasBox(page), scale: (await page.evaluate(() => window.frontier.view())).scale };
  await page.fill('[data-puzzle="number-g"]', '10');
  await page.fill('[data-puzzle="number-h"]', '30');
  await page.fill('[data-puzzle="number-f"]', '40');
  await page.press('[data-puzzle="number-f"]', 'Enter');
  await page.waitForFunction(() => document.querySelector('#puzzle-card [data-puzzle="verdict"]').dataset.verdict === 'right');
  await waitForFit(page); // a card that grew would have resized the canvas: the size read is the one settled
  assert.deepEqual(await canvasBox(page), before.canvas, 'the canvas keeps its size');
  assert.equal((await page.evaluate(() => window.frontier.view())).scale, before.scale);
  assert.equal(await page.isVisible('#puzzle-card [data-puzzle="next"]'), true);
  await screenshot(page, 'numbers-verdict-in-place');
  // The next question shows its question again, where the verdict was.
  await page.click('#puzzle-card [data-puzzle="next"]');
  await page.waitForFunction(() => /of \(2, 3\)/.test(document.querySelector('#puzzle-card [data-puzzle="question"]').textContent));
  assert.equal(await page.isVisible('#puzzle-card [data-puzzle="question"]'), true);
  assert.deepEqual(await canvasBox(page), before.canvas);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a narration longer than three lines shows whole (JPS\'s forced neighbours) and the canvas keeps its size', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}#maze=obstacles&size=21x15&algo=jps&movement=8&step=1`);
  await page.waitForFunction(() => window.frontier.result?.()?.status);
  await afterFrames(page, 3);
  const short = await canvasBox(page);
  // Step 13 expands (10, 3) and finds three jump points, each with its forced neighbour: four lines at 1280 px.
  await page.evaluate(() => {
    const scrubber = document.getElementById('scrubber');
    scrubber.value = 13;
    scrubber.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await page.waitForFunction(() => /forced neighbour .*forced neighbour .*forced neighbour/.test(document.getElementById('narration').textContent));
  await afterFrames(page, 2);
  const line = await page.evaluate(() => {
    const text = document.querySelector('#narration .narration-text');
    const box = text.getBoundingClientRect();
    const lineHeight = parseFloat(getComputedStyle(text).lineHeight);
    return { lines: Math.round((text.clientHeight - parseFloat(getComputedStyle(text).paddingTop) * 2) / lineHeight), cut: text.scrollHeight > text.clientHeight + 1, top: box.top, bottom: box.bottom, viewport: innerHeight };
  });
  assert.ok(line.lines >= 4, `${line.lines} lines`);
  assert.equal(line.cut, false, 'nothing cut off behind a scroll bar');
  assert.ok(line.top >= 0 && line.bottom <= line.viewport);
  assert.deepEqual(await canvasBox(page), short, 'the canvas keeps its size');
  await screenshot(page, 'narration-whole');
  assert.deepEqual(problems, []);
  await context.close();
});

test('on a phone the scene\'s text shows whole: its last paragraph, the puzzle\'s instruction, is on the first screen', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}#lesson=dead-ends&scene=3`,
    { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await page.waitForFunction(() => /, scene 3 of \d+/.test(document.getElementById('announcer').textContent));
  const text = await page.evaluate(() => {
    const box = document.querySelector('#lesson-card [data-lesson="text"]');
    const last = box.querySelector('p:last-child');
    return { cut: box.scrollHeight > box.clientHeight + 1, last: last.textContent, bottom: last.getBoundingClientRect().bottom, viewport: innerHeight };
  });
  assert.match(text.last, /^Which cell does it expand next\?/);
  assert.equal(text.cut, false, 'the text is not cut off in a box of its own');
  assert.ok(text.bottom <= text.viewport, `the instruction ends at ${text.bottom} px, on the first screen (${text.viewport})`);
  await screenshot(page, 'lesson-phone-instruction');
  assert.deepEqual(problems, []);
  await context.close();
});
