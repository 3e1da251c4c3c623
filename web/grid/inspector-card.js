// On a phone the Cell panel sits a screen or more below the maze. While the Inspect tool pins a cell
// there, the panel floats over the maze beside that cell instead, following it through zooms and pans,
// and goes back to the side column when the pin is lifted or the window widens.
import { INSPECTOR_CARD_TEXT } from '../ui/labels.js';

const GAP = 6; // CSS px between the cell and the card, and kept between the card and the canvas's edges

export class InspectorCard {
  // panel: the Cell panel (a section of the side column); wrap: the positioned box round the canvas;
  // camera: the scene's Camera (cells are world units); narrow: a MediaQueryList, true where the panel
  // floats; onClose(): the reader closed the card (lift the pin).
  // layout(): where the maze's cells sit (web/grid/cell-layout.js: squares or hexes).
  constructor({ panel, wrap, camera, layout, narrow, onClose }) {
    this.layout = layout;
    this.panel = panel;
    this.wrap = wrap;
    this.camera = camera;
    this.narrow = narrow;
    this.home = { parent: panel.parentElement, next: panel.nextElementSibling };
    this.cell = null; // {x, y} of the pinned cell, or null
    this.closeButton = document.createElement('button');
    this.closeButton.type = 'button';
    this.closeButton.className = 'card-close';
    this.closeButton.setAttribute('aria-label', INSPECTOR_CARD_TEXT.close);
    this.closeButton.title = INSPECTOR_CARD_TEXT.close;
    this.closeButton.textContent = '×';
    this.closeButton.addEventListener('click', () => onClose());
    camera.onViewChange(() => this.#place());
    camera.onResize(() => this.#place());
    narrow.addEventListener('change', () => this.#update());
    // The card's height follows its rows (a step that reaches the cell adds g, h, f and parent).
    new ResizeObserver(() => this.#place()).observe(panel);
  }

  get floating() {
    return this.panel.parentElement === this.wrap;
  }

  // Pins the card to the cell {x, y}, or sends it home (null).
  pin(cell) {
    this.cell = cell;
    this.#update();
  }

  #update() {
    const float = Boolean(this.cell) && this.narrow.matches;
    if (float && !this.floating) {
      this.panel.classList.add('floating');
      this.panel.prepend(this.closeButton);
      this.wrap.append(this.panel);
    } else if (!float && this.floating) {
      this.panel.classList.remove('floating');
      this.closeButton.remove();
      this.panel.style.left = this.panel.style.top = '';
      this.home.parent.insertBefore(this.panel, this.home.next);
    }
    this.#place();
  }

  // Beside the cell: below it, above it, right of it or left of it, the first where the whole card fits
  // in the canvas's box; where none does, below and pushed inside the box.
  #place() {
    if (!this.cell || !this.floating) return;
    const [x, y] = this.layout().centre(this.cell.x, this.cell.y);
    const near = this.camera.toScreen(x - 0.5, y - 0.5);
    const far = this.camera.toScreen(x + 0.5, y + 0.5);
    const width = this.panel.offsetWidth;
    const height = this.panel.offsetHeight;
    const room = { width: this.wrap.clientWidth, height: this.wrap.clientHeight };
    const centreX = (near.x + far.x) / 2 - width / 2;
    const centreY = (near.y + far.y) / 2 - height / 2;
    const fits = ({ left, top }) => left >= 0 && top >= 0 && left + width <= room.width && top + height <= room.height;
    const slide = ({ left, top }) => ({
      left: Math.max(GAP, Math.min(room.width - width - GAP, left)),
      top: Math.max(GAP, Math.min(room.height - height - GAP, top)),
    });
    const candidates = [
      slide({ left: centreX, top: far.y + GAP }), // below
      slide({ left: centreX, top: near.y - GAP - height }), // above
      slide({ left: far.x + GAP, top: centreY }), // right
      slide({ left: near.x - GAP - width, top: centreY }), // left
    ].map((place, k) => ({ ...place, k }));
    // Sliding along the edge keeps a place beside the cell only if the card still clears the cell.
    const clearsCell = ({ left, top }) => left >= far.x || left + width <= near.x || top >= far.y || top + height <= near.y;
    const place = candidates.find((candidate) => fits(candidate) && clearsCell(candidate)) ?? candidates[0];
    this.panel.style.left = `${Math.round(place.left)}px`;
    this.panel.style.top = `${Math.round(place.top)}px`;
  }
}
