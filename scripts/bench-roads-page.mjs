#!/usr/bin/env node
// Measures the Roads view in headless Chromium (not a test; numbers vary with the machine): on a random
// town of 100,000 nodes (seed 1; --nodes 1000000 for issue 33's million), fitted in view,
//  1. the median requestAnimationFrame interval while the map pans a few pixels every frame (target: at
//     least 55 frames per second), with the median and longest work of a frame's callbacks,
//  2. the same while the map zooms in and out a wheel step every frame (the road tiles at each new zoom are
//     painted a few a frame: road-tiles.js), and
//  3. the median time of a redraw (rasterised: a pixel is read back) with its tiles painted, and of one
//     painting every tile anew at once (the view's, the ring around it, the overview), and the time from a
//     wheel step until the view is sharp again (its tiles painted a few a frame),
// then the same at about 4x zoom, and fitted with Dijkstra's search shown at its end, and the 10,000-node
// town's Dijkstra trace playing at top speed.
// Usage: node scripts/bench-roads-page.mjs [--json] [--nodes N]   (after scripts/build)
import { countFrameWork, median, servedPageAndBrowser, watchProblems } from './bench-lib/page.mjs';

const json = process.argv.includes('--json');
const nodesAt = process.argv.indexOf('--nodes');
const nodes = nodesAt > 0 ? Number(process.argv[nodesAt + 1]) : 100000;
const { port, browser, close } = await servedPageAndBrowser();

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watchProblems(page);
  await countFrameWork(page);
  await page.goto(`http://localhost:${port}/`);
  await page.waitForFunction(() => window.frontier && document.body.dataset.state !== 'loading');
  await page.check('input[name="mode"][value="roads"]');
  await page.waitForFunction(() => window.frontier.roads()?.network?.nodes > 0);

  async function load(count) {
    await page.selectOption('#roads-source', 'random');
    await page.fill('#roads-nodes', String(count));
    const began = Date.now();
    await page.click('#roads-generate');
    await page.waitForFunction((n) => window.frontier.roads()?.network?.nodes === n, count, { timeout: 60000 });
    return Date.now() - began;
  }

  // Pans `frames` frames, a few px each, and returns {fps, workMs}.
  async function pan(frames = 150) {
    const times = await page.evaluate((count) => new Promise((resolve) => {
      const stamps = [];
      let k = 0;
      const frame = (time) => {
        stamps.push(time);
        const dx = (k % 60 < 30 ? 1 : -1) * 6;
        window.frontier.roadsPanBy(dx, dx / 2);
        k++;
        if (k < count) requestAnimationFrame(frame);
        else resolve(stamps);
      };
      requestAnimationFrame(frame);
    }), frames);
    return frameFigures(times);
  }

  // Zooms a wheel step (1.25x) in or out about the middle every frame, `steps` in then `steps` out, twice.
  async function zoom(steps = 12) {
    const times = await page.evaluate((count) => new Promise((resolve) => {
      const canvas = document.getElementById('roads-canvas');
      const rect = canvas.getBoundingClientRect();
      const stamps = [];
      let k = 0;
      const frame = (time) => {
        stamps.push(time);
        const inward = k % (2 * count) < count;
        canvas.dispatchEvent(new WheelEvent('wheel', { deltaY: inward ? -100 : 100, clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2, bubbles: true, cancelable: true }));
        k++;
        if (k < 4 * count) requestAnimationFrame(frame);
        else resolve(stamps);
      };
      requestAnimationFrame(frame);
    }), steps);
    return frameFigures(times);
  }

  async function frameFigures(times) {
    const intervals = times.slice(1).map((time, i) => time - times[i]).slice(10);
    const work = (await page.evaluate((stamps) => stamps.map((time) => window.frameWork.get(time) ?? 0), times)).slice(10);
    return { fps: 1000 / median(intervals), frameMs: median(intervals), workMs: median(work), longestMs: Math.max(...work) };
  }

  const settled = () => page.waitForFunction(() => window.frontier.roadsDrawn(), null, { timeout: 60000 });

  // One wheel step about the middle, then the time until every tile of the view is painted at the new zoom
  // (the view sharp again), a step in and a step out three times: the median.
  async function sharpen() {
    const samples = [];
    for (let k = 0; k < 6; k++) {
      samples.push(await page.evaluate((inward) => new Promise((resolve) => {
        const canvas = document.getElementById('roads-canvas');
        const rect = canvas.getBoundingClientRect();
        const begin = performance.now();
        canvas.dispatchEvent(new WheelEvent('wheel', { deltaY: inward ? -100 : 100, clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2, bubbles: true, cancelable: true }));
        const frame = () => (window.frontier.roadsDrawn() ? resolve(performance.now() - begin) : requestAnimationFrame(frame));
        requestAnimationFrame(frame);
      }), k % 2 === 0));
    }
    return median(samples);
  }

  // fresh: every road tile dropped and painted again at once (the view's, the ring around it and the whole
  // network's overview: more than a zoom paints before the view is sharp), else the tiles copied (a pan's).
  // (The readback makes the browser rasterise within the time taken.)
  async function redraw(fresh) {
    const samples = await page.evaluate((roads) => {
      const context = document.getElementById('roads-canvas').getContext('2d');
      const out = [];
      for (let round = 0; round < 9; round++) {
        const begin = performance.now();
        for (let k = 0; k < 5; k++) {
          window.frontier.roadsRedraw(roads);
          context.getImageData(0, 0, 1, 1);
        }
        out.push((performance.now() - begin) / 5);
      }
      return out;
    }, fresh);
    return median(samples);
  }

  const loadMs = await load(nodes);
  await settled();
  const fitted = { ...(await pan()), redrawMs: await redraw(false), roadsMs: await redraw(true), sharpMs: await sharpen() };
  await settled();
  const zooming = await zoom();
  await settled();
  await page.evaluate(() => {
    const canvas = document.getElementById('roads-canvas');
    const rect = canvas.getBoundingClientRect();
    // Six wheel steps in (1.25 each: about 4x) about the middle.
    for (let k = 0; k < 6; k++) {
      canvas.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2, bubbles: true, cancelable: true }));
    }
  });
  await settled();
  const zoomed = { ...(await pan()), redrawMs: await redraw(false), roadsMs: await redraw(true), sharpMs: await sharpen() };

  // Dijkstra's search (most of the town reached) shown at its end, fitted: a picture (search-image.js).
  await page.click('#roads-fit');
  await page.selectOption('#roads-algorithm', 'dijkstra');
  await page.click('#roads-run');
  await page.click('#roads-to-end');
  await page.waitForFunction(() => window.frontier.roads().state === 'ended' && window.frontier.roads().request?.algorithm === 'dijkstra', null, { timeout: 120000 });
  await settled();
  const searched = { ...(await pan()), redrawMs: await redraw(false), roadsMs: await redraw(true), settled: (await page.evaluate(() => window.frontier.roads().result.expanded)) };

  // The 10,000-node town's Dijkstra trace at top speed.
  await load(10000);
  await page.selectOption('#roads-algorithm', 'dijkstra');
  await page.evaluate(() => {
    const speed = document.getElementById('roads-speed');
    speed.value = speed.max;
    speed.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await page.click('#roads-run');
  await page.waitForFunction(() => window.frontier.roads().state === 'playing');
  const playback = await page.evaluate(() => new Promise((resolve) => {
    const times = [];
    const frame = (time) => {
      times.push(time);
      if (window.frontier.roads().state === 'playing') requestAnimationFrame(frame);
      else resolve(times);
    };
    requestAnimationFrame(frame);
  }));
  const playIntervals = playback.slice(1).map((time, i) => time - playback[i]);
  const playWork = await page.evaluate((stamps) => stamps.map((time) => window.frameWork.get(time) ?? 0), playback);
  const play = { fps: 1000 / median(playIntervals), workMs: median(playWork), frames: playback.length };

  const report = { nodes, loadMs, fitted, zooming, zoomed4x: zoomed, searched, playback10k: play, problems };
  if (json) console.log(JSON.stringify(report, null, 2));
  else {
    const line = (name, r) => console.log(`${name}: ${r.fps.toFixed(1)} fps (frame ${r.frameMs?.toFixed(1) ?? '-'} ms, work ${r.workMs.toFixed(1)} ms${r.longestMs !== undefined ? `, longest ${r.longestMs.toFixed(1)} ms` : ''})${r.redrawMs !== undefined ? `, redraw ${r.redrawMs.toFixed(1)} ms (every road tile painted anew at once: ${r.roadsMs.toFixed(1)} ms)` : ''}${r.sharpMs !== undefined ? `; sharp ${r.sharpMs.toFixed(0)} ms after a wheel step` : ''}`);
    console.log(`${nodes} nodes loaded and drawn in ${loadMs} ms`);
    line('panning, whole network in view', fitted);
    line('zooming a wheel step every frame (12 in, 12 out, twice)', zooming);
    line('panning, zoomed in about 4x', zoomed);
    line(`panning, fitted, Dijkstra's search shown (${searched.settled} settled)`, searched);
    line('10,000-node Dijkstra trace at top speed', play);
    if (problems.length) console.log('problems:', problems);
  }
} finally {
  await close();
}
