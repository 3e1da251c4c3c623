// What the page loads before it runs (issue 29 item 29, the first load): index.html preloads exactly the
// modules web/app/main.js imports statically, so none is discovered import by import, and none of the Walk
// or Roads views' modules, which load on first use (web/app/lazy-views.js).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Every module `file` (relative to the root) loads before it runs: its static imports, and theirs.
function staticGraph(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  for (const match of text.matchAll(/^\s*(?:import|export)\s[^'";]*?\sfrom\s+'([^']+)'|^\s*import\s+'([^']+)'/gm)) {
    const specifier = match[1] ?? match[2];
    if (specifier.startsWith('.')) staticGraph(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)), seen);
  }
  return seen;
}

const page = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
const preloaded = [...page.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);

test('index.html preloads exactly the modules main.js loads before it runs', () => {
  const graph = [...staticGraph('web/app/main.js')];
  assert.deepEqual([...preloaded].sort(), [...graph].sort());
  assert.equal(new Set(preloaded).size, preloaded.length, 'each once');
});

test('the Walk and Roads views load on first use, not with the page', () => {
  const graph = staticGraph('web/app/main.js');
  const early = [...graph].filter((file) => /^web\/(walk|roads)\/.*(-view|-page)\.js$/.test(file));
  assert.deepEqual(early, []);
  const lazy = fs.readFileSync(path.join(root, 'web/app/lazy-views.js'), 'utf8');
  for (const page of ['walk/walk-page.js', 'roads/roads-page.js']) assert.ok(lazy.includes(`import('../${page}')`), page);
});

test('the code panel loads when it is first opened, not with the page', () => {
  const early = [...staticGraph('web/app/main.js')].filter((file) => file.startsWith('web/code/'));
  assert.deepEqual(early, ['web/code/code-page.js']);
});

test('the wasm starts compiling before the modules have loaded', () => {
  const boot = page.indexOf('<script type="module" src="web/app/boot.js" async></script>');
  assert.ok(boot >= 0 && boot < page.indexOf('rel="modulepreload"'), 'boot.js is loaded async, ahead of the modules');
  assert.equal(staticGraph('web/app/boot.js').size, 1, 'boot.js imports nothing');
});
