// The roads as an image cut into square tiles at the view's zoom, painted a few a frame within a time budget
// so that no frame waits for a whole network: while a zoom or a pan waits for its tiles, the last complete
// set (scaled) and a picture of the whole network stand in. What a tile shows depends on the zoom (level of
// detail): every road and, close up, the junctions; zoomed out, the major roads over a tint where the
// streets are, since streets a pixel or two apart are only a grey blur (issue 33: a million junctions).
import { CANVAS_BACKGROUND } from '../view/palette.js';

// A tile's side in device pixels: a whole number, so tiles laid side by side on the device pixel grid meet
// without seams at any devicePixelRatio (1.1 at a 110 % browser zoom).
const tileDevicePixels = (dpr) => 256 * Math.max(1, Math.round(dpr));
// CSS px between two roads of a class side by side (RoadIndex.lineSpacing) before each road of the class is
// drawn: closer, a local class is drawn as a tint and a major one not at all (the next class up shows the way;
// a network without local roads always shows its top class, so its map never goes blank).
const LINES_FROM_PX = 10;
const NODES_FROM_SPACING = 16; // CSS px between neighbouring junctions before the junctions are drawn
const SIMPLIFY_PX = 1; // a polyline's points closer than this on screen are skipped
const MAX_TILE_PIXELS = 96 * 256 * 256; // device pixels of tiles kept (about 25 MB)
const OVERVIEW_PIXELS = 800; // the whole-network picture's longer side, in device px: a stand-in, painted fast
const DENSITY_OPACITY = 0.4; // of the tint where the local roads are densest: paler than drawn streets
const OVERVIEW_STREETS_UP_TO = 50000; // pieces: the overview of a bigger network tints where its streets are

export class RoadTiles {
  // index: a RoadIndex; styles: [{roadClass, colour, pixels (CSS px wide zoomed out), metres (zoomed in),
  // local (a street or minor road: drawn as the density tint when too close)}], bottom first;
  // nodes: a NodeGrid of the junctions; bounds: the network's {left, top, width, height} (world units).
  constructor(index, styles, nodes, bounds) {
    this.index = index;
    this.styles = styles;
    this.nodes = nodes;
    this.bounds = bounds;
    const local = styles.filter((style) => style.local);
    this.density = index.density && local.length ? densityPicture(index.density, local[local.length - 1].colour) : null;
    this.current = null; // {scale, dpr, tiles: Map key -> {canvas, used}, complete}
    this.previous = null; // the last complete set, drawn scaled while the current one fills in
    this.overview = null; // {canvas, scale, dpr, left, top}: the whole network, painted once
    this.frame = 0;
  }

  // Drops every painted tile and the overview: the next draw paints them again.
  forget() {
    this.current = this.previous = this.overview = null;
  }

