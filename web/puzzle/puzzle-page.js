// Puzzles on the explore view: one puzzle at a time (a kind of web/puzzle/puzzle-kinds.js, a seed), asked on
// the maze on screen. It drives the explore controller (holds its playback while a question waits, moves its
// step), takes the learner's answer from the cells (the editor's picker, the keyboard's cursor) or from its
// card (./puzzle-card.js), grades it with the kind's module and says why; the run on screen hides what a
// question asks (controller.conceal: the open list's order, a cell's numbers, the search's name).
import { CELL } from '../core/engine.js';
import { movesDiagonally } from '../core/registry.js';
import { PUZZLE_KINDS } from './puzzle-kinds.js';
import { checkPuzzle } from './puzzle-fields.js';
import { seededRandom } from './seeded-random.js';
import { predictQuestions, PredictGrader } from './predict.js';
import { numbersQuestions, NumbersGrader } from './numbers.js';
import { gradePath } from './path.js';
import { whichQuestions, gradeWhich, WHICH_OPTIONS } from './which.js';
import { WALL_GOALS, wallsPlaced, wallsScore, wallsVerdict } from './walls.js';
import { QUESTION_TEXT, WALL_GOAL_TEXT, point } from './puzzle-words.js';
import { PuzzleCard } from './puzzle-card.js';
import { bringNumbersInto } from './numbers-view.js';
import { OFF_THREAD_CELLS } from '../grid/grid-scene.js';
import { OffThreadEngine } from '../grid/off-thread-engine.js';
import { searchRequest } from '../core/run.js';
import { t } from '../i18n/i18n.js';

export class Puzzles {
  // page: {controller, scene, maze, optionsForm, engine() (the wasm engine), announce(text), card (the
  // puzzle's section in index.html), newMaze(seed) (a maze of the same kind and size from `seed`, or
  // nothing when the maze on screen is not generated), onChange() (the link follows)}.
  constructor(page) {
    this.page = page;
    this.card = new PuzzleCard(page.card, {
      next: () => this.#next(),
      retry: () => {
        this.#liftPlacedWalls(); // a walls puzzle starts again from the maze as it was
        this.start({ ...this.spec });
      },
      fresh: () => this.#fresh(),
      close: () => this.stop(t('puzzle.closed')),
      check: () => this.#check(),
      choose: (name) => this.#answerChoice(name),
      undo: () => this.#walkBack(),
      clear: () => this.#clearWalk(),
      done: () => this.#wallsDone(),
      goal: (goal) => {
        this.#liftPlacedWalls(); // another goal starts from the maze as it was
        this.start({ ...this.spec, goal, target: null });
      },
    });
    this.spec = null; // the puzzle on screen ({kind, seed, ...}), or null
    this.listeners = { answer: new Set(), done: new Set(), change: new Set() };
    this.serial = 0; // which start() is the latest: a slow search of an older one is dropped
    page.controller.on('update', ({ run }) => this.#runChanged(run));
  }

  // listener(detail) on 'answer' ({puzzle, question, given, expected, correct, score, total} after each
  // answer), 'done' ({puzzle, score, total} at the end) and 'change' (a puzzle began or ended).
  on(event, listener) {
    this.listeners[event].add(listener);
    return () => this.listeners[event].delete(listener);
  }

  #emit(event, detail) {
    for (const listener of this.listeners[event]) listener(detail);
  }

  get active() { return Boolean(this.spec); }

