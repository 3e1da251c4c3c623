// The lessons in Chinese (issue 44; docs/LESSONS.md, "Languages"): a field's words in several languages are
// read in the page's language, else English, else the first; a lesson file of plain strings still loads; the
// Chinese words of a shipped lesson state exactly the numbers its English states (the English numbers are the
// engine's: tests/node/lesson-numbers.test.mjs pins them, so the Chinese ones are pinned too) and use the glossary's
// terms with no English beyond the short list.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';

import { checkLesson, readLessonText, wordsIn, languagesOf } from '../../web/lessons/lesson-format.js';
import { useLanguage, t } from '../../web/i18n/i18n.js';
import { isEnglishWord } from './i18n-words.mjs';

const FOLDER = new URL('../../web/lessons/', import.meta.url);
const index = JSON.parse(fs.readFileSync(new URL('index.json', FOLDER), 'utf8'));
const files = new Map(index.lessons.map(({ id, file }) => [id, JSON.parse(fs.readFileSync(new URL(file, FOLDER), 'utf8'))]));
// The lessons translated whole: every title, summary and scene has its Chinese (all seven).
const IN_CHINESE = index.lessons.map(({ id }) => id);
// Latin a lesson quotes as it is in any language: the C++ tutorial's loop (if (nDeadLoop++ >= 200)), the reduced
// costs' formula's indices (w(i, j)) and the city's name.
const QUOTED = new Set(['if', 'nDeadLoop', 'i', 'j', 'd', 'Campo', 'Grande']);

// Every field of a lesson that has words: [where, value].
function fields(data) {
  const found = [['title', data.title], ['summary', data.summary]];
  data.scenes.forEach((scene, k) => {
    if (scene.title !== undefined) found.push([`scene ${k + 1} title`, scene.title]);
    found.push([`scene ${k + 1} text`, scene.text]);
  });
  return found.filter(([, value]) => value !== undefined);
}

// The numbers words state, in order of size: "7", "1,155", "8.33" (digits, as both languages write them).
const numbers = (text) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();

test('a Chinese field states exactly the numbers its English does', () => {
  for (const [id, data] of files) {
    for (const [where, value] of fields(data)) {
      if (typeof value === 'string' || value['zh-Hans'] === undefined) continue;
      assert.deepEqual(numbers(value['zh-Hans']), numbers(value.en), `${id} ${where}`);
    }
  }
});

test('every shipped lesson is in Chinese throughout, in the glossary\'s words, with no English beyond the short list', () => {
  const variants = ['开放列表', '封闭列表', '打开列表', 'open表', 'close表', '父亲', '父方格', '障碍物', '目的地', '启发函数'];
  for (const id of IN_CHINESE) {
    const data = files.get(id);
    assert.deepEqual(languagesOf(data).sort(), ['en', 'zh-Hans'], id);
    for (const [where, value] of fields(data)) {
      const text = value['zh-Hans'];
      assert.equal(typeof text, 'string', `${id} ${where}: in Chinese`);
      assert.match(text, /[\u4e00-\u9fff]/, `${id} ${where}`);
      const english = (text.match(/[A-Za-z]+/g) ?? []).filter((word) => isEnglishWord(word) && !QUOTED.has(word));
      assert.deepEqual(english, [], `${id} ${where}: ${text}`);
      for (const variant of variants) assert.ok(!text.includes(variant), `${id} ${where}: ${variant}`);
    }
  }
});

test('checkLesson reads the words in the language asked for, English where a field has no Chinese, as written where it is a plain string', async () => {
  const lesson = { format: 'frontier-lesson/1', title: { en: 'Two', 'zh-Hans': '二' }, scenes: [
    { title: 'Plain', text: { en: 'English only' }, link: 'map=S.G' },
    { text: { en: 'Both', 'zh-Hans': '两种' }, link: 'map=S.G' },
    { text: { 'zh-Hans': '只有中文' }, link: 'map=S.G' },
  ] };
  const zh = (await checkLesson(lesson, { language: 'zh-Hans' })).lesson;
  assert.deepEqual([zh.title, ...zh.scenes.map((scene) => scene.text)], ['二', 'English only', '两种', '只有中文']);
  assert.equal(zh.scenes[0].title, 'Plain');
  const en = (await checkLesson(lesson, { language: 'en' })).lesson;
  assert.deepEqual([en.title, ...en.scenes.map((scene) => scene.text)], ['Two', 'English only', 'Both', '只有中文']);
  assert.equal(wordsIn({ en: 'a', 'zh-Hans': '  ' }, 'zh-Hans'), 'a', 'blank words fall back');
  // The shipped lessons read in Chinese and in English.
  for (const [id, data] of files) {
    const zhRead = await checkLesson(data, { language: 'zh-Hans' });
    const enRead = await checkLesson(data, { language: 'en' });
    assert.equal(zhRead.error ?? enRead.error, undefined, id);
    assert.ok(zhRead.lesson.scenes.every((scene) => /[\u4e00-\u9fff]/.test(scene.text)), id);
    assert.ok(enRead.lesson.scenes.every((scene) => !/[\u4e00-\u9fff]/.test(scene.text)), id);
  }
});

test('words in several languages are refused when malformed, with the field named, in the page\'s language', async () => {
  const base = (scene) => ({ format: 'frontier-lesson/1', title: 'T', scenes: [{ link: 'map=S.G', ...scene }] });
  for (const text of [{}, { en: '' }, { en: 3 }, { 'not a tag': 'x' }, ['x'], { en: 'x'.repeat(2001) }]) {
    assert.equal((await checkLesson(base({ text }))).error, 'scene 1: its text must be 1 to 2000 characters', JSON.stringify(text).slice(0, 40));
  }
  assert.equal((await checkLesson({ format: 'frontier-lesson/1', title: { en: ' ' }, scenes: [{ text: 'x', link: 'map=S.G' }] })).error,
    "a lesson's title must be text of 1 to 120 characters");
  try {
    await useLanguage('zh-Hans');
    assert.equal((await checkLesson(base({ text: {} }))).error, '第 1 幕：文字必须是 1 到 2000 个字符');
    assert.equal((await readLessonText('{')).error.startsWith('这节课不是 JSON：'), true);
    assert.equal(t('lesson.progress', { number: 2, total: 7 }), '第 2 幕，共 7 幕');
  } finally {
    await useLanguage('en');
  }
});
