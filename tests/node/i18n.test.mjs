// The catalogues (web/i18n/): every language has every key, each message the same placeholders in every
// language, every key the code or index.html asks for exists and every key is asked for, the Chinese words
// carry no English beyond a short list; and the choice of language (?lang, the remembered switch, the
// browser's languages) and the messages' plurals and lists.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import EN from '../../web/i18n/en/index.js';
import ZH from '../../web/i18n/zh-Hans/index.js';
import { chooseLanguage, languageOf, placeholdersOf, fill, t, useLanguage, formatList, currentLanguage } from '../../web/i18n/i18n.js';
import { addressWithLanguage } from '../../web/i18n/language-switch.js';
import { API_NAMES, REFUSAL_KEY, isEnglishWord } from './i18n-words.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CATALOGUES = { en: EN, 'zh-Hans': ZH };

// Messages that keep Latin words on purpose: the language switch's title names the other language in its
// words; the MovingAI maps keep their file names and games' names (arena, den312d, Dragon Age).
const BILINGUAL = new Set(['language.switch', 'preset.arena', 'preset.den312d', 'preset.8room_000', 'preset.maze512-1-0', 'preset.Boston_0_256']);
// Messages that are only a space, or nothing, in some language: what joins sentences (Chinese puts none).
const SEPARATORS = new Set(['narration.join', 'result.dashed']);

// Every JavaScript file of the page (not the build's output).
function pageSources() {
  const files = [];
  const walk = (folder) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const file = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!['web/wasm', 'web/bundle', 'web/i18n/en', 'web/i18n/zh-Hans'].includes(file)) walk(file);
      } else if (file.endsWith('.js')) files.push(file);
    }
  };
  walk('web');
  return files;
}

// The keys the code asks for: t('key') and has('key') literally, and t(`prefix.${name}.suffix`) as patterns; a
// refusal's too, by tPlain(), by request-checks.js's refuse() and by link-bytes.js's fail() and Reader.pick().
function keysAsked() {
  const literal = new Map(); // key -> file
  const mentioned = new Map(); // key -> file, for keys picked by a condition
  const patterns = [];
  for (const file of pageSources()) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    // Only the modules that import t() and has() (or the refusals' refuse() and fail()): others may have
    // functions of those names of their own.
    if (!/from '[./]+(?:i18n\/i18n|i18n|request-checks|link-bytes)\.js'/.test(text)) continue;
    const ASKS = String.raw`(?<![.\w])(?:t|tPlain|has|refuse|fail)\(\s*`;
    for (const [, key] of text.matchAll(new RegExp(`${ASKS}'([^']+)'`, 'g'))) literal.set(key, file);
    for (const [, template] of text.matchAll(new RegExp(`${ASKS}\`([^\`]+)\``, 'g'))) {
      const source = template.split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*');
      patterns.push({ file, template, pattern: new RegExp(`^${source}$`) });
    }
    // A module that reads every key of an area (key.startsWith('cpp.')): each of them is asked for.
    for (const [, prefix] of text.matchAll(/\bkey\.startsWith\('([a-z][\w-]*\.)'\)/g)) {
      patterns.push({ file, template: `${prefix}*`, pattern: new RegExp(`^${prefix.replace('.', '\\.')}`) });
    }
    // A key chosen before t() is called (t(found ? 'a' : 'b'), const key = ...; t(key)): any literal of a
    // catalogue key's shape, in a module that imports t(), counts as asking for it.
    for (const [, key] of text.matchAll(/'([a-z][\w-]*(?:\.[\w-]+)+)'/g)) if (key in EN && !literal.has(key)) mentioned.set(key, file);
  }
  const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  for (const [, key] of html.matchAll(/\sdata-i18n(?:-[a-z-]+)?="([^"]+)"/g)) literal.set(key, 'index.html');
  return { literal, mentioned, patterns };
}

test('every language has exactly the English keys', () => {
  const english = Object.keys(EN).sort();
  for (const [language, catalogue] of Object.entries(CATALOGUES)) {
    const keys = Object.keys(catalogue).sort();
    assert.deepEqual(english.filter((key) => !(key in catalogue)), [], `${language}: missing`);
    assert.deepEqual(keys.filter((key) => !(key in EN)), [], `${language}: not in English`);
  }
});

