// The header's 中文 / English switch: one button naming the other language in that language (the header has no
// room for two on a phone). It remembers the reader's choice (localStorage), puts it in the address's ?lang and
// reloads the page in that language; and on a page whose language was chosen before, it writes that choice
// into the address, so that Copy link and Embed carry it (a link carries ?lang only when someone chose it).
//
// Why a reload and not a live switch: much of the page writes its words once (the options form and the legend
// built from the registry, the panels' headings, menus of the views built on first use, words a module reads
// when it loads), so a live switch would need every one of them to listen for it, and any one forgotten would
// leave the page in two languages. A reload speaks one language everywhere by construction, and loses nothing:
// the address's #fragment is the share link of what is on screen (maze, options, step, view, lesson), written
// out first, so the page comes back where it was.
import { LANGUAGES, LANGUAGE_NAMES, LANGUAGE_SOURCE, STORAGE_KEY, currentLanguage, t } from './i18n.js';

// The address with ?lang=`language` (any other query fields and the fragment kept as they are).
export function addressWithLanguage(href, language) {
  const url = new URL(href);
  url.searchParams.set('lang', language);
  // URLSearchParams writes a bare `embed` as `embed=`: the page reads both, but links stay as people wrote them.
  url.search = url.search.replace(/([?&][a-z]+)=(?=&|$)/g, '$1');
  return url.href;
}

function remember(language) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // storage blocked: the address's ?lang still carries the choice
  }
}

// Wires `button` (index.html's #language-switch). `beforeReload()` writes the address's fragment out first
// (ShareLinks.flush); `embedded`: a widget never writes its address (its host's page owns the history).
export function wireLanguageSwitch(button, { beforeReload = async () => {}, embedded = false } = {}) {
  const language = currentLanguage();
  // A language remembered from an earlier visit is a choice the reader made: the address says it, as the switch
  // would have put it there.
  if (LANGUAGE_SOURCE === 'stored' && !embedded) history.replaceState(history.state, '', addressWithLanguage(location.href, language));
  const other = LANGUAGES.find((name) => name !== language);
  button.textContent = LANGUAGE_NAMES[other];
  button.lang = other;
  button.dataset.lang = other;
  // Said in both languages: the reader may read either.
  button.title = t('language.switch');
  button.addEventListener('click', async () => {
    remember(other);
    button.disabled = true;
    await beforeReload();
    location.replace(addressWithLanguage(location.href, other));
  });
}