  // Starts a puzzle (fields as checkPuzzle takes them) on the maze on screen; resolves once its first question
  // shows, or to {error} when the fields are refused (cells outside that maze too) or the search cannot run.
  async start(fields) {
    const checked = checkPuzzle(fields, this.page.maze);
    if (checked.error) return { error: checked.error };
    this.#end();
    const serial = ++this.serial;
    const spec = checked.puzzle;
    const kind = PUZZLE_KINDS[spec.kind];
    const { optionsForm } = this.page;
    this.spec = spec;
    this.kind = kind;
    this.random = seededRandom(spec.seed);
    this.index = 0;
    this.questions = null;
    this.results = [];
    this.answered = false;
    document.body.dataset.puzzle = spec.kind;
    this.card.begin(kind.label);
    if (spec.kind === 'walls') optionsForm.apply({ ...optionsForm.values, ...WALL_GOALS[spec.goal].options });
    else if (!kind.canUse(optionsForm.values.algorithm)) optionsForm.apply({ ...optionsForm.values, algorithm: kind.fallback });
    this.#emit('change', spec);
    const began = await { predict: () => this.#beginSearchQuestions(), numbers: () => this.#beginSearchQuestions(),
      path: () => this.#beginPath(), walls: () => this.#beginWalls(), which: () => this.#beginWhich() }[spec.kind]();
    if (serial !== this.serial) return { error: t('puzzle.replaced') };
    if (began?.error) {
      // Said on the card, which offers another maze (New puzzle) where this one has nothing to ask.
      this.card.message(began.error);
      this.card.finished('');
      return began;
    }
    return {};
  }

  // Leaves the puzzle: the page is the explore view again (with `message` said, if any).
  stop(message = '') {
    if (!this.spec) return;
    this.#end();
    this.card.hide();
    if (message) this.page.announce(message);
    this.#emit('change', null);
  }

  // What a share link carries of the puzzle on screen, or null.
  current() { return this.spec ? { ...this.spec } : null; }

  // --- shared ----------------------------------------------------------------------------------------

  #end() {
    const { controller, scene } = this.page;
    // First: what follows moves the controller, whose updates come back here (#runChanged) and must find
    // no puzzle (the embed fuzzer found the loop).
    this.spec = null;
    this.run = null;
    this.serial++;
    this.scoreSerial = (this.scoreSerial ?? 0) + 1;
    this.stopScoring?.();
    this.stopScoring = null;
    this.scorer?.terminate(); // its engine holds a copy of the grid
    this.scorer = null;
    controller.rerunsByPuzzle = false;
    scene.editor.picker = null;
    scene.editor.paintFilter = null;
    scene.renderer.setPuzzleOverlay(null);
    controller.conceal({});
    controller.hold(false);
    delete document.body.dataset.puzzle;
  }

