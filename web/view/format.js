// How the page writes numbers: costs, counts and search times, the same in the canvas, the panels,
// the announcements and the compare table.
import { t } from '../i18n/i18n.js';

// Costs: whole numbers as they are (the tutorials' 10/14 costs), others to `decimals`.
export function formatCost(value, decimals = 2) {
  if (!Number.isFinite(value)) return '∞';
  const rounded = Math.round(value);
  if (Math.abs(value - rounded) < 1e-4) return String(rounded);
  return value.toFixed(decimals);
}

// Counts: thousands separated once they are long enough to need it.
export function formatCount(n) {
  return n >= 10000 ? n.toLocaleString('en-US') : String(n);
}

// Browsers coarsen their clocks: a search shorter than a tick reads as 0, shown as "≈ 0".
export function formatMicros(micros) {
  return micros < 1 ? '≈ 0' : Math.round(micros).toLocaleString('en-US');
}
export const SUB_TICK_TITLE = t('format.subTick');