// Each language's index.js spreads its area files into one object: a key written in two areas would keep only
// the later one, silently.
test('no key is written in two of a language\'s area files', async () => {
  for (const language of Object.keys(CATALOGUES)) {
    const folder = path.join(root, 'web/i18n', language);
    const owner = new Map();
    for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.js') && name !== 'index.js')) {
      const { default: area } = await import(path.join(folder, file));
      for (const key of Object.keys(area)) {
        assert.ok(!owner.has(key), `${language}: ${key} is in ${owner.get(key)} and ${file}`);
        owner.set(key, file);
      }
    }
    assert.equal(owner.size, Object.keys(CATALOGUES[language]).length, `${language}: index.js spreads every area file`);
  }
});

test('each message has the same placeholders in every language, and plural forms Intl.PluralRules knows', () => {
  for (const [key, english] of Object.entries(EN)) {
    const wanted = [...placeholdersOf(english)].sort();
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      const message = catalogue[key];
      assert.deepEqual([...placeholdersOf(message)].sort(), wanted, `${language} ${key}: placeholders`);
      if (typeof message === 'string') {
        assert.ok(message.trim() || SEPARATORS.has(key), `${language} ${key}: empty`);
        continue;
      }
      assert.equal(typeof message.count, 'string', `${language} ${key}: names its count`);
      assert.ok(message.other, `${language} ${key}: has an 'other' form`);
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const form of Object.keys(message).filter((name) => name !== 'count')) {
        assert.ok(categories.includes(form), `${language} ${key}: ${form} is not a plural category of ${language}`);
      }
      // Every form holds the same placeholders: a form without {count} would drop the number.
      const forms = Object.entries(message).filter(([name]) => name !== 'count');
      for (const [name, form] of forms) {
        const own = [...form.matchAll(/\{(\w+)\}/g)].map(([, placeholder]) => placeholder).sort();
        const first = [...forms[0][1].matchAll(/\{(\w+)\}/g)].map(([, placeholder]) => placeholder).sort();
        assert.deepEqual(own, first, `${language} ${key}: form ${name}`);
      }
    }
  }
});

test('every key the code and index.html ask for is in the catalogue, and every key is asked for', () => {
  const { literal, mentioned, patterns } = keysAsked();
  for (const [key, file] of literal) assert.ok(key in EN, `${file} asks for ${key}, which no catalogue has`);
  for (const { file, template, pattern } of patterns) {
    assert.ok(Object.keys(EN).some((key) => pattern.test(key)), `${file} asks for \`${template}\`, which matches no key`);
  }
  const unused = Object.keys(EN).filter((key) => !literal.has(key) && !mentioned.has(key) && !patterns.some(({ pattern }) => pattern.test(key)));
  assert.deepEqual(unused, [], 'keys no code asks for');
});

test('Chinese messages hold no English words beyond algorithm names, F/G/H, units and key names', () => {
  for (const [key, message] of Object.entries(ZH)) {
    if (BILINGUAL.has(key)) continue;
    const forms = typeof message === 'string' ? [message] : Object.entries(message).filter(([name]) => name !== 'count').map(([, form]) => form);
    for (const form of forms) {
      const text = form.replace(/\{\w+\}/g, ' ').replace(/<[^>]+>/g, ' ');
      const words = text.match(/[A-Za-zµ]+/g) ?? [];
      // A refusal may quote the caller's names (commands, fields, formats) as they were written.
      const english = words.filter((word) => isEnglishWord(word) && !(REFUSAL_KEY.test(key) && API_NAMES.has(word)));
      assert.deepEqual(english, [], `zh-Hans ${key}: ${form}`);
    }
  }
});

