// The Maps and files panel, wired: presets (the tutorials' maps, MovingAI maps with their queries),
// scenario queries, import (file picker, a drop on the canvas, paste) and export (.map, .txt, PNG).
// Reading and downloading files is web/app/files.js; this module decides what a file does to the page.
import { MAX_PAGE_SIDE } from '../grid/maze.js';
import { withEndpoints } from '../grid/default-maze.js';
import { fillPresetMenu, loadPreset, SCENARIO_OPTIONS } from '../grid/presets.js';
import { ScenarioPanel, scenarioMapSize } from '../grid/scenario.js';
import { readFileText, isScenarioText, fromDataTransfer, downloadText, downloadCanvas } from './files.js';
import { CELL } from '../core/engine.js';
import { mapExportLossText } from '../ui/labels.js';
import { showFieldError } from '../ui/field-error.js';
import { t, tPlain } from '../i18n/i18n.js';

export class MapsAndFiles {
  // panel: the element holding the panel's controls; scene: the grid scene; engine(): the engine or null;
  // optionsForm, controller: the explore view's; onNewPuzzle(): a new puzzle is in place (a history
  // entry); settle(): ends an animated generation before anything touches the maze.
  constructor(panel, { scene, engine, optionsForm, controller, announce, onNewPuzzle, settle }) {
    this.scene = scene;
    this.maze = scene.model;
    this.engine = engine;
    this.optionsForm = optionsForm;
    this.controller = controller;
    this.announce = announce;
    this.onNewPuzzle = onNewPuzzle;
    this.settle = settle;
    const element = (id) => panel.querySelector(`#${id}`);
    this.importError = element('import-error');
    this.canvasError = document.getElementById('canvas-error'); // over the maze: a drop's or a paste's refusal
    this.fileInput = element('import-file');
    this.presetSelect = element('preset');
    this.scenario = new ScenarioPanel(
      {
        row: element('query-row'), select: element('query'), hint: element('query-why'), readout: element('scenario'),
        rules: { box: element('scenario-rules'), why: element('scenario-rules-why'), apply: element('scenario-rules-apply') },
      },
      (query) => this.#chooseQuery(query),
      (rules) => optionsForm.apply(rules),
    );
    this.keepScenario = false; // set while the page itself replaces the maze for a scenario
    this.loadingPreset = false; // set while a preset replaces the maze
    this.maze.onChange((change) => {
      if (change.kind === 'all' && !this.keepScenario) this.scenario.clear();
      // The menu names the preset on screen until the maze is another one (an edit, a new maze, an undo),
      // when it goes back to "Choose…" so the same preset can be chosen again. Moving S or G, or another
      // query of its scenario, keeps the map.
      if (change.kind !== 'endpoints' && !this.keepScenario && !this.loadingPreset) this.presetSelect.value = '';
      if (this.exportWarning) this.exportWarning.box.hidden = true; // it counted the cells as they were
    });
    controller.on('update', ({ run, atEnd }) => this.scenario.show(run, atEnd));
    // A form only to group the fields; submitting it would reload the page.
    element('maps-form').addEventListener('submit', (event) => event.preventDefault());
    this.#listenForPresets(element('preset'));
    this.#listenForImports(element('import-file'));
    this.exportWarning = { box: element('export-warning'), text: element('export-warning-text') };
    this.exportMapButton = element('export-map');
    this.exportMapButton.addEventListener('click', () => this.#exportMap());
    element('export-map-anyway').addEventListener('click', () => this.#exportText('movingai', 'map'));
    element('export-ascii').addEventListener('click', () => this.#exportText('ascii', 'txt'));
    element('export-ascii-instead').addEventListener('click', () => this.#exportText('ascii', 'txt'));
    element('export-png').addEventListener('click', () => {
      scene.render();
      downloadCanvas(scene.canvas, `${this.#exportName()}.png`)
        .catch((error) => this.#showError(error.message, element('export-png')));
    });
  }

  // A refusal beside its control, which takes the focus: the panel's line for the file picker, a preset
  // and an export; the line over the maze for a drop or a paste (the canvas is where the eye is). An
  // empty message clears both.
  #showError(message, control = null) {
    const overCanvas = control === this.scene.canvas;
    showFieldError(overCanvas ? null : control, this.importError, overCanvas ? '' : message);
    if (this.canvasError) showFieldError(overCanvas ? control : null, this.canvasError, overCanvas ? message : '');
    if (!message) for (const each of [this.fileInput, this.presetSelect, this.scene.canvas]) each?.removeAttribute('aria-invalid');
  }

  // Sets a query's start and goal (one undo step) with MovingAI's options, and searches it (played, or shown
  // at step 0 with atStart).
  #chooseQuery(query, { atStart = false } = {}) {
    this.settle();
    this.keepScenario = true;
    try {
      this.scene.editor.replaceMaze({ ...this.maze.snapshot(), start: query.start, goal: query.goal });
    } finally {
      this.keepScenario = false;
    }
    this.scenario.choose(query);
    this.optionsForm.set(SCENARIO_OPTIONS);
    this.controller.runSearch(atStart ? { animate: false, atStart } : {});
  }

  // Loads a grid (from a preset or an import) as one undo step; too big for the page: an Error.
  #loadGrid(grid) {
    if (grid.width > MAX_PAGE_SIDE || grid.height > MAX_PAGE_SIDE) {
      throw new Error(tPlain('refusal.gridTooBig', { width: grid.width, height: grid.height, max: MAX_PAGE_SIDE }));
    }
    this.settle();
    // A text grid says its topology (a `topology hex` line); a MovingAI map is square.
    const topology = grid.topology ?? 'square';
    this.scene.editor.replaceMaze({ ...withEndpoints({ ...grid, topology }), topology });
    this.scene.fit();
  }

  // A scenario's queries for the map on screen; refused when it names another size.
  #loadScenario(name, text) {
    const { maze } = this;
    const queries = this.engine().parseScenario(text);
    const size = scenarioMapSize(text);
    if (size && (size.width !== maze.width || size.height !== maze.height)) {
      throw new Error(tPlain('refusal.scenarioSize', { width: size.width, height: size.height, shownWidth: maze.width, shownHeight: maze.height }));
    }
    const outside = queries.findIndex(({ start, goal }) => !maze.contains(start.x, start.y) || !maze.contains(goal.x, goal.y));
    if (outside >= 0) throw new Error(tPlain('refusal.queryOutside', { number: outside + 1, width: maze.width, height: maze.height }));
    this.scenario.set(name, queries);
    return queries;
  }

  // Text from a file, a drop or a paste: a scenario for the map on screen, or a grid to load. Any
  // error is shown and leaves the maze (and its undo history) as it was.
  async #importSource({ name, file, text }, control) {
    const { controller } = this;
    try {
      const engine = this.engine();
      if (!engine) throw new Error(t('files.noEngine'));
      const body = file ? await readFileText(file) : text;
      if (isScenarioText(body)) {
        const queries = this.#loadScenario(name, body);
        this.#showError('');
        this.announce(t('files.loadedQueries', { n: queries.length, count: String(queries.length), name }));
        return;
      }
      const grid = engine.parseGrid(body);
      this.#loadGrid(grid);
      this.#showError('');
      this.announce(t('files.imported', { name, width: String(grid.width), height: String(grid.height) }));
      if (controller.run || controller.state === 'editing') controller.runSearch({ animate: false });
      this.onNewPuzzle();
    } catch (error) {
      this.#showError(t('files.importFailed', { name, error: error.message }), control);
    }
  }

