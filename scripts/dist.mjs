// Copies what the demo needs at run time into a folder that any static web server can host:
// index.html, web/ (modules, styles, maps, examples), the built wasm module, the road presets (data/roads/)
// and the embedding guide the Embed dialog links to (docs/EMBED.md). Run scripts/dist, which builds first;
// this script only copies: node scripts/dist.mjs [DIR] (default dist/).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const wasm = path.join(root, 'web/wasm/frontier_core.wasm');
if (!fs.existsSync(wasm)) {
  console.error(`dist: ${path.relative(root, wasm)} is missing: run scripts/dist (or scripts/build) first`);
  process.exit(1);
}
if (target === root || root.startsWith(target + path.sep)) {
  console.error(`dist: refusing to write into ${target}, which holds the repository`);
  process.exit(1);
}

fs.rmSync(target, { recursive: true, force: true });
fs.mkdirSync(target, { recursive: true });
fs.copyFileSync(path.join(root, 'index.html'), path.join(target, 'index.html'));
fs.cpSync(path.join(root, 'web'), path.join(target, 'web'), { recursive: true });
// The road network presets engine.loadNetwork fetches, with their README (the ODbL notice goes with the
// data); the OSM sources they were made from stay in the repository.
fs.mkdirSync(path.join(target, 'data/roads'), { recursive: true });
for (const name of fs.readdirSync(path.join(root, 'data/roads'))) {
  if (name.endsWith('.roads') || name === 'README.md') fs.copyFileSync(path.join(root, 'data/roads', name), path.join(target, 'data/roads', name));
}
// The embedding guide, which the Embed dialog links to (docs/EMBED.md, as in the repository).
fs.mkdirSync(path.join(target, 'docs'), { recursive: true });
fs.copyFileSync(path.join(root, 'docs/EMBED.md'), path.join(target, 'docs/EMBED.md'));
let files = 0;
let bytes = 0;
for (const entry of fs.readdirSync(target, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  files += 1;
  bytes += fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size;
}
console.log(`dist: ${files} files, ${(bytes / 2 ** 20).toFixed(1)} MB in ${target}`);
console.log('Host that folder on any static web server (serve .wasm as application/wasm).');
