// The Preset menu: the classic tutorials' maps (web/grid/examples.js, each with the options its figures
// use) and real MovingAI benchmark maps from web/maps, fetched on demand with their scenario queries.
import { EXAMPLES, exampleMaze } from './examples.js';
import { t, tPlain } from '../i18n/i18n.js';

// MovingAI maps shipped in web/maps; `scen` when a scenario file sits beside the map.
export const MOVINGAI_MAPS = Object.freeze({
  arena: { label: t('preset.arena'), scen: true },
  den312d: { label: t('preset.den312d'), scen: true },
  '8room_000': { label: t('preset.8room_000'), scen: true },
  'maze512-1-0': { label: t('preset.maze512-1-0'), scen: true },
  Boston_0_256: { label: t('preset.Boston_0_256'), scen: false },
});

// The rules of the world MovingAI's optimal lengths assume: 8 directions, octile moves of 1 and √2, no
// corner cutting; and the options a scenario query loads with (those rules, searched by A* with octile).
export const SCENARIO_RULES = Object.freeze({ movement: 8, diagonal: 'no-corner-cut', costs: 'float' });
export const SCENARIO_OPTIONS = Object.freeze({ algorithm: 'astar', heuristic: 'octile', ...SCENARIO_RULES });

// Fills the <select> with option groups; values are example names or 'map:<name>'.
export function fillPresetMenu(select) {
  const tutorials = document.createElement('optgroup');
  tutorials.label = t('preset.tutorials');
  for (const [value, { label }] of Object.entries(EXAMPLES)) tutorials.append(new Option(label, value));
  const maps = document.createElement('optgroup');
  maps.label = t('preset.movingAi');
  for (const [name, { label }] of Object.entries(MOVINGAI_MAPS)) maps.append(new Option(label, `map:${name}`));
  select.append(tutorials, maps);
}

// Resolves to {grid, options, scenario: {name, text} | null, name} for a preset value.
export async function loadPreset(value, engine) {
  if (!value.startsWith('map:')) {
    return { name: EXAMPLES[value].label, grid: exampleMaze(value, engine), options: EXAMPLES[value].options, scenario: null };
  }
  const name = value.slice(4);
  const entry = MOVINGAI_MAPS[name];
  if (!entry) throw new Error(tPlain('refusal.noPreset', { name }));
  const base = new URL(`../maps/${name}.map`, import.meta.url);
  const fetchText = async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(tPlain('refusal.presetFetch', { path: url.pathname, status: response.status }));
    return response.text();
  };
  const [mapText, scenText] = await Promise.all([fetchText(base), entry.scen ? fetchText(new URL(`${base.href}.scen`)) : null]);
  return {
    name: `${name}.map`,
    grid: engine.parseGrid(mapText),
    options: SCENARIO_OPTIONS,
    scenario: scenText === null ? null : { name: `${name}.map.scen`, text: scenText },
  };
}
