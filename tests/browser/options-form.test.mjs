// The options form applies the registry's one check, as links and the embed API do: a weight typed out of
// range goes back to the last one taken, and the hint beside it says why.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { serverAndBrowser, openPage } from './support.mjs';

const { server, browser } = await serverAndBrowser();

test('a weight out of range is refused with the reason, a weight in range is taken', async () => {
  const { context, page, problems } = await openPage(browser, `${server.url}#map=S..%23/...G&algo=weighted-astar`);
  await page.waitForFunction(() => window.frontier.options().algorithm === 'weighted-astar', null, { polling: 100 });
  const weight = page.locator('#opt-weight');
  await weight.fill('3.5');
  await weight.press('Enter');
  await weight.blur();
  assert.equal((await page.evaluate(() => window.frontier.options())).weight, 3.5);
  for (const typed of ['50', '0.5', '-2']) {
    await weight.fill(typed);
    await weight.blur();
    assert.equal(await weight.inputValue(), '3.5', `${typed} is refused`);
    assert.equal((await page.evaluate(() => window.frontier.options())).weight, 3.5);
    assert.match(await page.locator('#opt-weight-why').textContent(), /weight '.*' is not a number from 1 to 20/);
  }
  assert.deepEqual(problems, []);
  await context.close();
});
