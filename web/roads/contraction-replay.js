// The contraction of a contraction hierarchy played back (issue 33, "Play the contraction"): the record the
// engine kept (engine.contractionRecord: the nodes in the order they left, the shortcuts each one's leaving
// added, the witness searches that spared one) as steps, step k showing the first k nodes gone. Every
// figure at a step is a lookup (prefix sums made once), so the player can scrub both ways. No DOM.

export class ContractionReplay {
  // record: engine.contractionRecord's answer ({ranks, nodes, shortcutStart, shortcutFrom, shortcutTo,
  // witnesses}); it may hold the first ranks only (record.nodes.length < record.ranks: a sample).
  constructor(record) {
    const { nodes, shortcutStart, witnesses } = record;
    if (shortcutStart.length !== nodes.length + 1 || witnesses.length !== nodes.length) {
      throw new Error(`a contraction record needs one shortcut start per node and one more (got ${shortcutStart.length} for ${nodes.length} nodes) and one witness count per node (got ${witnesses.length})`);
    }
    this.record = record;
    this.witnessesBefore = new Float64Array(nodes.length + 1); // witness searches that spared a shortcut, ranks < k
    for (let r = 0; r < nodes.length; r++) this.witnessesBefore[r + 1] = this.witnessesBefore[r] + witnesses[r];
    this.step = 0;
  }

  // One step a node, and step 0 before any has left.
  get stepCount() { return this.record.nodes.length; }
  // Whether the record holds only the first ranks of the contraction.
  get sample() { return this.record.nodes.length < this.record.ranks; }

  seekStep(step) {
    if (!Number.isInteger(step) || step < 0 || step > this.stepCount) throw new Error(`a contraction step is a whole number from 0 to ${this.stepCount}, got ${step}`);
    this.step = step;
  }

  // The node that left at the step on screen (-1 at step 0), its rank and the shortcuts its leaving added
  // ([{from, to}]), and the witness searches that spared one there.
  get current() {
    const { step, record } = this;
    if (step === 0) return { node: -1, rank: -1, shortcuts: [], witnesses: 0 };
    const rank = step - 1;
    const shortcuts = [];
    for (let s = record.shortcutStart[rank]; s < record.shortcutStart[rank + 1]; s++) shortcuts.push({ from: record.shortcutFrom[s], to: record.shortcutTo[s] });
    // A place's junctions (web/view/contraction-sample.js) keep their rank in the whole contraction.
    return { node: record.nodes[rank], rank: record.rankOf ? record.rankOf[rank] : rank, shortcuts, witnesses: record.witnesses[rank] };
  }

  // The running counts at the step on screen: nodes gone, shortcuts added, witness searches that spared one.
  get totals() {
    const { step } = this;
    return { contracted: step, shortcuts: this.record.shortcutStart[step], witnessesAvoided: this.witnessesBefore[step] };
  }
}
