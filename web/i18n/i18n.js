// The page's language and its words: which language the page speaks (the address's ?lang, else the choice
// remembered from the header's switch, else the browser's languages, else English), t(key, values) for every
// message, and translatePage() for the words written in index.html (data-i18n attributes).
//
// Why no library: the page ships plain ES modules with no bundler in development, and every ICU
// MessageFormat package on npm (intl-messageformat, @messageformat/core) imports other packages by bare
// name, which a browser cannot resolve without an import map or a build step. What the catalogues need is
// small and the platform has it: Intl.PluralRules picks a plural form, Intl.NumberFormat writes numbers,
// Intl.ListFormat joins lists ("A, B and C", "A、B和C"). A message is one template with named placeholders,
// {name}, so Chinese can put them in its own order; a message that counts is an object of plural forms
// ({count: 'n', one: '...', other: '...'}, Intl.PluralRules's categories; Chinese needs only `other`).
//
// The language is fixed for the life of the page: the switch reloads it (web/i18n/language-switch.js says
// why), so a module may read its words once, when it loads. The English catalogue is always loaded (it is
// the fallback and what the Node tests read); another is loaded by a top-level await before any module that
// imports this one runs, so the first load of an English page fetches nothing more.
import EN from './en/index.js';

export const LANGUAGES = Object.freeze(['en', 'zh-Hans']);
// What each language is called in its own words: the header's switch.
export const LANGUAGE_NAMES = Object.freeze({ en: 'English', 'zh-Hans': '中文' });
// Where the header's switch remembers the reader's choice.
export const STORAGE_KEY = 'frontier.lang';

// One of LANGUAGES for a BCP 47 tag, or null: any Chinese (zh, zh-CN, zh-TW, zh-Hans-SG) is the Simplified
// Chinese the catalogue has; any English is English.
export function languageOf(tag) {
  const lower = String(tag ?? '').trim().toLowerCase();
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh-Hans';
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  return null;
}

// The page's language and where it came from ('query', 'stored', 'browser' or 'default'): the address's
// ?lang (a link's sender chose it), the header's remembered choice, the first of the browser's languages the
// page has, English.
export function chooseLanguage({ query = null, stored = null, browser = [] } = {}) {
  if (languageOf(query)) return { language: languageOf(query), source: 'query' };
  if (languageOf(stored)) return { language: languageOf(stored), source: 'stored' };
  for (const tag of browser) {
    if (languageOf(tag)) return { language: languageOf(tag), source: 'browser' };
  }
  return { language: 'en', source: 'default' };
}

