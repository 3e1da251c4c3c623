// What a reader sees or hears of parts of a page, for the tests of the page in Chinese: every visible text
// under some selectors (with titles, aria-labels and the like) and the Latin words in it beyond an allowed list.
import { isEnglishWord } from '../node/i18n-words.mjs';

// Every visible text under `selectors` (not inside `skip`), with the elements' `attributes`, as {text, where}
// (where: the element's id, class or tag). `page` may be a Page or a Frame.
export async function visibleTexts(page, selectors, { skip = [], attributes = ['title', 'aria-label'] } = {}) {
  return page.evaluate(([roots, skipped, named]) => {
    const found = [];
    const hiddenByUs = (element) => skipped.some((selector) => element.closest(selector));
    for (const root of roots.flatMap((selector) => [...document.querySelectorAll(selector)])) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let node = walker.currentNode; node; node = walker.nextNode()) {
        const element = node.nodeType === 1 ? node : node.parentElement;
        if (hiddenByUs(element) || !element.checkVisibility({ visibilityProperty: true })) continue;
        if (node.nodeType === 3) {
          if (element.tagName === 'OPTION' && !element.selected) continue;
          if (node.nodeValue.trim()) found.push({ text: node.nodeValue.trim(), where: element.id || element.className || element.tagName });
        } else {
          for (const attribute of named) {
            if (node.getAttribute(attribute)) found.push({ text: node.getAttribute(attribute), where: `${node.id || node.tagName}[${attribute}]` });
          }
        }
      }
    }
    return found;
  }, [selectors, skip, attributes]);
}

// The Latin words of `texts` that `allowed` (a Set) does not hold, as "where: word (in "text")" lines.
export function latinWordsIn(texts, allowed) {
  return texts.flatMap(({ text, where }) => (text.match(/[A-Za-zµ]+/g) ?? []).filter((word) => isEnglishWord(word, allowed))
    .map((word) => `${where}: ${word} (in "${text.slice(0, 120)}")`));
}