  // Paints the roads of `camera`'s view on `context` (CSS px transform set by the caller), spending at most
  // `budgetMs` on new tiles (Infinity: all of them) beyond the first. Returns whether more tiles are wanted
  // (the caller draws another frame).
  draw(context, camera, budgetMs) {
    const began = performance.now();
    const { scale, x, y } = camera.view;
    const { dpr } = camera;
    this.frame++;
    this.overview ??= this.#paintOverview();
    if (!this.current || this.current.scale !== scale || this.current.dpr !== dpr) {
      if (this.current?.complete) this.previous = this.current;
      this.current = { scale, dpr, tiles: new Map(), complete: false };
    }
    const wanted = this.#tilesAround(camera, 0);
    const missing = wanted.filter((key) => !this.current.tiles.has(key));
    context.imageSmoothingEnabled = true;
    if (missing.length) {
      this.#drawScaled(context, this.overview, camera);
      if (this.previous) {
        for (const [key, tile] of this.previous.tiles) this.#drawTile(context, key, tile, this.previous, camera);
      }
    }
    context.imageSmoothingEnabled = false;
    for (const key of wanted) {
      const tile = this.current.tiles.get(key);
      if (tile) this.#drawTile(context, key, tile, this.current, camera);
    }
    // The missing ones, nearest the middle first, while the budget lasts.
    const side = tileDevicePixels(dpr) / dpr;
    const middle = { column: (camera.cssWidth / 2 - x) / side, row: (camera.cssHeight / 2 - y) / side };
    const byDistance = (key) => { const [c, r] = key.split(',').map(Number); return Math.hypot(c + 0.5 - middle.column, r + 0.5 - middle.row); };
    missing.sort((a, b) => byDistance(a) - byDistance(b));
    let painted = 0;
    for (const key of missing) {
      if (painted > 0 && performance.now() - began > budgetMs) break;
      const tile = this.#paintTile(key, scale, dpr);
      this.current.tiles.set(key, tile);
      this.#drawTile(context, key, tile, this.current, camera);
      painted++;
    }
    this.current.complete = painted === missing.length;
    if (!this.current.complete) return true;
    this.previous = null;
    // Then the ring around the view, so that a pan finds its tiles ready.
    const ahead = this.#tilesAround(camera, 1).filter((key) => !this.current.tiles.has(key));
    for (const key of ahead) {
      if (performance.now() - began > budgetMs) return true;
      this.current.tiles.set(key, this.#paintTile(key, scale, dpr));
    }
    this.#evict(camera);
    return false;
  }

  // What a tile at `scale` shows: `drawn`, the styles whose every road is drawn, and whether the local roads
  // not drawn are `tinted` in (`streets` false: no local road drawn).
  detailAt(scale, streets = true) {
    const drawn = this.styles.filter((style) => (!style.local || streets) && this.index.lineSpacing(style.roadClass) * scale >= LINES_FROM_PX);
    const tinted = Boolean(this.density) && this.styles.some((style) => style.local && !drawn.includes(style));
    // With no tint and no class drawn (a network of major roads only) the map would be blank: the top class is.
    if (!drawn.length && !tinted) drawn.push(this.styles[this.styles.length - 1]);
    return { drawn, tinted };
  }

  // The keys ('column,row') of the tiles covering the view and `ring` tiles around it, within the network.
  #tilesAround(camera, ring) {
    const { scale, x, y } = camera.view;
    const { bounds } = this;
    const pad = 12 + 15 * scale; // wide roads and dots reach past the outermost junctions
    const left = Math.max(-x, bounds.left * scale - pad), top = Math.max(-y, bounds.top * scale - pad);
    const right = Math.min(camera.cssWidth - x, (bounds.left + bounds.width) * scale + pad);
    const bottom = Math.min(camera.cssHeight - y, (bounds.top + bounds.height) * scale + pad);
    if (right <= left || bottom <= top) return [];
    const tile = tileDevicePixels(camera.dpr) / camera.dpr;
    // The ring stops where the network does: tiles beyond it would be blank.
    const first = (edge) => Math.floor((edge * scale - pad) / tile), last = (edge) => Math.floor((edge * scale + pad) / tile);
    const c0 = Math.max(first(bounds.left), Math.floor(left / tile) - ring), c1 = Math.min(last(bounds.left + bounds.width), Math.floor(right / tile) + ring);
    const r0 = Math.max(first(bounds.top), Math.floor(top / tile) - ring), r1 = Math.min(last(bounds.top + bounds.height), Math.floor(bottom / tile) + ring);
    const keys = [];
    for (let row = r0; row <= r1; row++) for (let column = c0; column <= c1; column++) keys.push(`${column},${row}`);
    return keys;
  }