// localStorage throws in some frames (storage blocked, an opaque origin): no remembered choice then.
export function storedLanguage() {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function pageChoice() {
  if (typeof document === 'undefined') return { language: 'en', source: 'default' }; // Node, a worker
  return chooseLanguage({
    query: new URLSearchParams(location.search).get('lang'),
    stored: storedLanguage(),
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
}

const choice = pageChoice();
let language = choice.language;
// How the page came to speak it: a link carries ?lang only when the language was chosen (web/i18n/language-switch.js).
export const LANGUAGE_SOURCE = choice.source;
const catalogues = { en: EN };
if (language !== 'en') catalogues[language] = (await import('./zh-Hans/index.js')).default;

// The page's language, as <html lang> says it ('en' or 'zh-Hans').
export function currentLanguage() {
  return language;
}

// For the Node tests, which have no page: speak `next` from now on (modules that read their words when they
// loaded keep those).
export async function useLanguage(next) {
  if (!LANGUAGES.includes(next)) throw new Error(`no catalogue for ${next}`);
  if (!catalogues[next]) catalogues[next] = (await import('./zh-Hans/index.js')).default;
  language = next;
  formatters.clear();
}

// Intl's formatters are costly to make and the narration asks for them on every step: one per kind.
const formatters = new Map();
function formatter(kind, make) {
  if (!formatters.has(kind)) formatters.set(kind, make());
  return formatters.get(kind);
}

// A number as the page's language writes it ("12,345"; Chinese writes the same digits and separators).
export function formatNumber(value, options = {}) {
  const key = `number:${JSON.stringify(options)}`;
  return formatter(key, () => new Intl.NumberFormat(language, options)).format(value);
}

// "A, B and C" / "A、B和C"; `type` 'disjunction' for "A, B or C". English lists as British English writes
// them, with no comma before "and", as the page always has.
export function formatList(items, type = 'conjunction') {
  const locale = language === 'en' ? 'en-GB' : language;
  const list = formatter(`list:${type}`, () => new Intl.ListFormat(locale, { style: 'long', type })).format(items.map(String));
  // Chinese joins with 和 / 或 and no spaces, as between Chinese words; beside a cell such as (3, 4) or a name
  // such as A* it takes a space, as Chinese text sets Latin words and numbers apart.
  return language === 'zh-Hans' ? list.replace(/([!-~])([和或])/g, '$1 $2').replace(/([和或])([!-~])/g, '$1 $2') : list;
}

// The plural category of `count` in the page's language ('one', 'other', ...).
export function pluralOf(count) {
  return formatter('plural', () => new Intl.PluralRules(language)).select(count);
}

// A value put into a message: numbers as the language writes them (thousands grouped from 10,000 on, as
// web/view/format.js's formatCount does everywhere on the page), lists joined, anything else as text.
function valueText(value) {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '∞';
    return Math.abs(value) >= 10000 ? formatNumber(value) : String(value);
  }
  if (Array.isArray(value)) return formatList(value);
  return String(value);
}

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

// The template of `message` for these values: the message itself, or the plural form its count asks for.
function templateOf(message, values) {
  if (typeof message === 'string') return message;
  const count = Number(values[message.count]);
  return message[pluralOf(count)] ?? message.other;
}

// Fills a template's {name} placeholders; a placeholder with no value stays as it is (the catalogue test
// holds every message's placeholders to its callers' values).
export function fill(template, values = {}) {
  return template.replace(PLACEHOLDER, (whole, name) => (name in values ? valueText(values[name]) : whole));
}

// The message `key` in the page's language with `values` put in. A key that no catalogue has is said in the
// console (the browser tests fail on console warnings; a developer's message, so English) and shown as itself.
export function t(key, values = {}) {
  const message = catalogues[language]?.[key] ?? EN[key];
  if (message === undefined) {
    console.warn(`Frontier i18n: no message ${key}`);
    return key;
  }
  return fill(templateOf(message, values), values);
}

// A refusal's message (the codecs', the engine's calls', the embed API's): t() with numbers written as plain
// digits, as those messages always wrote them ("over the 65536 limit", not "65,536"), so an English refusal
// is the text it was before it joined the catalogue, which tests and hosts match.
export function tPlain(key, values = {}) {
  const plain = {};
  for (const [name, value] of Object.entries(values)) plain[name] = typeof value === 'number' ? String(value) : value;
  return t(key, plain);
}

// Whether the catalogue has `key` (for words that may or may not exist, such as a registry row's).
export function has(key) {
  return key in EN;
}

// The names of the placeholders of a message, every plural form's together (the catalogue test compares them).
export function placeholdersOf(message) {
  const forms = typeof message === 'string' ? [message] : Object.entries(message).filter(([name]) => name !== 'count').map(([, form]) => form);
  const names = new Set();
  for (const form of forms) for (const [, name] of form.matchAll(PLACEHOLDER)) names.add(name);
  if (typeof message !== 'string') names.add(message.count);
  return names;
}

// Writes a message into an element that may hold others (a label around its input, a swatch before its
// word): its last text with any words in it takes the message, its spaces around kept; one with no child
// elements takes it whole.
function putText(element, text) {
  if (!element.firstElementChild) {
    element.textContent = text;
    return;
  }
  const texts = [...element.childNodes].filter((node) => node.nodeType === 3 && node.nodeValue.trim());
  const last = texts.at(-1);
  if (!last) {
    element.append(text);
    return;
  }
  const [, lead, trail] = last.nodeValue.match(/^(\s*)[\s\S]*?(\s*)$/);
  last.nodeValue = `${lead}${text}${trail}`;
}

// The attributes a message may fill, as data-i18n-<attribute>="key".
export const I18N_ATTRIBUTES = Object.freeze(['title', 'aria-label', 'aria-roledescription', 'placeholder', 'content']);

// Puts the page's language into what index.html wrote in English: data-i18n="key" (the element's text),
// data-i18n-html="key" (a message with inline markup of our own: <strong>, <kbd>), data-i18n-title="key" and
// the other I18N_ATTRIBUTES. English is what the HTML already says (a browser test holds the two equal), so
// an English page is left alone.
export function translatePage(root = document) {
  if (language === 'en') return;
  for (const element of root.querySelectorAll('[data-i18n]')) putText(element, t(element.dataset.i18n));
  for (const element of root.querySelectorAll('[data-i18n-html]')) element.innerHTML = t(element.dataset.i18nHtml);
  for (const attribute of I18N_ATTRIBUTES) {
    const data = `data-i18n-${attribute}`;
    for (const element of root.querySelectorAll(`[${data}]`)) element.setAttribute(attribute, t(element.getAttribute(data)));
  }
}

// <html lang> follows the language, and index.html's words are put in before any module that imports this one
// runs (the modules are deferred: the document is whole by now), so none reads or keeps an English word.
if (typeof document !== 'undefined') {
  document.documentElement.lang = language;
  translatePage();
}