  // The controller's run, searched now with the options on the form, once it has landed (a big grid's in the
  // worker); {error} when the engine refuses it.
  // While it lands, a new run is the puzzle's own (#runChanged). Resolves to {stale: true} when another
  // puzzle started meanwhile: the caller then touches nothing.
  async #searched({ animate = false } = {}) {
    const { controller } = this.page;
    const serial = this.serial;
    this.waitingForRun = true;
    controller.hold(false);
    controller.runSearch({ animate, atStart: !animate });
    await controller.settled();
    if (serial !== this.serial) return { stale: true };
    this.waitingForRun = false;
    if (!controller.run) return { error: controller.searchFailure ? t('puzzle.searchFailedWhy', { reason: controller.searchFailure }) : t('puzzle.searchFailed') };
    this.run = controller.run;
    return { run: controller.run };
  }

  // A new run replaced the puzzle's (an edit, an option changed): a question about the old one is void.
  #runChanged(run) {
    if (!this.spec || !this.run || !run || run === this.run) return;
    if (this.spec.kind === 'walls') {
      this.run = run; // the walls puzzle scores its own searches (#scoreWalls)
      return;
    }
    if (this.spec.kind === 'path' || this.waitingForRun) return;
    this.stop(t('puzzle.searchChanged'));
  }

  // A question on the card, said to screen readers; a cell to click takes the focus on the maze (its arrows and
  // Enter answer) when the learner was in the card.
  #ask(text, choices) {
    const { answer } = this.kind; // what the learner answers with: the card's controls for it
    const focused = this.card.ask(text, answer, choices);
    if (focused && answer === 'cell') this.page.scene.canvas.focus({ preventScroll: true });
    const total = this.#total();
    this.page.announce(total > 1 ? t('puzzle.questionOf', { number: this.index + 1, total, question: text }) : text);
  }

  #total() { return this.questions?.length ?? 1; }
  #score() { return this.results.reduce((sum, result) => sum + result.score, 0); }

  #progress() {
    const total = this.#total();
    const right = this.#score();
    this.card.progress(t('puzzle.progress', { number: Math.min(this.index + 1, total), total, right, answered: this.results.length }));
  }

  // One answer graded: shown, said and told to the host.
  #answered(result, question, given, expected) {
    this.answered = true;
    this.results.push(result);
    const total = this.#total();
    const last = this.results.length >= total;
    this.card.verdict(result.text, { correct: result.correct, tied: result.score === 0.5, last });
    this.#progress();
    this.page.announce(result.text);
    this.#emit('answer', {
      puzzle: this.spec.kind, question, given, expected, correct: result.correct, score: this.#score(), total,
    });
    if (last) this.#finish();
  }

  #finish() {
    const total = this.#total();
    const score = this.#score();
    this.card.finished(t('puzzle.done', { score, total }));
    this.page.controller.hold(false);
    this.page.scene.editor.picker = null;
    this.#emit('done', { puzzle: this.spec.kind, score, total });
  }

  #next() {
    if (!this.spec || !this.answered) return;
    this.index++;
    this.answered = false;
    if (this.spec.kind === 'which') this.#askWhich();
    else this.#askSearchQuestion();
  }

  // New puzzle: the next seed, and a maze of its own where the maze on screen was generated.
  async #fresh() {
    if (!this.spec) return;
    this.#liftPlacedWalls();
    const seed = (this.spec.seed + 1) % 2 ** 32;
    await this.page.newMaze(seed);
    await this.start({ ...this.spec, seed });
  }

  // --- predict and numbers: questions about the search's steps ------------------------------------------

  async #beginSearchQuestions() {
    const { spec } = this;
    const searched = await this.#searched();
    if (searched.stale || searched.error) return searched;
    const { run } = searched;
    const count = spec.count ?? this.kind.count;
    if (spec.kind === 'predict') {
      this.questions = predictQuestions(run, this.random, { count, from: spec.from });
      this.grader = new PredictGrader(run);
    } else {
      this.questions = numbersQuestions(run, this.random, { count, from: spec.from, cells: spec.cells });
      this.grader = new NumbersGrader(run, this.page.engine());
      this.tolerance = this.grader.useQuestions(this.questions);
    }
    if (!this.questions.length) {
      if (spec.from && spec.from >= run.trace.stepCount - 1) {
        return { error: t('puzzle.pastEnd', { from: spec.from, last: run.trace.stepCount }) };
      }
      return { error: t('puzzle.tooShort') };
    }
    this.#askSearchQuestion();
    return {};
  }

  #askSearchQuestion() {
    const { controller, scene, maze } = this.page;
    const question = this.questions[this.index];
    const predict = this.spec.kind === 'predict';
    // A numbers question hides its cell ("?") and every cell that would give this or a later answer away.
    const hidden = predict ? [] : this.grader.hiddenCells(this.index, question.step).filter((cell) => cell !== question.cell);
    this.attempt = 1;
    controller.conceal(predict ? { order: true } : { cell: question.cell, cells: hidden });
    controller.showPuzzleStep(question.step);
    controller.hold(true);
    scene.renderer.setPuzzleOverlay(predict ? null : { hiddenCell: question.cell, hiddenCells: hidden, marks: [{ cell: question.cell, kind: 'asked' }] });
    const algorithm = this.run.options.algorithm;
    if (predict) {
      scene.editor.picker = this.#cellPicker((cell) => this.#answerCell(cell));
      this.#ask(QUESTION_TEXT.predict(algorithm));
    } else {
      // A click pins a cell in the inspector, to read the neighbours' numbers.
      scene.editor.picker = this.#cellPicker((cell) => controller.inspect(cell));
      bringNumbersInto(scene, maze, question.cell);
      this.#ask(QUESTION_TEXT.numbers(point(question.cell, maze.width), algorithm, this.tolerance));
    }
    this.#progress();
  }

  // A picker of one cell a press (or Enter on the keyboard's cursor).
  // The press counts when it lifts where it went down: the first finger of a pinch answers nothing.
  #cellPicker(pick) {
    let pressed = -1;
    return {
      down: (cell) => { pressed = cell; }, move: (cell) => { pressed = cell; },
      up: (cancelled) => { if (!cancelled && pressed >= 0) pick(pressed); pressed = -1; },
      choose: (cell) => { pick(cell); return ''; },
    };
  }

  #answerCell(cell) {
    if (this.answered || !this.spec) return;
    const question = this.questions[this.index];
    const result = this.grader.grade(question, cell);
    const { controller, scene, maze } = this.page;
    const marks = [{ cell: question.expected.cell, kind: 'right' }];
    if (cell !== question.expected.cell) marks.push({ cell, kind: 'given' });
    scene.renderer.setPuzzleOverlay({ marks });
    controller.conceal({});
    controller.showPuzzleStep(question.step + 1); // the step plays: the answer expanded
    this.#answered(result, question.step, point(cell, maze.width), point(question.expected.cell, maze.width));
  }

  #check() {
    if (!this.spec || this.answered) return;
    if (this.spec.kind === 'path') {
      this.#checkWalk();
      return;
    }
    const question = this.questions[this.index];
    const given = this.card.numbers();
    const result = this.grader.grade(question, given, { attempt: this.attempt, final: this.attempt >= 2 });
    if (result.retry) {
      // The first try had a mistake: said (without the right numbers), and one more try.
      this.attempt++;
      const right = Object.fromEntries(Object.entries(result.fields).map(([name, field]) => [name, field.right]));
      this.card.numbersRetry(result.text, right);
      this.page.announce(result.text);
      return;
    }
    const { controller, scene, maze } = this.page;
    // Answered: its numbers show; the later questions' cells (and cells showing their answers) stay hidden.
    const later = this.index + 1 < this.questions.length ? this.grader.hiddenCells(this.index + 1, question.step) : [];
    controller.conceal(later.length ? { cells: later } : {});
    controller.refresh();
    scene.renderer.setPuzzleOverlay({ hiddenCells: later, marks: [{ cell: question.cell, kind: result.correct ? 'right' : 'given' }] });
    const expected = result.fields;
    this.#answered(result, { step: question.step, cell: point(question.cell, maze.width) },
      { g: given.g, h: given.h, f: given.f }, { g: expected.g.expected, h: expected.h.expected, f: expected.f.expected });
  }

  // --- path: draw the cheapest path -----------------------------------------------------------------------

  async #beginPath() {
    const { controller, scene, maze } = this.page;
    controller.clearPath();
    controller.hold(true);
    this.questions = [{ from: maze.start, to: maze.goal }];
    this.walk = [];
    scene.editor.picker = {
      down: (cell) => this.#walkTo(cell, true),
      move: (cell) => this.#walkTo(cell, false),
      up: () => {},
      choose: (cell) => this.#walkTo(cell, this.walk.length === 0),
      back: () => this.#walkBack(),
    };
    this.#ask(QUESTION_TEXT.path());
    this.#progress();
    return {};
  }

  // Adds `cell` to the drawn walk (a press may start it again from S); stepping back onto the cell before
  // the last takes the last back, so a drag can undo its own wiggles. Returns what the keyboard says.
  #walkTo(cell, pressed) {
    if (this.answered) return '';
    const { maze, scene } = this.page;
    const start = maze.start.y * maze.width + maze.start.x;
    if (pressed && (cell === start || this.walk.length === 0)) this.walk = [start];
    if (!this.walk.length) this.walk = [start];
    const last = this.walk.at(-1);
    if (cell === last) return '';
    if (this.walk.length > 1 && cell === this.walk.at(-2)) {
      this.walk.pop();
    } else if (maze.cells[cell] !== CELL.wall) {
      // Without diagonal steps a stroke's diagonal goes round a corner: through the open cell beside it. (A
      // hex's row steps are its own moves: hexes keep them.)
      const dx = cell % maze.width - last % maze.width;
      const dy = Math.floor(cell / maze.width) - Math.floor(last / maze.width);
      if (dx && dy && maze.topology !== 'hex' && !movesDiagonally(this.page.optionsForm.values)) {
        const beside = [last + dx, last + dy * maze.width].find((c) => maze.cells[c] !== CELL.wall) ?? last + dx;
        this.walk.push(beside);
      }
      this.walk.push(cell);
    }
    scene.renderer.setPuzzleOverlay({ walk: this.walk });
    this.card.walkLength(this.walk.length - 1);
    return t('puzzle.walkAt', { cell: point(this.walk.at(-1), maze.width), count: this.walk.length - 1 });
  }

  #walkBack() {
    if (this.answered || !this.walk?.length) return '';
    this.walk.pop();
    this.page.scene.renderer.setPuzzleOverlay({ walk: this.walk });
    this.card.walkLength(Math.max(0, this.walk.length - 1));
    return t('puzzle.walkDrawn', { count: this.walk.length ? Math.max(0, this.walk.length - 1) : 0 });
  }

  #clearWalk() {
    if (this.answered) return;
    this.walk = [];
    this.page.scene.renderer.setPuzzleOverlay(null);
    this.card.walkLength(0);
  }

  #checkWalk() {
    const { engine, maze, optionsForm, scene } = this.page;
    const result = gradePath(engine(), maze, optionsForm.values, this.walk);
    scene.editor.picker = null;
    scene.renderer.setPuzzleOverlay({ walk: this.walk, bestPath: result.correct ? [] : result.optimalPath ?? [] });
    this.#answered(result, 'path', result.cost, result.best);
  }

  // --- walls: make the search work ---------------------------------------------------------------------

  async #beginWalls() {
    const { spec } = this;
    const { maze, scene } = this.page;
    this.questions = [{ goal: spec.goal }];
    this.before = maze.cells.slice();
    scene.editor.paintFilter = (indexes, code) => this.#wallsAllowed(indexes, code);
    const searched = await this.#searched();
    if (searched.stale || searched.error) return searched;
    const goals = Object.entries(WALL_GOAL_TEXT).map(([name, { label }]) => [name, label]);
    this.#ask(WALL_GOAL_TEXT[spec.goal].ask(spec.budget), { goals, goal: spec.goal });
    this.score = 0;
    this.baseline = 0; // until the maze as it was is scored (#scoreWalls)
    this.wallsOptions = this.page.optionsForm.values; // the goal's: what every score is searched with
    // On a big grid one search per wall: the score's, whose sketch the canvas shows (the controller's own
    // sketch and traced re-run, 300 ms and more at 1024x1024, would slow the score down).
    this.bigGrid = this.page.maze.width * this.page.maze.height >= OFF_THREAD_CELLS;
    this.page.controller.rerunsByPuzzle = this.bigGrid;
    this.stopScoring = this.page.maze.onChange((change) => {
      // A maze replaced (a new maze, a preset, an import) is another puzzle's.
      if (change.kind === 'all') this.stop(t('puzzle.mazeChanged'));
      else this.scoring = this.#scoreWalls();
    });
    this.scoring = this.#scoreWalls();
    await this.scoring;
    return {};
  }

  // Each wall placed or lifted is scored at once by a search of its own without a trace. On a big grid it runs
  // in an engine worker of the puzzle's own: in the scene's, it waited behind the traced search the canvas
  // shows (300 ms and more on 1024x1024; the untraced search takes about 75).
  async #scoreWalls() {
    const { spec } = this;
    if (!spec || spec.kind !== 'walls' || this.answered) return;
    const serial = ++this.scoreSerial;
    const puzzleSerial = this.serial;
    const { maze, engine } = this.page;
    const options = this.wallsOptions;
    const searched = maze.snapshot();
    const request = { ...searchRequest(searched, options), trace: false };
    // In the worker, a search asked for later takes this one's turn when it has not begun (null): asked again.
    const search = async (algorithm) => {
      if (!this.bigGrid) return engine().search({ ...request, algorithm });
      for (let tries = 0; tries < 3 && serial === this.scoreSerial; tries++) {
        this.scorer ??= new OffThreadEngine();
        const result = await this.scorer.plainSearch({ ...request, algorithm });
        if (result) return result;
      }
      return null;
    };
    let result;
    let optimalCost = null;
    try {
      result = await search(options.algorithm);
      if (WALL_GOALS[spec.goal].optimal && result?.status === 'found') optimalCost = (await search('dijkstra'))?.cost ?? null;
    } catch {
      result = null; // the engine refused the maze (a cut-off goal is a result, not an error)
    }
    if (puzzleSerial !== this.serial || !this.spec || !result) return;
    const score = wallsScore(spec.goal, { result, optimalCost });
    // The maze's own score, without the learner's walls: what Done's walls must beat (kept even when a wall
    // placed meanwhile makes this score stale).
    if (!wallsPlaced(this.before, searched.cells)) this.baseline = score;
    if (serial !== this.scoreSerial) return;
    this.score = score;
    this.#showWallsScore(result.status === 'found');
    // Then the canvas: the same search's end, painted (a sketch), once the score is on screen.
    if (this.bigGrid) {
      const sketch = await this.scorer?.sketch({ ...request, algorithm: options.algorithm }).catch(() => null);
      if (sketch && serial === this.scoreSerial) this.page.scene.showSketch({ ...sketch, picture: { ...sketch.picture, world: searched } });
    }
  }

  // The walls a stroke may place or lift: the learner's own, up to the budget; the maze's walls stay.
  #wallsAllowed(indexes, code) {
    const { maze } = this.page;
    let placed = wallsPlaced(this.before, maze.cells);
    const allowed = [];
    for (const i of indexes) {
      if (code === CELL.wall) {
        if (maze.cells[i] === CELL.wall || placed >= this.spec.budget) continue;
        placed++;
        allowed.push(i);
      } else if (maze.cells[i] === CELL.wall && this.before[i] !== CELL.wall) {
        allowed.push(i);
      }
    }
    if (code === CELL.wall && allowed.length < indexes.filter((i) => maze.cells[i] !== CELL.wall).length) {
      this.card.message(t('puzzle.walls.allPlaced', { budget: this.spec.budget }));
    }
    return allowed;
  }

  // The walls the learner placed go (another goal, Try again, New puzzle, Done: the maze is as it was).
  #liftPlacedWalls() {
    if (this.spec?.kind !== 'walls' || !this.before) return;
    const { maze } = this.page;
    const placed = [];
    for (let i = 0; i < maze.cells.length; i++) if (maze.cells[i] === CELL.wall && this.before[i] !== CELL.wall) placed.push(i);
    if (placed.length) maze.setCells(placed, placed.map((i) => this.before[i]));
  }

  #showWallsScore(reached) {
    const { spec } = this;
    const placed = wallsPlaced(this.before, this.page.maze.cells);
    this.card.wallsStatus({ placed, budget: spec.budget, score: this.score, unit: WALL_GOAL_TEXT[spec.goal].unit, target: spec.target, reached });
  }

  async #wallsDone() {
    if (!this.spec || this.answered) return;
    await this.scoring; // the score of the last wall placed
    if (!this.spec || this.answered) return;
    if (wallsPlaced(this.before, this.page.maze.cells) > this.spec.budget) {
      this.card.message(t('puzzle.walls.tooMany', { budget: this.spec.budget }));
      return;
    }
    const { score } = this;
    const result = wallsVerdict(this.spec.goal, score, { target: this.spec.target, baseline: this.baseline });
    if (result.correct) this.spec = { ...this.spec, target: score }; // a link copied now challenges others to beat it
    this.page.scene.editor.paintFilter = null;
    // ... on the maze as it was: the walls are lifted (their score stays on the card), and the controller
    // searches it again as it does after any edit.
    this.stopScoring?.();
    this.stopScoring = null;
    this.page.controller.rerunsByPuzzle = false;
    this.#liftPlacedWalls();
    this.#answered(result, this.spec.goal, score, null);
    this.#emit('change', this.spec);
  }

  // --- which: name the hidden search ----------------------------------------------------------------------

  async #beginWhich() {
    this.questions = whichQuestions(this.random, { count: this.spec.count ?? this.kind.count });
    this.#askWhich();
    return {};
  }

  async #askWhich() {
    const { controller, optionsForm, scene } = this.page;
    const question = this.questions[this.index];
    const serial = this.serial;
    controller.conceal({ algorithm: true });
    scene.renderer.setPuzzleOverlay({ numbersOff: true });
    // Options under which the choices look different: 8 directions (BFS's square rings), octile, a weight
    // of 2 (at 1 weighted A* is A*).
    optionsForm.apply({ ...optionsForm.values, ...WHICH_OPTIONS, algorithm: question.algorithm });
    const searched = await this.#searched({ animate: true });
    if (serial !== this.serial || searched.stale) return;
    if (searched.error) {
      this.card.message(searched.error);
      return;
    }
    this.#ask(QUESTION_TEXT.which(), question.choices);
    this.#progress();
  }

  #answerChoice(name) {
    if (!this.spec || this.answered || this.spec.kind !== 'which') return;
    const question = this.questions[this.index];
    const result = gradeWhich(question, name);
    const { controller, scene } = this.page;
    controller.conceal({});
    controller.refresh();
    scene.renderer.setPuzzleOverlay(null);
    this.#answered(result, this.index + 1, name, question.algorithm);
  }
}