  // A tile of `set` (painted at set.scale) where it falls in the camera's view.
  #drawTile(context, key, tile, set, camera) {
    const [column, row] = key.split(',').map(Number);
    const { scale, x, y } = camera.view;
    const devicePixels = tileDevicePixels(set.dpr);
    const ratio = scale / set.scale;
    const size = (devicePixels / set.dpr) * ratio;
    const left = x + column * size, top = y + row * size;
    if (left > camera.cssWidth || top > camera.cssHeight || left + size < 0 || top + size < 0) return;
    tile.used = this.frame;
    if (ratio === 1 && set.dpr === camera.dpr) {
      // On the device pixel grid: the world's origin rounded to a device pixel, then whole tiles.
      const { dpr } = set;
      context.drawImage(tile.canvas, (Math.round(x * dpr) + column * devicePixels) / dpr, (Math.round(y * dpr) + row * devicePixels) / dpr, devicePixels / dpr, devicePixels / dpr);
    } else {
      context.drawImage(tile.canvas, left, top, size, size);
    }
  }

  #drawScaled(context, picture, camera) {
    const { scale, x, y } = camera.view;
    const ratio = scale / picture.scale;
    context.drawImage(picture.canvas, x + picture.left * ratio, y + picture.top * ratio, (picture.canvas.width / picture.dpr) * ratio, (picture.canvas.height / picture.dpr) * ratio);
  }

  // The tile `key` at `scale`: its roads in class order, then the junctions when they are far enough apart.
  #paintTile(key, scale, dpr) {
    const [column, row] = key.split(',').map(Number);
    const devicePixels = tileDevicePixels(dpr);
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = devicePixels;
    const context = canvas.getContext('2d', { alpha: false });
    const side = devicePixels / dpr;
    this.#paint(context, { left: column * side, top: row * side, width: side, height: side, scale, dpr });
    // The browser rasterises a canvas's drawing only when it is first read or drawn: reading a pixel now
    // makes that happen here, inside the frame's budget, not in some later frame that draws the tile.
    context.getImageData(0, 0, 1, 1);
    return { canvas, used: this.frame };
  }

  // The whole network at a scale that fits OVERVIEW_PIXELS, painted once.
  #paintOverview() {
    const { bounds } = this;
    const dpr = 1;
    const scale = OVERVIEW_PIXELS / Math.max(bounds.width, bounds.height);
    const region = { left: Math.floor(bounds.left * scale) - 2, top: Math.floor(bounds.top * scale) - 2, scale, dpr };
    region.width = Math.ceil(bounds.width * scale) + 4;
    region.height = Math.ceil(bounds.height * scale) + 4;
    const canvas = document.createElement('canvas');
    canvas.width = region.width;
    canvas.height = region.height;
    this.#paint(canvas.getContext('2d', { alpha: false }), region, this.index.pieceCount <= OVERVIEW_STREETS_UP_TO);
    return { canvas, scale, dpr, left: region.left, top: region.top };
  }

  // Paints `region` (CSS px from the world's origin at region.scale) on a context of its size; `streets`
  // false: local roads as the tint, however far apart.
  #paint(context, region, streets = true) {
    const { scale, dpr } = region;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.fillStyle = CANVAS_BACKGROUND;
    context.fillRect(0, 0, context.canvas.width, context.canvas.height);
    // World units from the region's corner, worked out in doubles: under a transform carrying the whole
    // offset, a network far from the origin (a coordinate may be 1e9 m) lost pixels to the canvas's floats.
    const originX = region.left / scale, originY = region.top / scale;
    context.setTransform(dpr * scale, 0, 0, dpr * scale, 0, 0);
    const spacingPx = this.index.spacing * scale;
    const { drawn, tinted } = this.detailAt(scale, streets);
    const margin = (15 + 12 / scale); // world units: the widest road's half width, and then some
    const left = originX - margin, top = originY - margin;
    const right = originX + region.width / scale + margin, bottom = originY + region.height / scale + margin;
    if (tinted) {
      const { canvas, cellSize } = this.density;
      context.imageSmoothingEnabled = true;
      context.drawImage(canvas, this.density.left - originX, this.density.top - originY, canvas.width * cellSize, canvas.height * cellSize);
    }

    const tolerance = SIMPLIFY_PX / scale;
    const { x, y } = this.index;
    for (const { roadClass, colour, pixels, metres } of drawn) {
      const path = new Path2D();
      this.index.forEachPiece(roadClass, left, top, right, bottom, (points, first, last) => {
        let px = x[points[first]], py = y[points[first]];
        path.moveTo(px - originX, py - originY);
        for (let k = first + 1; k < last; k++) {
          const qx = x[points[k]], qy = y[points[k]];
          if (k < last - 1 && Math.abs(qx - px) < tolerance && Math.abs(qy - py) < tolerance) continue;
          path.lineTo(qx - originX, qy - originY);
          px = qx;
          py = qy;
        }
      });
      const widthPx = Math.max(pixels, metres * scale);
      // Round ends where a road is wide enough to show them (they cost a tenth more to paint).
      context.lineCap = context.lineJoin = widthPx > 4 ? 'round' : 'butt';
      context.lineWidth = widthPx / scale;
      context.strokeStyle = colour;
      context.stroke(path);
    }
    if (spacingPx >= NODES_FROM_SPACING) this.#paintJunctions(context, region, spacingPx);
  }

  #paintJunctions(context, region, spacingPx) {
    const { scale, dpr } = region;
    const radius = Math.min(4, spacingPx * 0.08 + 1);
    context.setTransform(dpr, 0, 0, dpr, 0, 0);
    const pad = (radius + 1) / scale;
    const dots = new Path2D();
    const { x, y } = this.index;
    const originX = region.left / scale, originY = region.top / scale;
    this.nodes.forEachIn(originX - pad, originY - pad, originX + region.width / scale + pad, originY + region.height / scale + pad, (node) => {
      const sx = (x[node] - originX) * scale, sy = (y[node] - originY) * scale;
      dots.moveTo(sx + radius, sy);
      dots.arc(sx, sy, radius, 0, Math.PI * 2);
    });
    context.fillStyle = '#ffffff';
    context.fill(dots);
    context.lineWidth = 1;
    context.strokeStyle = '#6b7280';
    context.stroke(dots);
  }

  // Keeps the tiles within MAX_TILE_PIXELS, dropping those drawn longest ago.
  #evict(camera) {
    const { tiles, dpr } = this.current;
    const most = Math.max(1, Math.floor(MAX_TILE_PIXELS / tileDevicePixels(dpr) ** 2));
    if (tiles.size <= most) return;
    const order = [...tiles].sort((a, b) => a[1].used - b[1].used);
    const keep = new Set(this.#tilesAround(camera, 1));
    for (const [key] of order) {
      if (tiles.size <= most) break;
      if (!keep.has(key)) tiles.delete(key);
    }
  }
}

// The index's density grid as a picture: `colour` at an opacity that grows with the amount, one pixel a cell.
function densityPicture({ amount, width, height, left, top, cellSize }, colour) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  const image = context.createImageData(width, height);
  const [red, green, blue] = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
  for (let i = 0; i < amount.length; i++) {
    image.data[4 * i] = red;
    image.data[4 * i + 1] = green;
    image.data[4 * i + 2] = blue;
    image.data[4 * i + 3] = Math.round(DENSITY_OPACITY * amount[i]);
  }
  context.putImageData(image, 0, 0);
  return { canvas, left, top, cellSize };
}