// The words docs/GLOSSARY.md's "Words not used" table turns down, each with the term the page writes instead:
// {variant: term}, read from the glossary itself (one place for the choice).
function rejectedVariants() {
  const glossary = fs.readFileSync(path.join(root, 'docs/GLOSSARY.md'), 'utf8');
  const section = glossary.split(/^## Words not used$/m)[1] ?? '';
  const rows = [...section.matchAll(/^\| ([^|\s][^|]*?) \| ([^|]+?) \| [^|]+\|$/gm)].filter(([, variant]) => variant !== 'Not' && !variant.startsWith('---'));
  return Object.fromEntries(rows.map(([, variant, term]) => [variant, term]));
}

// Every Chinese text of the lessons' files (title, summary, each scene's title and text), as {where, text}.
function lessonChinese() {
  const folder = path.join(root, 'web/lessons');
  const texts = [];
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.json') && name !== 'index.json')) {
    const lesson = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'));
    const fields = [['title', lesson.title], ['summary', lesson.summary],
      ...lesson.scenes.flatMap((scene, i) => [[`scene ${i + 1} title`, scene.title], [`scene ${i + 1} text`, scene.text]])];
    for (const [field, words] of fields) if (words?.['zh-Hans']) texts.push({ where: `${file} ${field}`, text: words['zh-Hans'] });
  }
  return texts;
}

