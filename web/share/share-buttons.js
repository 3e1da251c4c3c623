// The header's Copy link and Embed buttons: the share link of the puzzle on screen into the clipboard,
// the address bar and a box beside the button; the <iframe> snippet in the Embed dialog.
import { iframeSnippet } from './embed.js';

// shareLinks: the page's ShareLinks; engine(): the engine, or null before it loads (nothing to share
// yet); settle(): ends an animated generation first; showMessage(text): the line above the maze.
export function wireShareButtons({ shareLinks, engine, settle, showMessage }) {
  const $ = (id) => document.getElementById(id);
  const shareUrl = $('share-url');
  $('copy-link').addEventListener('click', async () => {
    if (!engine()) return;
    settle();
    const { url, error } = await shareLinks.link();
    if (error) {
      shareUrl.hidden = true;
      showMessage(error, { error: true, control: $('copy-link') });
      return;
    }
    shareUrl.value = url;
    shareUrl.hidden = false;
    history.replaceState(null, '', url);
    try {
      await navigator.clipboard.writeText(url);
      showMessage(`Link copied (${url.length} characters).`);
    } catch {
      showMessage('Copy the link from the box (the browser did not allow copying).');
    }
    shareUrl.select();
  });

  const embedDialog = $('embed-dialog');
  const embedSnippet = $('embed-snippet');
  async function showSnippet() {
    const { url, error } = await shareLinks.link();
    embedSnippet.value = error ?? iframeSnippet(url, { controls: $('embed-controls').value, autoplay: $('embed-autoplay').checked });
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
