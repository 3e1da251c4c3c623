// What a click on the Roads map does, by tool: sets S or G at the nearest junction, blocks the road under the
// pointer, adds a junction to a drawn route or answers a question; the hint above the map that says so; and S
// and G where a new network puts them. Functions of a RoadsView (web/roads/roads-view.js).
import { t } from '../i18n/i18n.js';

const PICK_RADIUS_PX = 14; // a click picks the nearest junction this close (CSS px)
// What a click on the map does, by tool (the hint above the map). Each fits the two lines the first
// takes, so changing tools never moves the map under the pointer.
const TOOL_HINTS = Object.freeze({
  start: t('roads.hint.start'),
  goal: t('roads.hint.goal'),
  block: t('roads.hint.block'),
  route: t('roads.hint.route'),
});

// The junction nearest a point of the page (client coordinates) within the pick radius, or -1.
export function junctionAt(view, clientX, clientY) {
  const { camera } = view.renderer;
  const point = camera.toWorld(clientX, clientY);
  return view.renderer.nodeGrid.nearest(point.x, point.y, PICK_RADIUS_PX / camera.view.scale);
}

// A click sets the start or the goal (the tool's), at the nearest junction; setting the start moves
// the tool on to the goal.
export function pickAt(view, clientX, clientY) {
  if (!view.network) return;
  const tool = view.elements.tool();
  // The block tool picks the road under the pointer, wherever along it: no junction need be near.
  if (tool === 'block' && !view.picker) {
    if (!view.drivePanel?.toggleAt(clientX, clientY)) view.elements.hint.textContent = t('roads.hint.noRoad');
    else {
      showToolHint(view);
      view.prepare?.roadsBlocked();
    }
    return;
  }
  const node = junctionAt(view, clientX, clientY);
  if (node < 0) {
    view.elements.hint.textContent = t('roads.hint.noJunction');
    return;
  }
  if (view.picker) {
    view.picker(node);
    return;
  }
  if (tool === 'route') {
    const said = view.routeDraw?.add(node);
    if (said) {
      view.elements.hint.textContent = said;
      view.announce(said);
    }
    return;
  }
  if (tool === 'goal') {
    if (node === view.start) return;
    view.setEndpoints(view.start, node);
    view.announce(t('roads.goalSet', { node: String(node) }));
  } else {
    if (node === view.goal) return;
    view.setEndpoints(node, view.goal);
    view.announce(t('roads.startSet', { node: String(node) }));
    view.elements.setTool('goal');
    showToolHint(view);
  }
}

// The hint above the map: what a click does with the tool chosen.
export function showToolHint(view) {
  view.elements.hint.textContent = TOOL_HINTS[view.elements.tool()];
}

// S and G on opposite corners of the network, at the junctions nearest a fifth of the way in.
export function defaultEndpoints(view) {
  const { bounds } = view.renderer.camera;
  const grid = view.renderer.nodeGrid;
  const far = Math.hypot(bounds.width, bounds.height);
  const start = grid.nearest(bounds.left + bounds.width * 0.2, bounds.top + bounds.height * 0.8, far);
  let goal = grid.nearest(bounds.left + bounds.width * 0.8, bounds.top + bounds.height * 0.2, far);
  if (goal === start) goal = (start + 1) % view.renderer.network.count;
  view.start = start;
  view.goal = goal;
  view.renderer.setEndpoints(start, goal);
  view.elements.setTool('start');
  showToolHint(view);
}
