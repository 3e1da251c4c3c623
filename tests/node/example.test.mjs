// docs/example.mjs is the API's runnable example: it must run and print what docs/API.md shows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';

const example = fileURLToPath(new URL('../../docs/example.mjs', import.meta.url));
const apiDoc = fileURLToPath(new URL('../../docs/API.md', import.meta.url));

test('docs/example.mjs prints the output docs/API.md shows', () => {
  const output = execFileSync(process.execPath, [example], { encoding: 'utf8' }).trim();
  assert.match(output, /^found: cost 68 in 6 steps/);
  assert.match(output, /right of A: G=10 H=30 F=40/);
  const documented = fs.readFileSync(apiDoc, 'utf8');
  assert.ok(documented.includes(output), `docs/API.md should show the example's output:\n${output}`);
});
