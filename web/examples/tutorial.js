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
// The quiz asks on the tutorials' worked example (web/grid/examples.js): small enough that every cell shows
// its F, G and H, which the question needs (which open cell has the smallest F?). Its rules are theirs: eight
// directions, 10 and 14, no corner cutting, Manhattan H, ties to the smaller H.
const QUIZ_MAP = ['.......', '...#...', '.S.#.G.', '...#...', '.......'].join('/');
const QUIZ_OPTIONS = 'heuristic=manhattan&movement=8&diagonal=no-corner-cut&costs=integer&tieBreak=smaller-h';
const WIDGET = new URL('../../index.html', import.meta.url);

const widgets = new Map(); // id -> {frame, total, step, done}
for (const frame of document.querySelectorAll('iframe.widget')) {
  const url = new URL(WIDGET);
  // `origin`: the widget takes commands only from this page's origin and posts its events only here.
  const quiz = Boolean(frame.dataset.puzzle);
  url.search = `?embed&controls=minimal&show=${quiz ? 'numbers,arrows' : 'arrows'}&origin=${encodeURIComponent(location.origin)}`;
  url.hash = quiz
    ? `map=${encodeURIComponent(QUIZ_MAP)}&algo=${frame.dataset.algo}&${QUIZ_OPTIONS}&puzzle=${frame.dataset.puzzle}&seed=1&count=3`
    : `map=${encodeURIComponent(MAP)}&algo=${frame.dataset.algo}&${OPTIONS}`;
  frame.src = url.href;
  if (!quiz) widgets.set(frame.id, { frame, total: 0, step: 0, done: null });
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
    // Counted as the widget's card counts: the score over the questions answered, then how many are left.
    const answered = answers.children.length;
    grade.textContent = `Score ${score} of ${answered} so far; ${total - answered} of ${total} questions to go.`;
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
