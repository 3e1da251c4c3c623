// Writes what the demo needs at run time into a folder that any static web server can host: index.html
// loading one bundle of the page's modules (esbuild: web/bundle/main.js, with the engine worker's bundle
// beside it), the styles, maps and examples of web/, the built wasm module, the road presets (data/roads/)
// and the embedding guide the Embed dialog links to (docs/EMBED.md). Development serves the modules
// unbundled (scripts/serve); a site hosts this folder, where the page loads a handful of scripts instead of
// about fifty five. Run scripts/dist, which builds first: node scripts/dist.mjs [DIR] (default dist/).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

import { DIST_FILES } from '../web/lessons/scorm-package.js';

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
// web/ without the page's modules (the bundle holds them): styles, maps, examples, the wasm module.
const BUNDLED = new Set(['app', 'core', 'grid', 'roads', 'share', 'ui', 'view', 'walk']);
fs.cpSync(path.join(root, 'web'), path.join(target, 'web'), {
  recursive: true,
  filter: (source) => {
    const [top, rest] = path.relative(path.join(root, 'web'), source).split(path.sep);
    return !(BUNDLED.has(top) || (top === 'wasm' && rest?.endsWith('.js')));
  },
});
// Three entries: the boot script that starts compiling the wasm, the page, and its engine worker, which the
// page starts from beside itself (new URL('./engine-worker.js', import.meta.url)). In web/bundle/ every other
// URL the modules build from import.meta.url (../maps/, ../../data/roads/, ../wasm/) lands where it does
// from the sources' folders.
await esbuild.build({
  absWorkingDir: root,
  entryPoints: { boot: 'web/app/boot.js', main: 'web/app/main.js', 'engine-worker': 'web/grid/engine-worker.js' },
  outdir: path.join(target, 'web/bundle'),
  bundle: true,
  splitting: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  sourcemap: true,
  external: ['node:*'], // engine.js reads road presets from disk under Node only
  logLevel: 'warning',
});
const page = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
const bundledPage = page
  .replace(/^\s*<!-- Fetch every module[^]*?-->\n/m, '')
  .replace(/^\s*<link rel="modulepreload" href="web\/[^"]+">\n/gm, '')
  .replace('<script type="module" src="web/app/boot.js" async></script>', '<script type="module" src="web/bundle/boot.js" async></script>')
  .replace('<script type="module" src="web/app/main.js"></script>', '<script type="module" src="web/bundle/main.js"></script>');
if (!bundledPage.includes('web/bundle/main.js') || !bundledPage.includes('web/bundle/boot.js') || bundledPage.includes('modulepreload')) {
  console.error('dist: index.html no longer has the script and preload lines this script rewrites');
  process.exit(1);
}
fs.writeFileSync(path.join(target, 'index.html'), bundledPage);
// The road network presets engine.loadNetwork fetches, with their README (the ODbL notice goes with the
// data); the OSM sources they were made from stay in the repository.
fs.mkdirSync(path.join(target, 'data/roads'), { recursive: true });
for (const name of fs.readdirSync(path.join(root, 'data/roads'))) {
  if (name.endsWith('.roads') || name === 'README.md') fs.copyFileSync(path.join(root, 'data/roads', name), path.join(target, 'data/roads', name));
}
// The embedding guide, which the Embed dialog links to (docs/EMBED.md, as in the repository).
fs.mkdirSync(path.join(target, 'docs'), { recursive: true });
fs.copyFileSync(path.join(root, 'docs/EMBED.md'), path.join(target, 'docs/EMBED.md'));
// The list of the folder's files, which the page reads to make a lesson's course package from them
// (web/lessons/course-download.js).
const files = [];
let bytes = 0;
for (const entry of fs.readdirSync(target, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  files.push(path.relative(target, file).split(path.sep).join('/'));
  bytes += fs.statSync(file).size;
}
fs.writeFileSync(path.join(target, DIST_FILES), `${JSON.stringify({ files: files.sort() })}\n`);
console.log(`dist: ${files.length + 1} files, ${(bytes / 2 ** 20).toFixed(1)} MB in ${target}`);
console.log('Host that folder on any static web server (serve .wasm as application/wasm).');
