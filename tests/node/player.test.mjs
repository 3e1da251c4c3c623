// The playback clock (web/view/player.js) on a simulated clock: its frames are driven here, so what it
// promises (a trace fitted to about 9 s plays a ninth of itself a second; the top speed plays any trace in
// 1.5 s; a stalled frame carries on rather than leaps) is checked without timing a real page, which a
// loaded machine slows (issue 29 item 27: the browser test timed it and failed under load).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { Player, fittedSpeed, FIT_SECONDS, TOP_SPEED_SECONDS } from '../../web/view/player.js';

// A page's clock and frames: now() and requestAnimationFrame, advanced by frame(ms).
function simulatedClock() {
  let now = 0;
  let callbacks = [];
  let nextId = 1;
  globalThis.requestAnimationFrame = (callback) => {
    callbacks.push({ id: nextId, callback });
    return nextId++;
  };
  globalThis.cancelAnimationFrame = (id) => { callbacks = callbacks.filter((entry) => entry.id !== id); };
  performance.now = () => now;
  return {
    frame(ms) {
      now += ms;
      const due = callbacks;
      callbacks = [];
      for (const { callback } of due) callback(now);
    },
  };
}

function playerOf(stepCount, speed) {
  const player = new Player({ onSeek: () => {}, onStateChange: () => {} });
  player.load(stepCount, 0);
  player.setSpeed(speed);
  return player;
}

test('a trace fitted to 9 s plays a ninth of itself in a second and ends after about 9 s, at 60 frames a second', () => {
  for (const steps of [120, 32616, 1048576]) {
    const clock = simulatedClock();
    const player = playerOf(steps, fittedSpeed(steps));
    player.play();
    let frames = 0;
    while (frames < 60) { clock.frame(1000 / 60); frames++; }
    const share = player.step / steps;
    assert.ok(Math.abs(share - 1 / FIT_SECONDS) < 0.01, `${steps} steps: ${(share * 100).toFixed(2)}% after 1 s`);
    while (player.state === 'playing' && frames < 60 * 20) { clock.frame(1000 / 60); frames++; }
    assert.equal(player.state, 'ended');
    assert.ok(Math.abs(frames / 60 - FIT_SECONDS) <= 2 / 60 + 1 / fittedSpeed(steps), `${steps} steps: ended after ${(frames / 60).toFixed(2)} s`);
  }
});

test('the top speed plays any trace in 1.5 s, whatever the frame rate', () => {
  for (const [steps, frameMs] of [[50, 1000 / 60], [32616, 1000 / 60], [1048576, 1000 / 60], [32616, 1000 / 12]]) {
    const clock = simulatedClock();
    const player = playerOf(steps, Infinity);
    player.play();
    let elapsed = 0;
    while (player.state === 'playing' && elapsed < 10000) { clock.frame(frameMs); elapsed += frameMs; }
    assert.equal(player.state, 'ended');
    assert.ok(elapsed <= TOP_SPEED_SECONDS * 1000 + frameMs, `${steps} steps at ${frameMs.toFixed(1)} ms frames: ${elapsed.toFixed(0)} ms`);
  }
});

test('after a stall (a hidden tab) playing carries on from where it was rather than leaping ahead', () => {
  const clock = simulatedClock();
  const player = playerOf(10000, 100);
  player.play();
  clock.frame(1000 / 60);
  const before = player.step;
  clock.frame(5000);
  assert.ok(player.step - before <= 10 + 1, `${player.step - before} steps for a 5 s gap at 100 steps/s (at most 100 ms' worth)`);
});
