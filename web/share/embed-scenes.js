// The three scenes an embed shows behind one face (docs/EMBED.md): the explore view's grid search, the
// Walk view's walk and the Roads view's scene. EmbedWidget (embed.js) drives whichever is on screen through
// these; each drives its own view by that view's public methods, so the widget plays what the page plays.
import { checkOptions, checkChoice, checkNumber, heuristicRefusalMessage, WALKERS, ROAD_ALGORITHMS } from '../core/registry.js';
import { unmetNeedReason, pathLengthText } from '../ui/labels.js';
import { formatCost, formatCount } from '../view/format.js';
import { formatRoadCost } from '../roads/road-format.js';
import { MAX_SENSOR_RADIUS, ROAD_METRICS, DISJOINT_KINDS, ROUTE_LIMITS } from './share-codec.js';
import { t, tPlain } from '../i18n/i18n.js';
import { engineText } from '../core/engine-refusals.js';

// The widget's stats line while a scene plays: "Step 3 of 40."
const stepOf = (step, total) => t('embed.stepOf', { step: String(step), total: String(total) });

// Each scene: {kind, total, step, holds (something to play or show), ended, held (a puzzle's question holds
// its playback), hold() (make sure it holds something; a new one waits at step 0), waitAtStart() (a scene just
// opened waits for its reader), play(), pause(), stepForward(), seek(step), settled() (a promise: resolves when
// what it holds is whole; a grid's search may be in the engine worker), stats() (the engine's result, for
// `done`), whyNothing() (why it holds nothing, or ''), summary() (the stats line), prepare(raw options)
// ({apply()} or {error}: all or nothing)}. `selfDone`: the grid's controller says when it is done; the other
// two are done whenever they reach their last step.

// The explore view's search on the explore controller, as the grid widget always drove it.
export function gridScene({ controller, optionsForm }) {
  return {
    kind: 'grid',
    selfDone: true,
    get total() { return controller.run ? controller.stepCount : 0; },
    get step() { return controller.run ? controller.step : 0; },
    get holds() { return Boolean(controller.run); },
    get ended() { return controller.state === 'finished'; },
    get held() { return controller.held; }, // a puzzle's question waits: the playback waits too
    // A `which` puzzle hides the search's name: its step count would give the search away.
    get secret() { return Boolean(controller.concealed.algorithm); },
    waitAtStart() {}, // a link opens paused in a widget (share.js), or at its step
    hold() {
      if (controller.run || controller.awaitingRun) return;
      controller.runSearch({ animate: false });
      controller.seek(0);
    },
    settled: () => controller.settled(),
    play: () => controller.play(),
    pause: () => controller.pause(),
    stepForward() {
      this.hold();
      controller.stepForward();
    },
    seek(step) {
      if (!controller.run && !controller.awaitingRun) controller.runSearch({ animate: false });
      controller.seek(step);
    },
    stats() {
      const { trace, ...result } = controller.run.result;
      return result;
    },
    // A link may ask for a search its maze does not offer (JPS with 4 directions).
    whyNothing() {
      if (controller.run) return '';
      const values = { ...optionsForm.values, topology: optionsForm.worldTopology() };
      return unmetNeedReason(values.algorithm, values, optionsForm.worldKinds()) || controller.searchFailure || t('embed.engineRefused');
    },
    summary() {
      const result = controller.run?.result;
      if (!this.total) return t('embed.pressPlay');
      if (controller.state === 'finished' && result) {
        return result.status === 'found'
          ? t('embed.pathFound', { length: pathLengthText(controller.run.options.algorithm, result.length), cost: String(Math.round(result.cost * 100) / 100), expanded: String(result.expanded) })
          : t('embed.noPath', { expanded: String(result.expanded) });
      }
      return stepOf(this.step, this.total);
    },
    prepare(raw) {
      const { options, error } = checkOptions(raw);
      // Values each valid may still ask for a search the maze does not offer (JPS with 4 directions):
      // refused too, or the widget would hold no search and ignore every seek and step.
      const topology = optionsForm.worldTopology();
      const values = { ...optionsForm.values, ...options, topology };
      // (An estimate a hex grid does not take, or the hex distance on squares, is refused too, with the reason.)
      const refused = error || !options.heuristic ? null : heuristicRefusalMessage(topology, options.heuristic);
      const unmet = error ? '' : (refused ?? unmetNeedReason(values.algorithm, values, optionsForm.worldKinds()));
      if (error || unmet) return { error: error ?? unmet };
      return {
        apply() {
          optionsForm.set(options);
          // Searched again, shown at its end; also when it held nothing (a link's search that could not
          // run): options it can search with bring it back.
          controller.runSearch({ animate: false });
        },
      };
    },
  };
}

// What a player-driven view (the Walk and Roads views) shares: playback through the view's own methods.
class PlayerScene {
  constructor(view) { this.view = view; }
  get selfDone() { return false; }
  get total() { return this.view.player.stepCount; }
  get step() { return this.view.player.step; }
  get ended() { return this.holds && this.view.player.step >= this.view.player.stepCount; }
  get held() { return Boolean(this.view.held); } // a puzzle's question waits (the view's hold())
  play() { this.hold(); this.view.player.play(); }
  pause() { this.view.pause(); }
  stepForward() { this.hold(); this.view.stepForward(); }
  seek(step) { this.hold(); this.view.seek(step); }
  settled() { return Promise.resolve(); } // a road scene is made here and now
  // A link without a step plays from the start on the page; a widget waits there for its reader.
  waitAtStart() { if (this.view.player.state === 'playing') this.view.seek(0); }

