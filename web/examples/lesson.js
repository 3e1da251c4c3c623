// The lesson example's script: one widget playing a shipped lesson (`?embed#lesson=ID`), a list of its scenes
// that sends the widget `scene` commands, and the learner's progress from its `lesson-scene`, `answer` and
// `lesson-done` messages (docs/EMBED.md, "Lessons"). Everything shown is set as text.
const WIDGET = new URL('../../index.html', import.meta.url);
const frame = document.getElementById('lesson');
const url = new URL(WIDGET);
url.search = `?embed&controls=minimal&origin=${encodeURIComponent(location.origin)}`;
url.hash = `lesson=${frame.dataset.lesson}`;
frame.src = url.href;

const scenes = document.getElementById('scenes');
const where = document.getElementById('where');
const answers = document.getElementById('lesson-answers');
const grade = document.getElementById('lesson-grade');

// The scene list, once the widget says how many scenes the lesson has.
function listScenes(of) {
  if (scenes.children.length === of) return;
  scenes.replaceChildren(...Array.from({ length: of }, (_, k) => {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = `Scene ${k + 1}`;
    button.addEventListener('click', () => frame.contentWindow.postMessage({ target: 'frontier', command: 'scene', scene: k + 1, id: `scene-${k + 1}` }, location.origin));
    item.append(button);
    return item;
  }));
}

addEventListener('message', (event) => {
  if (event.origin !== location.origin || event.source !== frame.contentWindow || event.data?.source !== 'frontier') return;
  const { type } = event.data;
  if (type === 'lesson-scene') {
    const { scene, of } = event.data;
    listScenes(of);
    for (const [k, item] of [...scenes.children].entries()) item.firstChild.toggleAttribute('aria-current', k + 1 === scene);
    where.textContent = `You are on scene ${scene} of ${of}.`;
  } else if (type === 'answer') {
    const { puzzle, correct, given, expected } = event.data;
    const item = document.createElement('li');
    item.className = correct ? 'right' : 'wrong';
    const shown = (value) => (typeof value === 'object' && value ? Object.entries(value).map(([name, v]) => `${name.toUpperCase()} ${v}`).join(', ') : String(value));
    item.textContent = `${puzzle}: ${shown(given)}${correct ? ', right.' : `; the search says ${shown(expected)}.`}`;
    answers.append(item);
  } else if (type === 'lesson-done') {
    const { score, max, answered, skipped } = event.data;
    grade.textContent = `Finished: ${score} of ${max} points (${answered} puzzles answered, ${skipped} skipped).`;
  }
});
