// The header's Learn button and its dialog: the lessons (web/lessons/: the shipped ones, a lesson file, the
// author's) and the puzzles (web/puzzle/), one click to start one. Their code loads the first time it is
// needed (the button, or a link with a puzzle or a lesson), so the first load is not held up by it.

// button, dialog, list (the puzzles'), close: index.html's; load(): resolves to the page's Puzzles;
// lessons: {list, file (input), write (button), error (line), load() (resolves to the LessonPlayer),
// author() (opens the author's panel)}; showExplore(): a puzzle plays in the explore view; showError(text).
export function wireLearn({ button, dialog, list, close, load, lessons, showExplore, showError }) {
  let filled = false;
  const item = (label, blurb, data, action) => {
    const entry = document.createElement('li');
    const choose = document.createElement('button');
    choose.type = 'button';
    Object.assign(choose.dataset, data);
    const line = document.createElement('small');
    line.textContent = blurb;
    choose.append(label, line);
    choose.addEventListener('click', action);
    entry.append(choose);
    return entry;
  };
  const said = (outcome, what) => {
    if (outcome?.error) showError(`${what} could not start: ${outcome.error}`);
  };
  async function fill() {
    const [puzzles, { PUZZLE_KINDS }, { PUZZLE_BLURB }, { shippedLessons }] = await Promise.all([
      load(), import('../puzzle/puzzle-kinds.js'), import('../puzzle/puzzle-words.js'), import('../lessons/lesson-player.js'),
    ]);
    for (const [name, kind] of Object.entries(PUZZLE_KINDS)) {
      list.append(item(kind.label, PUZZLE_BLURB[name], { puzzleKind: name }, async () => {
        dialog.close();
        await showExplore();
        said(await puzzles.start({ kind: name, seed: 1 }), 'The puzzle');
      }));
    }
    try {
      for (const lesson of await shippedLessons()) {
        lessons.list.append(item(lesson.title, lesson.summary, { lesson: lesson.id }, async () => {
          dialog.close();
          said(await (await lessons.load()).openShipped(lesson.id), 'The lesson');
        }));
      }
    } catch (error) {
      lessons.error.textContent = `The lessons could not load: ${error.message}`;
    }
  }
  button.addEventListener('click', async () => {
    try {
      if (!filled) {
        filled = true;
        await fill();
      }
    } catch (error) {
      filled = false;
      showError(`The puzzles and lessons could not load (${error.message}); try again.`);
      return;
    }
    lessons.error.textContent = '';
    if (!dialog.open) dialog.showModal();
  });
  close.addEventListener('click', () => dialog.close());
  lessons.file.addEventListener('change', async () => {
    const file = lessons.file.files[0];
    lessons.file.value = '';
    if (!file) return;
    const outcome = await (await lessons.load()).openFile(await file.text());
    if (outcome.error) lessons.error.textContent = `That lesson file could not be opened: ${outcome.error}`;
    else dialog.close();
  });
  lessons.write.addEventListener('click', async () => {
    dialog.close();
    await lessons.author();
  });
}
