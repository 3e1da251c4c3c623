// The Roads view's route colours against its road colours (issue 29 item 5: route 4 was drawn in the
// highway's orange, so the legend could not tell them apart): each route's colour is told apart from
// every road class's, with normal vision and as people with deuteranopia and protanopia see it.
import test from 'node:test';
import assert from 'node:assert/strict';

import { ROAD_PALETTE, ROUTE_COLOURS } from '../../web/view/palette.js';
import { difference } from './colour-vision.mjs';

// CIEDE2000: about 2 is just noticeable side by side; a route is a line over roads of every class.
const MIN_DIFFERENCE = 8;
const ROAD_CLASSES = ['highway', 'arterial', 'street', 'minor'];
const hexToRgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

test('every route colour is unlike every road class colour, in three visions', () => {
  const roads = ROAD_PALETTE.filter(({ key }) => ROAD_CLASSES.includes(key));
  assert.equal(roads.length, ROAD_CLASSES.length);
  for (const [index, colour] of ROUTE_COLOURS.entries()) {
    for (const road of roads) {
      for (const vision of ['normal', 'deuteranopia', 'protanopia']) {
        const apart = difference(hexToRgb(colour), hexToRgb(road.colour), vision);
        assert.ok(apart >= MIN_DIFFERENCE, `route ${index + 1} (${colour}) and ${road.key} (${road.colour}), ${vision}: ${apart.toFixed(1)}`);
      }
    }
  }
});
