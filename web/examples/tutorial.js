// The example tutorial's script: puts one map into three Frontier embeds (BFS, Dijkstra, A*) and drives
// them from the buttons in the text through the postMessage API of docs/EMBED.md; a fourth asks the reader to
// predict A*'s next expansions and this page keeps the score from its `answer` and `puzzle-done` messages.
const MAP = [
  'S........#...............',
  '.........#...............',
  '..sss....#....www........',
  '..sss....#....www........',
  '..sss.........www.......G',
  '..sss....#....www........',
  '.........#...............',
  '.........#...............',
  '.........#...............',
].join('/');
const OPTIONS = 'heuristic=manhattan&movement=4&costs=integer';
const WIDGET = new URL('../../index.html', import.meta.url);

const widgets = new Map(); // id -> {frame, total, step, done}
for (const frame of document.querySelectorAll('iframe.widget')) {
  const url = new URL(WIDGET);
  // `origin`: the widget takes commands only from this page's origin and posts its events only here.
  url.search = `?embed&controls=minimal&show=arrows&origin=${encodeURIComponent(location.origin)}`;
  url.hash = `map=${encodeURIComponent(MAP)}&algo=${frame.dataset.algo}&${OPTIONS}`;
  if (frame.dataset.puzzle) url.hash += `&puzzle=${frame.dataset.puzzle}&seed=1&count=3`;
  frame.src = url.href;
  if (!frame.dataset.puzzle) widgets.set(frame.id, { frame, total: 0, step: 0, done: null });
}

// The exercise: each answer as the widget graded it, and the grade once the puzzle is done.
const quiz = document.getElementById('quiz');
const answers = document.getElementById('answers');
const grade = document.getElementById('grade');
addEventListener('message', (event) => {
  if (event.origin !== location.origin || event.source !== quiz.contentWindow || event.data?.source !== 'frontier') return;
  const { type } = event.data;
  if (type === 'answer') {
    const { given, expected, correct, score, total } = event.data;
    const item = document.createElement('li');
    item.className = correct ? 'right' : 'wrong';
    item.textContent = correct ? `${given}: right.` : `${given}: A* took ${expected}.`;
    answers.append(item);
    grade.textContent = `${score} of ${total} so far.`;
  } else if (type === 'puzzle-done') {
    const { score, total } = event.data;
    grade.textContent = score === total
      ? `All ${total} right: you expand cells as A* does, smallest F first.`
      : `${score} of ${total}. A* always takes the open cell with the smallest F = G + H; on a tie, the one with the smaller H.`;
  }
});

// Events only from our own widgets, from our own origin.
addEventListener('message', (event) => {
  if (event.origin !== location.origin || event.data?.source !== 'frontier') return;
  const widget = [...widgets.values()].find((w) => w.frame.contentWindow === event.source);
  if (!widget) return;
  const { type } = event.data;
  if (type === 'ready' || type === 'step' || type === 'done') {
    widget.total = event.data.total;
    widget.step = event.data.step ?? event.data.n;
  }
  // At the last step: `done`, or a `ready` that opened there (docs/EMBED.md, "Answers").
  if (event.data.stats) widget.done = event.data.stats;
});

function send(id, command, extra = {}) {
  widgets.get(id).frame.contentWindow.postMessage({ target: 'frontier', command, ...extra }, location.origin);
}
const all = (command, extra) => { for (const id of widgets.keys()) send(id, command, extra); };

const note = document.getElementById('beat-note');
for (const button of document.querySelectorAll('button[data-action]')) {
  button.addEventListener('click', () => {
    switch (button.dataset.action) {
      case 'reset': all('seek', { step: 0 }); note.textContent = ''; break;
      case 'play': all('seek', { step: 0 }); all('play'); break;
      case 'step': send(button.dataset.target, 'step'); break;
      case 'beat': {
        // A* has its path after its last step; at that same step Dijkstra is still searching.
        const astar = widgets.get('astar').total;
        all('seek', { step: astar });
        const dijkstra = widgets.get('dijkstra').total;
        note.textContent = `Step ${astar}: A* has its path; Dijkstra needs ${dijkstra - astar} more steps for the same cost.`;
        break;
      }
      default:
    }
  });
}
