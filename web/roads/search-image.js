// A road search's open and settled nodes as a picture, one pixel a patch of ground about one junction wide,
// for the zooms where a dot a node would cover its neighbours' (a million of them cost seconds a frame as
// dots, and a few milliseconds as this picture). Played forward, only the patches of the nodes the new
// events name are painted again; a new search or a step back paints it all.
import { CELL_STATE } from '../core/engine.js';

const MAX_SIDE = 2048; // pixels a side
// The colour of each strength a node can have (#strengthOf), weakest first.
const STRENGTH_COLOUR = [null, 'openBackward', 'open', 'settledBackward', 'settled'];

export class SearchImage {
  // x, y: node positions; bounds: {left, top, width, height} of the network; spacing: the typical distance
  // between neighbouring junctions (world units, as the renderer's).
  constructor(x, y, bounds, spacing) {
    this.x = x;
    this.y = y;
    this.bounds = bounds;
    this.cellSize = Math.max(spacing, bounds.width / MAX_SIDE, bounds.height / MAX_SIDE);
    this.width = Math.max(1, Math.ceil(bounds.width / this.cellSize) + 1);
    this.height = Math.max(1, Math.ceil(bounds.height / this.cellSize) + 1);
    this.canvas = document.createElement('canvas');
    this.canvas.width = this.width;
    this.canvas.height = this.height;
    this.context = this.canvas.getContext('2d');
    this.image = this.context.createImageData(this.width, this.height);
    this.strength = new Uint8Array(x.length); // each node's, as last painted
    this.rank = new Uint8Array(this.width * this.height); // the strongest of the nodes in each patch
    this.colours = null; // the colours painted, and their channels by strength (rgb)
    this.rgb = null;
    this.shown = null; // {replay, position} the picture shows
  }

  // Draws the search (`replay` at its position, over the nodes it reaches, `touched`) on `context` under the
  // camera's view; colours: {open, openBackward, settled, settledBackward}, in that order of strength (a patch
  // with a settled node and an open one shows the settled one).
  draw(context, view, replay, touched, colours) {
    if (this.colours !== colours) {
      this.colours = colours;
      this.rgb = STRENGTH_COLOUR.map((key) => key && [1, 3, 5].map((at) => parseInt(colours[key].slice(at, at + 2), 16)));
      this.shown = null;
    }
    const shown = this.shown?.replay === replay ? this.shown.position : -1;
    if (shown < 0 || shown > replay.position) this.#paintAll(replay, touched);
    else if (shown < replay.position && !this.#advance(replay, shown)) this.#paintAll(replay, touched);
    this.shown = { replay, position: replay.position };
    const { scale, x, y } = view;
    context.imageSmoothingEnabled = false;
    context.drawImage(this.canvas, x + (this.bounds.left - this.cellSize / 2) * scale, y + (this.bounds.top - this.cellSize / 2) * scale,
      this.width * this.cellSize * scale, this.height * this.cellSize * scale);
  }

  // 4: settled forward, 3: settled from the goal's side, 2: open forward, 1: open from the goal's side, 0: none.
  #strengthOf(replay, node) {
    const f = replay.forward.state[node], b = replay.backward ? replay.backward.state[node] : CELL_STATE.unseen;
    if (f === CELL_STATE.closed) return 4;
    if (b === CELL_STATE.closed) return 3;
    if (f === CELL_STATE.open) return 2;
    if (b === CELL_STATE.open) return 1;
    return 0;
  }

  #cellOf(node) {
    return Math.round((this.y[node] - this.bounds.top) / this.cellSize) * this.width + Math.round((this.x[node] - this.bounds.left) / this.cellSize);
  }

  #paintAll(replay, touched) {
    const { rank, strength } = this;
    rank.fill(0);
    strength.fill(0);
    for (let k = 0; k < touched.length; k++) {
      const node = touched[k];
      const s = this.#strengthOf(replay, node);
      strength[node] = s;
      const cell = this.#cellOf(node);
      if (s > rank[cell]) rank[cell] = s;
    }
    for (let cell = 0; cell < rank.length; cell++) this.#fill(cell);
    this.context.putImageData(this.image, 0, 0);
  }

  // The events from `from` to the replay's position, played forward: false when one took a node's strength
  // down (a node reopened), which the patch's strongest cannot undo, so the caller paints it all.
  #advance(replay, from) {
    const { trace } = replay;
    const changed = [];
    for (let i = from; i < replay.position; i++) {
      const node = trace.cell(i);
      if (node >= this.strength.length) continue; // an event naming no node
      const s = this.#strengthOf(replay, node);
      if (s === this.strength[node]) continue;
      if (s < this.strength[node]) return false;
      this.strength[node] = s;
      const cell = this.#cellOf(node);
      if (s > this.rank[cell]) {
        this.rank[cell] = s;
        changed.push(cell);
      }
    }
    if (!changed.length) return true;
    // The patches changed and their neighbours (whose holes they fill), and the rectangle to copy out.
    const { width } = this;
    let left = width, top = this.height, right = -1, bottom = -1;
    for (const cell of changed) {
      const column = cell % width, row = (cell - column) / width;
      for (const [c, r] of [[column, row], [column - 1, row], [column + 1, row], [column, row - 1], [column, row + 1]]) {
        if (c < 0 || r < 0 || c >= width || r >= this.height) continue;
        this.#fill(r * width + c);
        left = Math.min(left, c); right = Math.max(right, c);
        top = Math.min(top, r); bottom = Math.max(bottom, r);
      }
    }
    this.context.putImageData(this.image, 0, 0, left, top, right - left + 1, bottom - top + 1);
    return true;
  }

  // Patch `cell`'s colour: its strongest node's state, or, with no junction in it (junctions are not on a grid:
  // about one patch in three has none, and the search would be speckled with holes), its four neighbours'.
  #fill(cell) {
    const { rank, width, height } = this;
    let strength = rank[cell];
    if (!strength) {
      const column = cell % width, row = (cell - column) / width;
      strength = Math.max(column > 0 ? rank[cell - 1] : 0, column + 1 < width ? rank[cell + 1] : 0,
        row > 0 ? rank[cell - width] : 0, row + 1 < height ? rank[cell + width] : 0);
    }
    const data = this.image.data;
    const at = 4 * cell;
    if (!strength) {
      data[at + 3] = 0;
      return;
    }
    const [red, green, blue] = this.rgb[strength];
    data[at] = red;
    data[at + 1] = green;
    data[at + 2] = blue;
    data[at + 3] = 255;
  }
}
