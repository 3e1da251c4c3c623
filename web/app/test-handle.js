// window.frontier: a handle for tests, benchmarks and embedding pages on what the page is showing, as plain
// data, and one setting. The browser tests and scripts/bench-*.mjs read the page through it alone.
import { allSizesSeen } from '../view/camera.js';

// getEngine(): the wasm engine, or null before it loads; the rest are the page's parts as main.js built them.
// Each member reads them when called, so the handle can be installed before the engine arrives.
export function installTestHandle({ getEngine, maze, scene, optionsForm, controller, mazeForm, shareLinks, views, puzzles, lessons }) {
  // The Walk and Roads views are built on first use: their members read null before.
  const walkView = () => views.get('walk');
  const roadsView = () => views.get('roads');
  window.frontier = Object.freeze({
    // Caps the engine's memory (engine.setMemoryLimit), to see the page as a small device would.
    setMemoryLimit: (bytes) => {
      getEngine()?.setMemoryLimit(bytes);
      scene.setMemoryLimit(bytes); // the worker's engine, which searches big grids
    },
    maze: () => maze.snapshot(),
    // The puzzle on screen: {spec, index, results, questions, walk} (web/puzzle/puzzle-page.js), or null;
    // startPuzzle(fields) starts one as the Learn dialog does (resolves to {} or {error}).
    puzzle: async () => {
      const page = await puzzles();
      if (!page.active) return null;
      return { spec: page.current(), index: page.index, results: page.results.map(({ correct, score }) => ({ correct, score })),
        questions: page.questions ?? null, walk: page.walk ?? null, overlay: { ...scene.renderer.puzzle } };
    },
    startPuzzle: async (fields) => (await puzzles()).start(fields),
    // Gives `cell` to the puzzle's question as Enter on the keyboard's cursor does (scripts/bench-puzzles.mjs).
    pickCell: (cell) => scene.editor.picker?.choose(cell),
    // The lesson on screen ({id, scene} or {lesson, scene}, as a link carries it) or null; openLesson(data,
    // scene) opens a lesson's data as a file does (resolves to {} or {error}).
    lesson: async () => (await lessons()).current(),
    openLesson: async (data, scene = 0) => (await lessons()).open(data, scene),
    view: () => ({ ...scene.camera.view }),
    // Whether every canvas's view has been refitted to the canvas's size now (web/view/camera.js allSizesSeen): a
    // test reading where things are drawn waits for it after what changed the layout.
    fitted: () => allSizesSeen(),
    // What the last frame drew of F, G and H: {cells, figures, left, minFont, maxFont} (fonts in CSS px;
    // `left`: cells whose figures did not fit at a readable size), or null when no numbers were drawn.
    numbers: () => (scene.renderer.numbersDrawn ? { ...scene.renderer.numbersDrawn } : null),
    // The client (page) coordinates of a cell's centre on the explore canvas.
    cellCentre: (x, y) => scene.renderer.cellToClient(x, y),
    // The keyboard's cursor cell on the explore canvas, {x, y}, or null while it is not drawn.
    keyCursor: () => (scene.keys.shown ? { ...scene.keys.cursor } : null),
    // The options a search would run with now: a number still being typed settled, as Run settles it.
    options: () => {
      optionsForm.settleTyped();
      return optionsForm.values;
    },
    state: () => controller.state,
    // The explore player's steps per second (Infinity: fastest), and whether the reader chose it.
    playbackSpeed: () => ({ stepsPerSecond: controller.player.speed, chosen: controller.speedChosen }),
    // A finished search that found no path: {reached} (the cells shaded on the canvas), else null.
    noPath: () => (scene.noPath ? { reached: scene.noPath.reached } : null),
    redraw: () => scene.renderer.redrawAll(), // scripts/bench-page.mjs times this
    // How many cells a full repaint changes (0: the image on screen was right, painted in the worker or not).
    staleCells: () => {
      const before = scene.renderer.pixels.slice();
      scene.renderer.redrawAll();
      let stale = 0;
      scene.renderer.pixels.forEach((pixel, i) => { if (pixel !== before[i]) stale++; });
      return stale;
    },
    // How the explore canvas's cell image was last made whole (issue 43 item 10): 'worker' (a picture the engine
    // worker painted, taken as it is) or 'page' (every cell painted here).
    wholePaint: () => scene.renderer.cells.wholePaint,
    // The explore view's figures for a cell at the step shown: {state, g, h, f, parent, onPath} (null off the
    // grid or without a search), as the inspector and the canvas show them.
    cell: (x, y) => {
      const run = controller.run;
      if (!run || !maze.contains(x, y)) return null;
      const i = maze.index(x, y);
      const { replay } = run;
      const state = ['unseen', 'open', 'closed'][replay.state[i]] ?? String(replay.state[i]);
      const parent = replay.parent[i];
      return {
        state, g: replay.g[i], h: replay.h[i], f: run.keyAt ? run.keyAt(replay.forward, i) : null,
        parent: parent < 0 ? null : { x: parent % maze.width, y: Math.floor(parent / maze.width) },
        onPath: replay.onPath[i] === 1,
      };
    },
    // JPS+'s 8 jump distances drawn in a cell (N, E, S, W, NE, SE, SW, NW), or null when none are drawn.
    jumpDistances: (x, y) => {
      const { renderer } = scene;
      if (!renderer.jumpsShown || !maze.contains(x, y)) return null;
      const i = maze.index(x, y);
      return Array.from(renderer.jumpDistances.subarray(8 * i, 8 * i + 8));
    },
    generating: () => mazeForm.generating,
    // The share link of what is on screen: a promise of {url, fragment} or {error} (docs/EMBED.md).
    shareLink: () => shareLinks.link(),
    // Opens a link's fragment as the address bar would (without a history entry): a promise of {error?}.
    openLink: (fragment) => shareLinks.open(String(fragment)),
    // The Walk view's walk: {state, step, stepCount, agent, move, plan, narration, changes, result}, or null.
    walk: () => walkView()?.snapshot() ?? null,
    // The Walk view's "where does it step next?" puzzle: {questions, index, results}, or null.
    walkPredict: () => walkView()?.predict?.snapshot() ?? null,
    // The Roads view: {state, step, stepCount, network, start, goal, tool, request, result, narration, settled}.
    roads: () => roadsView()?.snapshot() ?? null,
    // The client coordinates of road network node `id` on the Roads view's canvas.
    roadNodeCentre: (id) => roadsView().nodeClientPoint(id),
    // Moves the Roads view's map by (dx, dy) CSS px; redraws it now (`roads`: every road tile painted anew
    // and at once, as a zoom's tiles are over its next frames): scripts/bench-roads-page.mjs times these.
    roadsPanBy: (dx, dy) => roadsView().renderer.camera.panBy(dx, dy),
    roadsRedraw: (roads = false) => {
      if (roads) roadsView().renderer.dropTiles();
      roadsView().renderer.render(roads ? Infinity : undefined);
    },
    // Whether the Roads view's map has painted every road tile its view needs (screenshots wait for it).
    roadsDrawn: () => roadsView().renderer.roadsDrawn,
    // The Roads view's level of detail at its zoom: {roads: classes drawn road by road, tinted, search:
    // 'dots' | 'picture' | null, pending} (web/roads/network-renderer.js detail()).
    roadsDetail: () => roadsView().renderer.detail(),
    // The client coordinates of a cell's centre on the Walk view's canvas.
    walkCellCentre: (x, y) => walkView().renderer.camera.toClient(...walkView().renderer.layout.centre(x, y)),
    // The algorithm of the search on screen (null without one): a test waits for it after changing the menu.
    runAlgorithm: () => controller.run?.options.algorithm ?? null,
    // Whether the canvas shows a sketch (a re-run while a big grid is dragged on, drawn without its trace).
    sketchShown: () => Boolean(controller.sketch),
    // How many searches the explore view has shown (a drag's re-runs each count): the page benchmark reads it.
    runsShown: () => controller.runsShown,
    // The result of the search on screen (a sketch's while one is shown), without its trace; null without one.
    // While a long search's first events play before it ends (web/core/run.js earlyRun) its status is
    // 'searching' and it has no path yet: a wait for a path reads `result()?.path?.`.
    result: () => {
      const shown = controller.sketch?.result ?? controller.run?.result;
      if (!shown) return null;
      const { trace, ...result } = shown;
      return result;
    },
  });
}