test('Chinese text uses the glossary\'s terms (docs/GLOSSARY.md), never a variant it turns down: catalogues and lessons', () => {
  const rejected = rejectedVariants();
  // The table is read (a glossary rewritten past this reader would check nothing), with the two of issue 44's review.
  assert.ok(Object.keys(rejected).length >= 12, `the glossary's "Words not used": ${JSON.stringify(rejected)}`);
  assert.equal(rejected['计划'], '规划');
  assert.equal(rejected['智能体'], '机器人');
  const glossary = fs.readFileSync(path.join(root, 'docs/GLOSSARY.md'), 'utf8').split(/^## Words not used$/m)[0];
  for (const term of new Set(Object.values(rejected))) assert.ok(glossary.includes(term), `the glossary's tables have ${term}`);
  const texts = [
    ...Object.entries(ZH).map(([key, message]) => ({ where: `zh-Hans ${key}`, text: typeof message === 'string' ? message : Object.values(message).join(' ') })),
    ...lessonChinese(),
  ];
  assert.ok(texts.some(({ where }) => where.endsWith('.json scene 1 text')), 'the lessons are read');
  for (const { where, text } of texts) {
    for (const [variant, term] of Object.entries(rejected)) assert.ok(!text.includes(variant), `${where}: ${variant} where the glossary says ${term}`);
  }
});

test('the language: ?lang, else the remembered choice, else the first of the browser\'s languages the page has, else English', () => {
  assert.equal(languageOf('zh'), 'zh-Hans');
  assert.equal(languageOf('zh-CN'), 'zh-Hans');
  assert.equal(languageOf('zh-TW'), 'zh-Hans');
  assert.equal(languageOf('ZH-hans-SG'), 'zh-Hans');
  assert.equal(languageOf('en-GB'), 'en');
  assert.equal(languageOf('fr'), null);
  assert.equal(languageOf('zhx'), null);
  assert.deepEqual(chooseLanguage({ query: 'zh-Hans', stored: 'en', browser: ['en-US'] }), { language: 'zh-Hans', source: 'query' });
  assert.deepEqual(chooseLanguage({ query: 'en', stored: 'zh-Hans', browser: ['zh-CN'] }), { language: 'en', source: 'query' });
  assert.deepEqual(chooseLanguage({ query: 'klingon', stored: 'zh-Hans', browser: [] }), { language: 'zh-Hans', source: 'stored' });
  assert.deepEqual(chooseLanguage({ stored: null, browser: ['fr-FR', 'zh-CN', 'en'] }), { language: 'zh-Hans', source: 'browser' });
  assert.deepEqual(chooseLanguage({ browser: ['en-US', 'zh-CN'] }), { language: 'en', source: 'browser' });
  assert.deepEqual(chooseLanguage({ browser: ['fr', 'de'] }), { language: 'en', source: 'default' });
});

test('the switch puts ?lang in the address and keeps the rest: embed flags and the share link\'s fragment', () => {
  assert.equal(addressWithLanguage('http://x/index.html#v2.abc', 'zh-Hans'), 'http://x/index.html?lang=zh-Hans#v2.abc');
  assert.equal(addressWithLanguage('http://x/?embed&controls=minimal#v2.abc', 'en'), 'http://x/?embed&controls=minimal&lang=en#v2.abc');
  assert.equal(addressWithLanguage('http://x/?lang=en#f', 'zh-Hans'), 'http://x/?lang=zh-Hans#f');
});

test('plurals, numbers and lists come from Intl in each language', async () => {
  assert.equal(currentLanguage(), 'en');
  assert.equal(t('length.steps', { n: 1, count: '1' }), '1 step');
  assert.equal(t('length.steps', { n: 44, count: '44' }), '44 steps');
  assert.equal(t('count.cells', { n: 12345, count: '12,345' }), '12,345 cells');
  assert.equal(formatList(['A*', 'JPS', 'IDA*']), 'A*, JPS and IDA*');
  assert.equal(t('openList.more', { count: 12345 }), '… and 12,345 more', 'a number given as a number is grouped from 10,000 on');
  assert.equal(t('openList.more', { count: 1234 }), '… and 1234 more');
  try {
    await useLanguage('zh-Hans');
    assert.equal(t('length.steps', { n: 1, count: '1' }), '1 步');
    assert.equal(formatList(['A*', 'JPS', 'IDA*']), 'A*、JPS 和 IDA*', 'spaces around 和 beside Latin words');
    assert.equal(formatList(['草地', '沙地', '水']), '草地、沙地和水');
    assert.equal(t('playback.stepOf', { step: '3', of: '40' }), '第 3 步，共 40 步');
  } finally {
    await useLanguage('en');
  }
});

test('refusals: the engine\'s English sentences are read back into Chinese, nested ones too; English stays as it was', async () => {
  const { engineText } = await import('../../web/core/engine-refusals.js');
  const { decodeFragment } = await import('../../web/share/share-codec.js');
  const tile = "line 2, column 3: unknown tile '?' (. floor, # wall, S start, G goal, g grass, s sand, w water)";
  const size = 'map size grid size 5000x5000 is outside 1x1 to 4096x4096';
  assert.equal(engineText(tile), tile, 'an English page gets the engine\'s sentence unchanged');
  assert.equal((await decodeFragment('#map=S..G/...')).error, 'map row 2 has 3 cells, the first row 4');
  try {
    await useLanguage('zh-Hans');
    assert.equal(engineText(tile), "第 2 行第 3 列：未知的格子 '?'（. 空地，# 墙，S 起点，G 终点，g 草地，s 沙地，w 水）");
    assert.equal(engineText('line 4: row has 3 tiles, expected 5'), '第 4 行：这一行有 3 个格子，应有 5 个');
    assert.equal(engineText(`line 1: ${size}`), '第 1 行：地图大小：网格大小 5000x5000 不在 1x1 到 4096x4096 之间');
    assert.equal(engineText('start (3, 4) is on a wall'), '起点 (3, 4) 在墙上');
    // A walk's end (the Walk view's and an embed's done stats' reason).
    assert.equal(engineText('the goal is cut off: no way to it is known from (3, 4) at move 7'), '终点被隔断了：在第 7 步，从 (3, 4) 出发，已知的地图上没有通往终点的路');
    assert.equal(engineText('something the catalogue has not met'), 'something the catalogue has not met', 'kept as the engine wrote it');
    assert.equal((await decodeFragment('#map=S..G/...')).error, '地图第 2 行有 3 个格子，而第一行有 4 个');
    // Through the engine: its road text reader's sentence, two levels deep ("line 6: road 0: length ...").
    const { freshEngine } = await import('./support.mjs');
    const engine = await freshEngine();
    await assert.rejects(engine.loadNetwork({ text: 'frontier-roads 1\nnodes 2\n0 0\n10 0\nroads 1\n0 1 x 50\n' }),
      { message: "第 6 行：道路 0：长度 'x' 必须是 0 到 1e9 的米数" });
    await assert.rejects(engine.loadNetwork({ format: 'osm', text: '<?xml version="1.0"?>\n<gpx></gpx>\n' }),
      { message: '第 1 行：没有 <osm> 元素：这不是 OpenStreetMap XML' });
    await assert.rejects(engine.loadNetwork({ format: 'dimacs', gr: 'p sp 2 1\na 1 2 x\n', co: '' }),
      { message: '.gr 文件第 2 行：权重 \'x\' 必须是 0 到 1e9 的数' });
    assert.throws(() => engine.search({ width: 3, height: 1, cells: [0, 1, 0], start: { x: 0, y: 0 }, goal: { x: 1, y: 0 } }),
      { message: '终点 (1, 0) 在墙上' });
  } finally {
    await useLanguage('en');
  }
});

// The engine's names a Chinese refusal keeps as the engine wrote them (its algorithms, options' choices, maze
// kinds, in its lists "expected one of ..."): their words, each a run of Latin letters.
async function engineNameWords() {
  const { default: SCHEMA } = await import('../../web/wasm/frontier_schema.js');
  const names = [...SCHEMA.algorithms.map((row) => row.name), ...SCHEMA.options.flatMap((option) => option.choices ?? []),
    ...SCHEMA.mazes.map((maze) => maze.name)];
  return new Set(names.flatMap((name) => String(name).match(/[A-Za-z]+/g) ?? []));
}

// The English words left in a sentence the page shows in Chinese: none but the short lists' (API names, the
// engine's own names) and what the caller wrote, which the engine quotes back ('fuel', a tag <foo>).
function englishLeft(text, names) {
  const words = text.replace(/'[^']*'|<[^>]*>/g, ' ').match(/[A-Za-z]+/g) ?? [];
  return words.filter((word) => isEnglishWord(word) && !API_NAMES.has(word) && !names.has(word));
}

test('every template of the engine\'s sentences reads back as itself in Chinese: none is taken by a broader one', async () => {
  const { engineText } = await import('../../web/core/engine-refusals.js');
  const { tPlain } = await import('../../web/i18n/i18n.js');
  const source = fs.readFileSync(path.join(root, 'web/core/engine-refusals.js'), 'utf8');
  const shared = [...source.match(/const SHARED_KEYS = \[([^\]]*)\]/)[1].matchAll(/'([^']+)'/g)].map((match) => match[1]);
  const keys = [...Object.keys(EN).filter((key) => key.startsWith('cpp.')), ...shared];
  assert.ok(keys.length > 200, `${keys.length} templates`);
  // Each placeholder a number (a number fits any placeholder), a terrain its name, said in the page's words.
  const sample = (name) => (/terrain/i.test(name) ? 'grass' : '7');
  try {
    await useLanguage('zh-Hans');
    for (const key of keys) {
      const names = [...placeholdersOf(EN[key])];
      const english = Object.fromEntries(names.map((name) => [name, sample(name)]));
      const chinese = Object.fromEntries(names.map((name) => [name, sample(name) === 'grass' ? tPlain('terrain.grass') : '7']));
      assert.equal(engineText(fill(EN[key], english)), tPlain(key, chinese), key);
    }
  } finally {
    await useLanguage('en');
  }
});