  // A view with nothing to play (a walk that has not run, a road scene showing nothing) gets its walk or
  // search, at step 0.
  hold() {
    if (this.holds) return;
    this.make();
    this.view.seek(0);
  }
}

// Checks `raw` against `rules` ({name: check(label, value)}): {options} or {error} for the first refused,
// an unknown name included.
// `scene`: 'walk' or 'roads', which names the refusal of an option the scene does not have.
function checkAgainst(raw, rules, scene) {
  return checkOptions(raw, (name, value) => (Object.hasOwn(rules, name) ? rules[name](name, value)
    : { error: tPlain(`refusal.option.${scene}`, { label: String(name).slice(0, 40), expected: Object.keys(rules).join(', ') }) }));
}

// The Walk view's walk: the planner and the sensor radius change (0: the agent knows the whole map, as a
// link writes it).
const WALK_RULES = {
  algorithm: (label, value) => checkChoice(label, value, WALKERS),
  sensorRadius: (label, value) => checkNumber(label, value, { min: 0, max: MAX_SENSOR_RADIUS, whole: true }),
};

export function walkScene(walkView) { return new WalkScene(walkView); }

class WalkScene extends PlayerScene {
  get kind() { return 'walk'; }
  // A big grid's walk is made in a worker: the view holds it from when it is asked for.
  get holds() { return Boolean(this.view.walk || this.view.landing); }
  settled() { return this.view.settled(); }

  make() { this.view.run(); }

  // engine.navigate's result, its reason in the widget's language.
  stats() {
    const { trace, ...result } = this.view.walk;
    return withReasonText(result);
  }

  whyNothing() {
    return this.view.walk ? '' : this.view.elements.error.textContent || t('embed.walkFailed');
  }

  summary() {
    const { walk } = this.view;
    if (!walk) return this.view.elements.error.textContent;
    if (!this.ended) return stepOf(this.step, this.total);
    const values = {
      moves: formatCount(walk.moves.length - 1), cost: formatCost(walk.cost), plans: formatCount(walk.replans.length), expanded: formatCount(walk.expanded),
    };
    return walk.reached ? t('embed.walkReached', values) : t('embed.walkStopped', { ...values, reason: engineText(walk.reason) });
  }

  prepare(raw) {
    const { options: values, error } = checkAgainst(raw, WALK_RULES, 'walk');
    if (error) return { error };
    return {
      apply: () => {
        const settings = { ...this.view.settings(), ...values };
        if (values.sensorRadius === 0) settings.sensorRadius = Infinity;
        // The new walk at its end, as the grid widget shows a new search.
        this.view.restore(settings, Number.MAX_SAFE_INTEGER);
      },
    };
  }
}

// The Roads view: the search's algorithm and metric, and the routes form.
const ROAD_RULES = {
  algorithm: (label, value) => checkChoice(label, value, ROAD_ALGORITHMS),
  metric: (label, value) => checkChoice(label, value, ROAD_METRICS),
  k: (label, value) => checkNumber(label, value, ROUTE_LIMITS.k),
  disjoint: (label, value) => checkChoice(label, value, DISJOINT_KINDS),
  stretch: (label, value) => checkNumber(label, value, ROUTE_LIMITS.stretch),
  maxShare: (label, value) => checkNumber(label, value, ROUTE_LIMITS.maxShare),
};

// A walk's or a drive's result with the reason it stopped, a text, in the widget's language (the engine writes it
// in English; the fields are the same in every language).
function withReasonText(result) {
  return result.reason === undefined ? result : { ...result, reason: engineText(result.reason) };
}

export function roadsScene(roadsView) { return new RoadsScene(roadsView); }

class RoadsScene extends PlayerScene {
  get kind() { return 'roads'; }
  get routesShown() { return this.view.routes?.shown ?? null; }
  get holds() { return Boolean(this.view.search || this.view.driving || this.routesShown); }
  // K routes are a picture, not a trace: shown whole, so done at once.
  get ended() { return this.routesShown ? true : super.ended; }

  make() { this.view.run({ animate: false }); }

  stats() {
    const routes = this.routesShown;
    if (routes) return { kind: routes.kind, ...routes.result };
    const { trace, ...result } = this.view.search?.result ?? this.view.drivePanel.shown.result;
    return withReasonText(result); // a drive's reason, as a walk's
  }

  whyNothing() {
    if (this.holds) return '';
    return this.view.elements.error.textContent || this.view.routes?.elements.message.textContent || t('embed.searchFailed');
  }

  summary() {
    const { view } = this;
    const routes = this.routesShown;
    if (routes) {
      const costs = routes.result.routes.map((route) => formatRoadCost(route.cost, routes.request.metric));
      return t(routes.kind === 'disjoint' ? 'embed.disjointRoutes' : 'embed.alternativeRoutes', { costs: costs.join(t('list.separator')) });
    }
    if (!this.holds) return t('embed.pressPlay');
    if (!this.ended) return stepOf(this.step, this.total);
    if (view.driving) return view.drivePanel.elements.message.textContent;
    const { result, request } = view.search;
    return result.found
      ? t('embed.routeFound', { cost: formatRoadCost(result.cost, request.metric), roads: formatCount(result.path.length - 1), settled: formatCount(result.expanded) })
      : t('embed.noRoute', { settled: formatCount(result.expanded) });
  }

  prepare(raw) {
    const { options: values, error } = checkAgainst(raw, ROAD_RULES, 'roads');
    if (error) return { error };
    return { apply: () => this.view.reconfigure(values, Number.MAX_SAFE_INTEGER) };
  }
}
