// The Maze panel: the generator's kind, seed, size and settings, and its New maze, Animate generation
// and Resize buttons. A generated maze comes from the engine (web/grid/default-maze.js); an animated
// one is built on screen (web/grid/generation.js) and put in place as one undo step when it ends.
import { MIN_SIDE, MAX_PAGE_SIDE } from './maze.js';
import { generateMaze, MAZE_KINDS, MAZE_KIND_NAMES, DEFAULT_GENERATION, generationFieldReason, generationKindReason } from './default-maze.js';
import { GenerationAnimator } from './generation.js';
import { settleNumberField } from '../ui/field-error.js';
import { generationProgressText } from '../ui/labels.js';
import { OFF_THREAD_CELLS } from './grid-scene.js';
import { t } from '../i18n/i18n.js';

export class MazeForm {
  // form: the #maze-form element; scene: the grid scene (its maze, editor and camera); engine(): the
  // engine, or null before it loads; search: {isShowing(), clear(), showEnd()} on the explore view's
  // search, which an animation clears and shows again at its end; onGenerated(params, maze): a maze was
  // generated from these parameters; onNewPuzzle(): a new maze is in place (a history entry); progress:
  // the note a generation in the worker shows when it takes long (web/view/progress-note.js).
  constructor(form, { scene, engine, announce, reducedMotion, search, onGenerated, onNewPuzzle, progress = null }) {
    this.progress = progress;
    this.generationNumber = 0; // the latest generation asked for: an older one that lands is dropped
    this.form = form;
    this.scene = scene;
    this.maze = scene.model;
    this.engine = engine;
    this.announce = announce;
    this.reducedMotion = reducedMotion;
    this.search = search;
    this.onGenerated = onGenerated;
    this.onNewPuzzle = onNewPuzzle;
    const field = (id) => form.querySelector(`#${id}`);
    this.topology = field('maze-topology');
    this.kind = field('maze-kind');
    this.seed = field('maze-seed');
    this.width = field('maze-width');
    this.height = field('maze-height');
    this.settings = { braid: field('maze-braid'), density: field('maze-density'), terrainCoverage: field('maze-coverage'), terrainScale: field('maze-scale') };
    this.animateButton = field('animate-maze');
    this.animationBefore = null; // the maze undo returns to after an animated generation
    this.rerunAfterAnimation = false;
    this.animator = new GenerationAnimator(this.maze, (generated) => this.#animationEnded(generated));

    for (const kind of MAZE_KINDS) this.kind.add(new Option(MAZE_KIND_NAMES[kind] ?? kind, kind));
    this.kind.value = DEFAULT_GENERATION.kind;
    this.seed.value = String(DEFAULT_GENERATION.seed);
    this.settings.braid.value = String(DEFAULT_GENERATION.braid);
    this.#showSize();
    this.kindWhy = field('maze-kind-why');
    this.maze.onChange((change) => {
      if (change.kind !== 'all') return;
      this.#showSize();
      this.#showApplicableSettings();
    });
    // Squares or hexes: the same cells, drawn and searched with six neighbours (an undoable step).
    this.topology.addEventListener('change', () => {
      this.scene.editor.setTopology(this.topology.value);
      this.topology.value = this.maze.topology; // as it is: a puzzle holding the maze refuses the switch
    });
    this.kind.addEventListener('change', () => this.#showApplicableSettings());
    this.#showApplicableSettings();
    // A form only to group the fields; submitting it would reload the page.
    form.addEventListener('submit', (event) => event.preventDefault());
    field('new-maze').addEventListener('click', () => this.#newMaze());
    this.animateButton.addEventListener('click', () => this.#animate());
    field('resize').addEventListener('click', () => {
      this.settle();
      this.scene.editor.resize(side(this.width), side(this.height));
      this.#showSize();
      this.scene.fit();
    });
  }

  // Is a generation being animated?
  get generating() {
    return this.animator.running;
  }

  // An animation in progress ends (with its finished maze) before anything else touches the maze.
  settle() {
    if (this.animator.running) this.animator.stop();
  }

  #showSize() {
    this.topology.value = this.maze.topology;
    this.width.value = String(this.maze.width);
    this.height.value = String(this.maze.height);
  }

  // Braid and density apply to some kinds only: disabled, with the reason beside them and on hover.
  #showApplicableSettings() {
    // A kind that does not carve this topology's mazes is not offered (its entry says why).
    for (const option of this.kind.options) {
      const reason = generationKindReason(option.value, this.maze.topology);
      option.disabled = Boolean(reason) && option.value !== this.kind.value;
      option.title = reason;
    }
    const kindReason = generationKindReason(this.kind.value, this.maze.topology);
    this.kindWhy.textContent = kindReason;
    for (const name of ['braid', 'density']) {
      const reason = generationFieldReason(name, this.kind.value);
      const input = this.settings[name];
      input.disabled = Boolean(reason);
      input.title = reason;
      input.parentElement.title = reason;
      this.form.querySelector(`#${input.id}-why`).textContent = reason;
    }
  }

  // The maze of the kind, size, seed and settings in the fields, handed to use(generated): the seed is
  // the reader's choice, so the same seed always gives the same maze (change the seed for another). Below
  // OFF_THREAD_CELLS it is made here and now; a bigger one in the engine worker, which keeps the page
  // live (a second or more at 1024 x 1024), and a later click replaces it.
  #generateThen(use) {
    const { seed: seedInput, settings } = this;
    // A field out of range is clamped and says so beside it (issue 14 item 8): never a silent difference.
    const seed = settleNumberField(seedInput, Math.max(0, Math.round(Number(seedInput.value)) || 0),
      { label: t('maze.seed'), range: t('field.wholeFromZero') });
    const scale = settleNumberField(settings.terrainScale,
      Math.max(1, Math.min(4096, Math.round(Number(settings.terrainScale.value)) || DEFAULT_GENERATION.terrainScale)),
      { label: t('maze.scale'), min: 1, max: 4096 });
    const params = {
      kind: this.kind.value, seed,
      braid: fraction(settings.braid, 0, t('maze.braid')), density: fraction(settings.density, DEFAULT_GENERATION.density, t('maze.density')),
      terrainCoverage: fraction(settings.terrainCoverage, 0, t('maze.coverage')), terrainScale: scale,
    };
    const options = { ...params, width: side(this.width, t('maze.width')), height: side(this.height, t('maze.height')), topology: this.maze.topology };
    const number = ++this.generationNumber;
    const landed = (generated) => {
      this.onGenerated(params, generated);
      use(generated);
    };
    if (options.width * options.height < OFF_THREAD_CELLS) {
      landed(generateMaze(this.engine(), options));
      return;
    }
    const handle = this.progress?.begin(generationProgressText);
    this.scene.offThreadEngine.generateMaze(options).then((generated) => {
      if (number === this.generationNumber) landed(generated);
    }, (error) => {
      if (number === this.generationNumber) this.announce(t('maze.notGenerated', { error: error.message }));
    }).finally(() => this.progress?.end(handle));
  }

  #newMaze() {
    if (!this.engine()) return;
    this.settle();
    this.#generateThen((generated) => {
      this.settle();
      this.scene.editor.replaceMaze(generated);
      this.scene.fit();
      this.onNewPuzzle();
    });
  }

  #animate() {
    if (this.animator.running) {
      this.animator.stop();
      return;
    }
    if (!this.engine()) return;
    this.#generateThen((generated) => {
      this.settle();
      if (this.reducedMotion()) {
        // Motion reduced: the maze appears at once.
        this.scene.editor.replaceMaze(generated);
        this.scene.fit();
        this.onNewPuzzle();
        this.announce(t('maze.generatedNoAnimation'));
        return;
      }
      this.rerunAfterAnimation = this.search.isShowing();
      this.search.clear();
      this.animationBefore = this.maze.snapshot();
      this.scene.editor.enabled = false;
      document.body.dataset.generating = 'true';
      this.animateButton.textContent = t('maze.stopAnimation');
      this.animator.play(generated);
      this.scene.fit();
    });
  }

  #animationEnded(generated) {
    this.scene.editor.replaceMaze(generated, this.animationBefore);
    this.animationBefore = null;
    this.scene.editor.enabled = true;
    this.animateButton.textContent = t('maze.animate');
    delete document.body.dataset.generating;
    if (this.rerunAfterAnimation && this.engine()) this.search.showEnd();
    this.onNewPuzzle();
  }
}

// A side length from a field, within the page's limits.
function side(input, label) {
  const value = Math.max(MIN_SIDE, Math.min(MAX_PAGE_SIDE, Math.round(Number(input.value)) || MIN_SIDE));
  return settleNumberField(input, value, { label, min: MIN_SIDE, max: MAX_PAGE_SIDE });
}

// A fraction from a field, clamped to [0, 1] and written back; `fallback` when the field is empty or not a number.
function fraction(input, fallback, label) {
  const value = Number(input.value);
  const clamped = Number.isFinite(value) && input.value !== '' ? Math.max(0, Math.min(1, value)) : fallback;
  return settleNumberField(input, clamped, { label, min: 0, max: 1 });
}
