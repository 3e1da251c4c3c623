// Shared helpers for the Node tests: loading the engine from the built wasm, a seeded PRNG, random grids.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

import { DEFAULTS, loadEngine } from '../../web/core/engine.js';
import { algorithmInfo } from '../../web/core/registry.js';

export const WASM_URL = new URL('../../web/wasm/frontier_core.wasm', import.meta.url);

let wasmBytes = null;

// A fresh engine over the built module (each call instantiates its own wasm memory).
export async function freshEngine() {
  if (!wasmBytes) {
    if (!fs.existsSync(WASM_URL)) {
      throw new Error(
        `${fileURLToPath(WASM_URL)} is missing: build it with ` +
          '`export NODE_PATH=/usr/share/nodejs && emcmake cmake -S . -B build/wasm && cmake --build build/wasm`',
      );
    }
    wasmBytes = fs.readFileSync(WASM_URL);
  }
  return loadEngine({ wasmBinary: wasmBytes });
}

// mulberry32: a tiny seeded PRNG returning floats in [0, 1).
export function mulberry32(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomInt(random, n) {
  return Math.floor(random() * n);
}

// A width x height grid: walls with probability `wallDensity`; the other cells floor, or, with `terrain`,
// a mix of floor, grass, sand and water.
export function randomGrid(random, width, height, { wallDensity = 0.25, terrain = false } = {}) {
  const cells = new Uint8Array(width * height);
  for (let i = 0; i < cells.length; i++) {
    if (random() < wallDensity) cells[i] = 1;
    else if (terrain) cells[i] = [0, 0, 2, 3, 4][randomInt(random, 5)];
  }
  return { width, height, cells };
}

// Every open cell at one cost, as the jump point searches need it.
export const UNIFORM_TERRAIN = Object.freeze({ floor: 1, grass: 1, sand: 1, water: 1 });

// `request` as its algorithm accepts it, given what its registry row needs: terrain priced alike for
// 'uniform-costs'; null when it asks for moves the algorithm refuses ('eight-way-no-corner-cut': 8
// directions, no corner cutting).
export function fitNeeds(request) {
  const { needs } = algorithmInfo(request.algorithm);
  const movement = request.movement ?? DEFAULTS.movement;
  const diagonal = request.diagonal ?? DEFAULTS.diagonal;
  if (needs.includes('eight-way-no-corner-cut') && (movement !== 8 || diagonal !== 'no-corner-cut')) return null;
  return needs.includes('uniform-costs') ? { ...request, terrainCosts: UNIFORM_TERRAIN } : request;
}

// A random passable cell of `grid`.
export function randomOpenCell(random, grid) {
  for (;;) {
    const x = randomInt(random, grid.width);
    const y = randomInt(random, grid.height);
    if (grid.cells[y * grid.width + x] !== 1) return { x, y };
  }
}
