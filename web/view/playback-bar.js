// One row of playback controls (play/pause, to the first step, step back and forward, to the end, the step
// scrubber and the speed slider) kept in step with a player: every view has one (explore, compare, Walk,
// Roads), and they differ only in what their buttons drive. wirePlayback makes a view's player and bar.
import { Player, SPEEDS, speedLabel, fittedSpeed, speedIndexFor } from './player.js';
import { formatCount } from './format.js';
import { t } from '../i18n/i18n.js';

export class PlaybackBar {
  // elements: {play, toStart, stepBack, stepForward, toEnd, scrubber, stepReadout, speed, speedReadout}
  // actions: {togglePlay(), toStart(), stepBack(), stepForward(), toEnd(), scrubTo(step), chooseSpeed(index)}
  constructor(elements, actions) {
    this.elements = elements;
    elements.play.addEventListener('click', () => actions.togglePlay());
    // |< goes to step 0 and pauses there, as Home does and a media player's |< does; Play plays.
    elements.toStart.addEventListener('click', () => actions.toStart());
    elements.stepBack.addEventListener('click', () => actions.stepBack());
    elements.stepForward.addEventListener('click', () => actions.stepForward());
    elements.toEnd.addEventListener('click', () => actions.toEnd());
    elements.scrubber.addEventListener('input', () => actions.scrubTo(Number(elements.scrubber.value)));
    elements.speed.addEventListener('input', () => actions.chooseSpeed(Number(elements.speed.value)));
  }

  // The speed at slider position `index` (clamped), shown on the slider and its readout.
  speedAt(index) {
    const speed = SPEEDS[Math.max(0, Math.min(SPEEDS.length - 1, index))];
    this.elements.speed.value = String(SPEEDS.indexOf(speed));
    this.elements.speedReadout.textContent = speedLabel(speed);
    return speed;
  }

  // The speed that plays `steps` steps in the fitted time (web/view/player.js FIT_SECONDS), shown as
  // such: the slider at its nearest position, the readout with the exact figure ("auto: 49,062 steps/s").
  fitted(steps) {
    const speed = fittedSpeed(steps);
    this.elements.speed.value = String(speedIndexFor(steps));
    this.elements.speedReadout.textContent = t('playback.autoSpeed', { n: Math.round(speed), count: formatCount(Math.round(speed)) });
    return speed;
  }

  // `more`: the search is still running, and its steps so far are stepCount.
  showStep(step, stepCount, { more = false } = {}) {
    const { scrubber, stepReadout } = this.elements;
    scrubber.max = String(stepCount);
    scrubber.value = String(step);
    stepReadout.textContent = `${formatCount(step)} / ${formatCount(stepCount)}${more ? '+' : ''}`;
    // What a screen reader says of the slider: "step 120 of 4,211", not a bare number.
    const values = { step: step.toLocaleString('en-US'), of: stepCount.toLocaleString('en-US') };
    scrubber.setAttribute('aria-valuetext', t(more ? 'playback.stepOfAtLeast' : 'playback.stepOf', values));
  }

  showPlaying(playing) {
    this.elements.play.toggleAttribute('data-playing', playing);
    this.elements.play.setAttribute('aria-label', t(playing ? 'playback.pause' : 'playback.play'));
  }

  // Play is enabled on its own; the rest only mean something once there is a trace to move through.
  enable({ play, moves }) {
    const { elements } = this;
    elements.play.disabled = !play;
    for (const control of [elements.toStart, elements.stepBack, elements.stepForward, elements.toEnd, elements.scrubber]) {
      control.disabled = !moves;
    }
  }
}

// The playback methods of a view whose moves are its player's and nothing more (Compare, Roads), under the
// names the keyboard and the bar use for every view; a view with more to them (the explore controller and
// Walk: a question that holds the playback, a search or walk still landing) writes its own.
export class PlayerPlayback {
  togglePlay() { this.player.toggle(); }
  pause() { this.player.pause(); }
  stepForward() { this.player.stepForward(); }
  stepBack() { this.player.stepBack(); }
  toEnd() { this.player.toEnd(); }
  toStart() { this.seek(0); }
  seek(step) {
    this.player.pause();
    this.player.seek(step);
  }
  setSpeedIndex(index) { this.player.setSpeed(this.bar.speedAt(index)); }
}

// A view's playback, wired the one way every view wires it: a Player whose moves and states the view hears
// (seeked(step), stateChanged(state)), and a PlaybackBar whose controls call the view's own playback methods,
// under the names the keyboard uses for every view (togglePlay, toStart, stepBack, stepForward, toEnd, seek,
// setSpeedIndex). A speed the reader picks on the slider sets view.speedChosen: until then a view fits the
// speed to its trace. Returns {player, bar}.
export function wirePlayback(view, elements, { seeked, stateChanged }) {
  const player = new Player({ onSeek: seeked, onStateChange: stateChanged });
  const bar = new PlaybackBar(elements, {
    togglePlay: () => view.togglePlay(),
    toStart: () => view.toStart(),
    stepBack: () => view.stepBack(),
    stepForward: () => view.stepForward(),
    toEnd: () => view.toEnd(),
    scrubTo: (step) => view.seek(step),
    chooseSpeed: (index) => { view.speedChosen = true; view.setSpeedIndex(index); },
  });
  return { player, bar };
}