  #listenForPresets(presetSelect) {
    fillPresetMenu(presetSelect);
    presetSelect.addEventListener('change', async () => {
      const { controller } = this;
      const value = presetSelect.value;
      if (!value) return;
      try {
        const engine = this.engine();
        if (!engine) throw new Error(t('files.noEngine'));
        const preset = await loadPreset(value, engine);
        this.optionsForm.set(preset.options);
        this.loadingPreset = true;
        try {
          this.#loadGrid(preset.grid);
        } finally {
          this.loadingPreset = false;
        }
        presetSelect.value = value; // named again, should an edit during the fetch have reset the menu
        this.#showError('');
        // A preset opens at step 0, paused: the learner starts it (Play, or a step at a time).
        if (preset.scenario) {
          const queries = this.#loadScenario(preset.scenario.name, preset.scenario.text);
          this.#chooseQuery(queries[Math.floor((queries.length - 1) * 0.75)], { atStart: true }); // a long query, not the hardest
        } else {
          controller.runSearch({ animate: false, atStart: true });
        }
        this.onNewPuzzle();
        this.announce(t('files.loadedPreset', { name: preset.name }));
      } catch (error) {
        presetSelect.value = '';
        this.#showError(t('files.presetFailed', { error: error.message }), presetSelect);
      }
    });
  }

  #listenForImports(fileInput) {
    fileInput.addEventListener('change', () => {
      const file = fileInput.files?.[0];
      fileInput.value = ''; // the same file can be chosen again
      if (file) this.#importSource({ name: file.name, file }, fileInput);
    });
    const canvasWrap = this.scene.canvas.parentElement;
    canvasWrap.addEventListener('dragover', (event) => {
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
      canvasWrap.dataset.drop = '';
    });
    canvasWrap.addEventListener('dragleave', () => delete canvasWrap.dataset.drop);
    canvasWrap.addEventListener('drop', (event) => {
      event.preventDefault();
      delete canvasWrap.dataset.drop;
      const source = fromDataTransfer(event.dataTransfer);
      if (source) this.#importSource(source, this.scene.canvas);
    });
    // Paste imports unless a text field is taking the text.
    document.addEventListener('paste', (event) => {
      const target = event.target;
      if (target instanceof HTMLTextAreaElement || (target instanceof HTMLElement && target.isContentEditable)) return;
      if (target instanceof HTMLInputElement && !['range', 'radio', 'checkbox', 'button', 'file'].includes(target.type)) return;
      const source = fromDataTransfer(event.clipboardData);
      if (!source) return;
      event.preventDefault();
      this.#importSource(source, this.scene.canvas);
    });
  }

  #exportName() {
    return `frontier-${this.maze.width}x${this.maze.height}`;
  }

  // .map keeps walls and floor only: with terrain on the grid, say what would be lost and let the reader
  // choose (.txt keeps it) rather than drop it silently.
  #exportMap() {
    this.settle();
    if (this.maze.topology === 'hex') {
      this.#exportText('movingai', 'map');
      return;
    }
    const counts = { grass: 0, sand: 0, water: 0 };
    const kinds = Object.keys(counts).map((kind) => [kind, CELL[kind]]);
    for (const code of this.maze.cells) {
      for (const [kind, terrain] of kinds) if (code === terrain) counts[kind]++;
    }
    if (!Object.values(counts).some((count) => count > 0)) {
      this.#exportText('movingai', 'map');
      return;
    }
    this.exportWarning.text.textContent = mapExportLossText(counts);
    this.exportWarning.box.hidden = false;
  }

  #exportText(format, extension) {
    const engine = this.engine();
    if (!engine) return;
    this.settle();
    this.exportWarning.box.hidden = true;
    if (format === 'movingai' && this.maze.topology === 'hex') {
      this.#showError(t('files.mapIsSquare'), this.exportMapButton);
      return;
    }
    downloadText(engine.exportGrid(this.maze.snapshot(), format), `${this.#exportName()}.${extension}`);
  }
}