// The engine's sentences as its callers meet them (docs/API.md): at least one from each file that writes them.
// Each row: [the C++ file, what the engine is asked] -> the refusal's message, or the reason a result gives.
const loadOsm = (engine, body) => engine.loadNetwork({ format: 'osm', text: `<osm version="0.6">\n${body}` });
const ROADS = 'frontier-roads 1\nnodes 3\n0 0\n100 0\n200 0\nroads 2\n0 1 100 50\n1 2 100 50 1\n';
const GRID = { width: 4, height: 3, cells: [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0], start: { x: 0, y: 0 }, goal: { x: 3, y: 2 } };
const ENGINE_SENTENCES = [
  ['io/xml_tokens.cpp', (engine) => loadOsm(engine, '<!-- never closed')],
  ['io/xml_tokens.cpp', (engine) => loadOsm(engine, '<node id=1 lat="1" lon="1"/>')],
  ['io/xml_tokens.cpp', (engine) => loadOsm(engine, '<node id="&bogus;"/>')],
  ['io/osm.cpp', (engine) => loadOsm(engine, '<node id="x" lat="1" lon="1"/>')],
  ['io/osm.cpp', (engine) => loadOsm(engine, '<way id="2"><nd ref="1"/></way>\n<node id="1" lat="1" lon="1"/>')],
  ['io/osm.cpp', (engine) => loadOsm(engine, '<node id="1" lat="100" lon="1"/>')],
  ['io/osm.cpp', (engine) => loadOsm(engine, '<node id="1" lat="1" lon="1"/>\n<node id="1" lat="1" lon="1"/>')],
  ['io/osm.cpp', (engine) => loadOsm(engine, '<node id="1" lat="1" lon="1"/>\n<way id="2"><foo></foo></way>')],
  ['io/road_snapshot.cpp', (engine) => engine.loadNetwork({ snapshot: new Uint8Array(100) })],
  ['io/road_snapshot.cpp', async (engine) => {
    await engine.loadNetwork({ text: ROADS });
    const bytes = engine.networkSnapshot();
    bytes[bytes.length - 1] ^= 1;
    return engine.loadNetwork({ snapshot: bytes });
  }],
  ['io/road_text.cpp', (engine) => engine.loadNetwork({ text: `${ROADS}names 1\n0\n` })],
  ['io/text_grid.cpp', (engine) => engine.parseGrid('S.\0G')],
  ['bindings/grid_bindings.cpp', (engine) => (engine.setGrid(GRID), engine.forcedNeighbours({ x: 1, y: 1, dx: 0, dy: 0 }))],
  ['generate/roads/random_network.cpp', (engine) => engine.loadNetwork({ generator: 'random', nodes: 100, onProgress: () => false })],
  ['graph/road_map.cpp', (engine) => engine.loadNetwork({ text: 'frontier-roads 1\nnodes 2\n0 0\n1 0\nroads 1\n0 1 100 0\n' })],
  ['generate/roads/random_network.cpp', (engine) => engine.core().generateNetwork(1, 1, null)],
  ['bindings/road_bindings.cpp', (engine) => engine.core().parseNetwork('csv', '', '')],
  ['search/roads/road_requests.cpp', (engine) => engine.route({ from: 0, to: 1, algorithm: 'jps' })],
  ['search/roads/road_requests.cpp', (engine) => engine.disjointRoutes({ from: 0, to: 0 })],
  ['search/roads/road_requests.cpp', (engine) => engine.alternativeRoutes({ from: 0, to: 2, stretch: 3 })],
  ['search/roads/road_router.cpp', (engine) => engine.altBound(0)],
  ['search/roads/road_prepare.cpp', (engine) => engine.route({ from: 0, to: 1, algorithm: 'ch' })],
  ['search/roads/road_prepare.cpp', (engine) => engine.prepare({ technique: 'alt', landmarks: 10 })],
  ['search/roads/road_prepare.cpp', (engine) => engine.prepare({ technique: 'ch', onProgress: () => false, progressEvery: 1 })],
  ['bindings/road_bindings.cpp', (engine) => engine.contractionRecord()],
  ['bindings/road_bindings.cpp', (engine) => engine.route({ from: 0, to: 1, metric: 'fuel' })],
  ['search/roads/drive.cpp', (engine) => engine.drive({ from: 0, to: 2, blocked: [{ from: 0, to: 2 }] })],
  ['search/roads/drive.cpp', (engine) => engine.drive({ from: 2, to: 0 }).reason],
  ['search/roads/route_check.cpp', (engine) => engine.checkRoute({ nodes: [2, 1] }).reason],
  ['search/roads/route_check.cpp', (engine) => engine.checkRoute({ nodes: [0, 7] }).reason],
  ['search/core/options.cpp', (engine) => engine.search({ ...GRID, terrainCosts: { water: -1 } })],
  ['search/core/options.cpp', (engine) => engine.search({ ...GRID, budget: 5 })],
  ['search/core/options.cpp', (engine) => engine.search({ ...GRID, algorithm: 'bfs', tieBreak: 'tutorial' })],
  ['search/core/options.cpp', (engine) => engine.search({ ...GRID, algorithm: 'nope' })],
  ['search/core/searcher.cpp', (engine) => engine.search({ ...GRID, algorithm: 'jps', topology: 'hex' })],
  ['search/core/searcher.cpp', (engine) => engine.search({ ...GRID, algorithm: 'jps', cells: [0, 0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 0], terrainCosts: { grass: 3 } })],
  ['search/core/searcher.cpp', (engine) => engine.setMemoryLimit(5)],
  ['search/core/searcher.cpp', (engine) => (engine.search({ ...GRID, algorithm: 'ida-star' }), engine.cellStates())],
  ['search/core/walk_check.cpp', (engine) => engine.checkWalk({ ...GRID, walk: [{ x: 0, y: 0 }, { x: 0, y: 1 }, { x: 1, y: 2 }] }).reason],
  ['search/core/walk_check.cpp', (engine) => engine.checkWalk({ ...GRID, walk: [{ x: 0, y: 0 }, { x: 2, y: 0 }] }).reason],
  ['search/walk/navigator.cpp', (engine) => engine.navigate({ ...GRID, sensorRadius: 99 })],
  ['search/walk/navigator.cpp', (engine) => engine.navigate({ ...GRID, changes: [{ beforeMove: 1, cells: [{ x: 9, y: 9, code: 1 }] }] })],
  ['bindings/walk_bindings.cpp', (engine) => engine.navigate({ ...GRID, algorithm: 'astar' })],
  ['generate/mazes/perfect_mazes.cpp', (engine) => engine.generateMaze({ width: 1, height: 5, topology: 'hex' })],
  ['generate/mazes/perfect_mazes.cpp', (engine) => engine.generateMaze({ kind: 'division', width: 9, height: 9, topology: 'hex' })],
  ['generate/mazes/other_mazes.cpp', (engine) => engine.generateMaze({ width: 9, height: 9, terrainCoverage: 0.5, terrainScale: 0.5 })],
  ['generate/mazes/generate.cpp', (engine) => engine.generateMaze({ kind: 'caves', width: 9, height: 9, braid: 0.5 })],
  ['generate/mazes/generate.cpp', (engine) => engine.generateMaze({ kind: 'spiral', width: 9, height: 9 })],
  ['bindings/grid_bindings.cpp', (engine) => engine.generateMaze({ width: 9, height: 9, topology: 'tri' })],
];

