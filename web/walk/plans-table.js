// The Walk view's table of plans: a row per plan (where the agent was, what it had learnt, what the plan
// updated and expanded against A* from scratch), TABLE_ROWS at a time around the plan on screen, the totals of
// all below, and the plan on screen marked. A row's click is the view's (seekPlan, by its data-plan).
import { formatCost, formatCount } from '../view/format.js';
import { t } from '../i18n/i18n.js';

const TABLE_FOLLOW_MS = 250; // while playing, the table of plans follows the walk at most this often
// The table shows this many plans at a time: a 511 x 511 maze's walk makes 5,000-13,000 plans, and laying
// out a row for each took the page 1.3 s.
const TABLE_ROWS = 200;

export class PlansTable {
  // table: the view's <table> of plans, in a box that scrolls.
  constructor(table) {
    this.table = table;
    this.walk = null;
    this.replay = null;
    this.currentRow = null;
    this.tableStart = 0; // the first plan (0-based) with a row in the table
    this.firstRow = 0;
    this.tableFollowed = -Infinity; // when the table last followed the playing walk
  }

  // A new walk (engine.navigate's) and its WalkReplay: one row per plan, TABLE_ROWS of them at a time around
  // the plan on screen (a line says how many are left out either side), with the totals of all below. Plans
  // past the end of a trace cut at the view's TRACE_LIMIT have their figures but nothing to show: what they
  // learnt is not recorded, and they are not clickable.
  show(walk, replay) {
    this.walk = walk;
    this.replay = replay;
    const sum = (pick) => walk.replans.reduce((total, plan) => total + pick(plan), 0);
    const totals = this.table.tFoot.rows[0].cells;
    totals[4].textContent = formatCount(sum((plan) => plan.updated));
    totals[5].textContent = formatCount(sum((plan) => plan.expanded));
    totals[6].textContent = formatCount(sum((plan) => plan.fromScratch?.expanded ?? 0));
    this.#fill(0);
  }

  // The rows of plans `start` (0-based) to start + TABLE_ROWS.
  #fill(start) {
    const { walk, replay } = this;
    const end = Math.min(walk.replans.length, start + TABLE_ROWS);
    const rows = [];
    const elided = (text) => {
      const row = document.createElement('tr');
      row.className = 'elided';
      const cell = document.createElement('td');
      cell.colSpan = 8;
      cell.textContent = text;
      row.append(cell);
      return row;
    };
    if (start > 0) rows.push(elided(t('walk.earlierPlans', { count: start })));
    for (let index = start; index < end; index++) {
      const plan = walk.replans[index];
      const row = document.createElement('tr');
      const learnt = replay.planLearnt[index];
      if (index < replay.planCount) row.dataset.plan = String(index + 1);
      const cells = [
        String(index + 1), String(plan.move), `${plan.at.x},${plan.at.y}`,
        index === 0 || !learnt ? '–' : `${formatCount(learnt.cells)}${learnt.walls ? ` (${formatCount(learnt.walls)}▪)` : ''}`,
        formatCount(plan.updated), formatCount(plan.expanded), plan.fromScratch ? formatCount(plan.fromScratch.expanded) : '–',
        formatCost(plan.planCost, 1),
      ];
      for (const [k, text] of cells.entries()) {
        const cell = document.createElement(k === 0 ? 'th' : 'td');
        if (k === 0) cell.scope = 'row';
        cell.textContent = text;
        row.append(cell);
      }
      rows.push(row);
    }
    if (end < walk.replans.length) rows.push(elided(t('walk.laterPlans', { count: walk.replans.length - end })));
    this.table.tBodies[0].replaceChildren(...rows);
    this.tableStart = start;
    this.firstRow = start > 0 ? 1 : 0; // the row of plan `start`
    this.currentRow = null;
    this.rowGeometry = null; // measured when first needed, so playing never waits on the table's layout
  }

  // Marks the plan on screen in the table (the rows move to it when it is outside them). While playing, at
  // most every TABLE_FOLLOW_MS: at top speed the plan changes every frame, and restyling and scrolling the
  // table that often cost a 512 x 512 walk two thirds of its frame rate; pausing marks the plan at once.
  markPlan(replay, playing) {
    if (!replay) return;
    const index = replay.plan - 1;
    const shown = index >= this.tableStart && index < this.tableStart + TABLE_ROWS;
    const row = index < 0 ? null : shown ? this.table.tBodies[0].rows[this.firstRow + index - this.tableStart] : undefined;
    if (row === this.currentRow) return;
    const now = performance.now();
    if (playing && now - this.tableFollowed < TABLE_FOLLOW_MS) return;
    this.tableFollowed = now;
    if (row === undefined) {
      this.#fill(Math.max(0, index - TABLE_ROWS / 2));
      this.markPlan(replay, playing);
      return;
    }
    this.currentRow?.removeAttribute('aria-current');
    row?.setAttribute('aria-current', 'true');
    this.currentRow = row;
    if (row && playing) {
      // Rows are all one height: their place is arithmetic, not read from a layout (reading offsetTop after
      // marking a row laid out every row each frame).
      const box = this.table.parentElement;
      const at = this.firstRow + index - this.tableStart;
      this.rowGeometry ??= { top: row.offsetTop - at * row.offsetHeight, height: row.offsetHeight, box: box.clientHeight };
      const { top, height, box: boxHeight } = this.rowGeometry;
      box.scrollTop = Math.max(0, top + at * height - boxHeight / 2);
    }
  }
}
