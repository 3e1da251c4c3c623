// The header's Learn button and its dialog: the puzzles (web/puzzle/) listed, one click to start one on the
// maze on screen. The puzzles' code loads the first time it is needed (the button, or a link with a puzzle),
// so the first load is not held up by it.

// button, dialog, list, close: index.html's; load(): resolves to the page's Puzzles (built once);
// showExplore(): a puzzle plays in the explore view; showError(text): a puzzle could not start.
export function wireLearn({ button, dialog, list, close, load, showExplore, showError }) {
  let filled = false;
  button.addEventListener('click', async () => {
    let puzzles;
    try {
      puzzles = await load();
    } catch (error) {
      showError(`The puzzles could not load (${error.message}); try again.`);
      return;
    }
    if (!filled) {
      const { PUZZLE_KINDS } = await import('../puzzle/puzzle-kinds.js');
      const { PUZZLE_BLURB } = await import('../puzzle/puzzle-words.js');
      for (const [name, kind] of Object.entries(PUZZLE_KINDS)) {
        const item = document.createElement('li');
        const choose = document.createElement('button');
        choose.type = 'button';
        choose.dataset.puzzleKind = name;
        const blurb = document.createElement('small');
        blurb.textContent = PUZZLE_BLURB[name];
        choose.append(kind.label, blurb);
        choose.addEventListener('click', async () => {
          dialog.close();
          await showExplore();
          const started = await puzzles.start({ kind: name, seed: 1 });
          if (started.error) showError(`The puzzle could not start: ${started.error}`);
        });
        item.append(choose);
        list.append(item);
      }
      filled = true;
    }
    if (!dialog.open) dialog.showModal();
  });
  close.addEventListener('click', () => dialog.close());
}