test('the engine\'s sentences, met through its calls, come back in Chinese with no English word left', async () => {
  const { freshEngine } = await import('./support.mjs');
  const { engineText } = await import('../../web/core/engine-refusals.js');
  const names = await engineNameWords();
  const engine = await freshEngine();
  await engine.loadNetwork({ text: ROADS });
  // What a call says: its refusal's message (already in the page's language), or the reason its result gives
  // (in English, as the engine wrote it: the page says it through engineText).
  const said = async (call) => {
    try {
      const answer = await call(engine);
      return typeof answer === 'string' ? engineText(answer) : `no refusal: ${JSON.stringify(answer)?.slice(0, 80)}`;
    } catch (failure) {
      return failure.message;
    } finally {
      await engine.loadNetwork({ text: ROADS }); // each row from the same network
    }
  };
  try {
    await useLanguage('zh-Hans');
    for (const [file, call] of ENGINE_SENTENCES) {
      const text = await said(call);
      assert.deepEqual(englishLeft(text, names), [], `${file}: ${text}`);
      assert.match(text, /\p{Script=Han}/u, `${file}: ${text}`);
    }
  } finally {
    await useLanguage('en');
  }
  // The files the sentences come from, each met at least once above.
  const sources = new Set(ENGINE_SENTENCES.map(([file]) => file));
  for (const file of ['io/xml_tokens.cpp', 'io/osm.cpp', 'io/road_snapshot.cpp', 'io/road_text.cpp', 'io/text_grid.cpp', 'graph/road_map.cpp', 'search/roads/road_requests.cpp',
    'search/roads/road_router.cpp', 'search/roads/road_prepare.cpp', 'search/roads/drive.cpp', 'search/roads/route_check.cpp',
    'search/core/options.cpp', 'search/core/searcher.cpp', 'search/core/walk_check.cpp', 'search/walk/navigator.cpp',
    'bindings/road_bindings.cpp', 'bindings/grid_bindings.cpp', 'bindings/walk_bindings.cpp', 'generate/mazes/perfect_mazes.cpp',
    'generate/mazes/other_mazes.cpp', 'generate/mazes/generate.cpp', 'generate/roads/random_network.cpp']) {
    assert.ok(sources.has(file), file);
  }
});
