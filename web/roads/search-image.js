// A road search's open and settled nodes as a picture, one pixel a patch of ground about one junction wide,
// for the zooms where a dot a node would cover its neighbours' (a million of them cost seconds a frame as
// dots, and a few milliseconds as this picture). Made again only when the search or its step changes.
import { CELL_STATE } from '../core/engine.js';

const MAX_SIDE = 2048; // pixels a side

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
    this.rank = new Uint8Array(this.width * this.height);
    this.filled = new Uint8Array(this.width * this.height);
    this.shown = null; // {replay, position} the picture shows
  }

  // Draws the search (`replay` at its position, over the nodes it reaches, `touched`) on `context` under the
  // camera's view; colours: [open, openBackward, settled, settledBackward], drawn in that order of strength
  // (a patch with a settled node and an open one shows the settled one).
  draw(context, view, replay, touched, colours) {
    if (this.shown?.replay !== replay || this.shown.position !== replay.position) this.#paint(replay, touched, colours);
    const { scale, x, y } = view;
    context.imageSmoothingEnabled = false;
    context.drawImage(this.canvas, x + (this.bounds.left - this.cellSize / 2) * scale, y + (this.bounds.top - this.cellSize / 2) * scale,
      this.width * this.cellSize * scale, this.height * this.cellSize * scale);
  }

  #paint(replay, touched, colours) {
    const { rank, image, x, y, cellSize, width } = this;
    const { left, top } = this.bounds;
    rank.fill(0);
    const forward = replay.forward.state;
    const backward = replay.backward?.state;
    for (let k = 0; k < touched.length; k++) {
      const node = touched[k];
      const f = forward[node], b = backward ? backward[node] : CELL_STATE.unseen;
      let strength;
      if (f === CELL_STATE.closed) strength = 4;
      else if (b === CELL_STATE.closed) strength = 3;
      else if (f === CELL_STATE.open) strength = 2;
      else if (b === CELL_STATE.open) strength = 1;
      else continue;
      const cell = Math.round((y[node] - top) / cellSize) * width + Math.round((x[node] - left) / cellSize);
      if (strength > rank[cell]) rank[cell] = strength;
    }
    // A patch with no junction takes the strongest of its four neighbours: junctions are not on a grid, so
    // about one patch in three has none, and the search would be speckled with holes.
    const { height } = this;
    const filled = this.filled;
    filled.set(rank);
    for (let row = 0; row < height; row++) {
      for (let column = 0; column < width; column++) {
        const cell = row * width + column;
        if (rank[cell]) continue;
        filled[cell] = Math.max(column > 0 ? rank[cell - 1] : 0, column + 1 < width ? rank[cell + 1] : 0,
          row > 0 ? rank[cell - width] : 0, row + 1 < height ? rank[cell + width] : 0);
      }
    }
    const rgb = [null, ...[colours.openBackward, colours.open, colours.settledBackward, colours.settled].map(channels)];
    const data = image.data;
    for (let cell = 0; cell < filled.length; cell++) {
      const strength = filled[cell];
      const at = 4 * cell;
      if (!strength) {
        data[at + 3] = 0;
        continue;
      }
      const [red, green, blue] = rgb[strength];
      data[at] = red;
      data[at + 1] = green;
      data[at + 2] = blue;
      data[at + 3] = 255;
    }
    this.context.putImageData(image, 0, 0);
    this.shown = { replay, position: replay.position };
  }
}

function channels(colour) {
  return [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
}
