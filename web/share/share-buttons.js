// The header's Copy link and Embed buttons: the share link of the puzzle on screen into the clipboard,
// the address bar and, when the browser refuses the clipboard, a box beside the button; the <iframe>
// snippet in the Embed dialog; a short notice that the link was copied.
import { iframeSnippet, embedTitle } from './embed.js';
import { t } from '../i18n/i18n.js';

// How long the "Link copied" notice stays: long enough to read, gone before it is stale.
export const NOTICE_MS = 4000;

// shareLinks: the page's ShareLinks; engine(): the engine, or null before it loads (nothing to share
// yet); settle(): ends an animated generation first; showMessage(text, {error, control}): the error line
// above the maze (also cleared with '').
export function wireShareButtons({ shareLinks, engine, settle, showMessage }) {
  const $ = (id) => document.getElementById(id);
  const shareUrl = $('share-url');
  const notice = transientNotice($('share-notice'));
  $('copy-link').addEventListener('click', async () => {
    if (!engine()) return;
    settle();
    notice.clear();
    const { url, error } = await shareLinks.link();
    if (error) {
      shareUrl.hidden = true;
      showMessage(error, { error: true, control: $('copy-link') });
      return;
    }
    showMessage(''); // an error of an earlier try (or link) is over
    shareUrl.value = url;
    history.replaceState(null, '', url);
    try {
      await navigator.clipboard.writeText(url);
      shareUrl.hidden = true; // the link is in the clipboard and the address bar: no box to widen the header
      notice.show(t('share.copied', { n: url.length, count: String(url.length) }));
    } catch {
      shareUrl.hidden = false;
      shareUrl.select();
      notice.show(t('share.copyByHand'));
    }
  });

  const embedDialog = $('embed-dialog');
  const embedSnippet = $('embed-snippet');
  async function showSnippet() {
    const { url, error } = await shareLinks.link();
    embedSnippet.value = error ?? iframeSnippet(url, {
      controls: $('embed-controls').value, autoplay: $('embed-autoplay').checked, title: embedTitle(shareLinks.puzzle()),
    });
  }
  $('embed-button').addEventListener('click', async () => {
    if (!engine()) return;
    settle();
    await showSnippet();
    embedDialog.showModal();
    embedSnippet.select();
  });
  $('embed-controls').addEventListener('change', showSnippet);
  $('embed-autoplay').addEventListener('change', showSnippet);
  $('embed-close').addEventListener('click', () => embedDialog.close());
}

// A status line over the page (a polite live region: read out, never taking the focus), emptied after
// NOTICE_MS and when the view changes, so it never speaks of a page that is gone. It floats: showing it
// moves nothing.
function transientNotice(element) {
  let timer = 0;
  const clear = () => {
    clearTimeout(timer);
    element.textContent = '';
  };
  // The view switch (web/app/mode-switch.js) writes the view's name on <body>.
  new MutationObserver(clear).observe(document.body, { attributes: true, attributeFilter: ['data-mode'] });
  return {
    clear,
    show(text) {
      clearTimeout(timer);
      element.textContent = text;
      timer = setTimeout(clear, NOTICE_MS);
    },
  };
}
