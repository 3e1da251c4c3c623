// The part of a big network's contraction a page plays (issue 43): the junctions nearest a focus (S, or the
// middle of the map), every one of them in the order the engine contracted them, with the shortcuts each one's
// leaving added. The first ranks alone, as played before, were a band of the least important junctions of a
// million that added no shortcut for thousands of steps; a place played from its least important junction to
// its most important shows the hierarchy being built. No DOM; the engine worker runs it on the record.

// record: engine.contractionRecord's whole answer; x, y: the nodes' coordinates (engine.networkData); focus: a
// node, or -1 for the one nearest the middle; count: how many junctions to keep. Returns a record of the same
// shape (ContractionReplay reads it) with `rankOf` (each kept junction's rank in the whole contraction) and
// `focus`; the record itself when it holds no more than `count`.
export function contractionAround(record, x, y, focus, count) {
  const { nodes, shortcutStart, shortcutFrom, shortcutTo, witnesses } = record;
  const total = nodes.length;
  if (total <= count) return record;
  const at = focus >= 0 && focus < x.length ? focus : middleNode(x, y);
  const fx = x[at], fy = y[at];
  const distance = new Float64Array(total); // by rank
  for (let r = 0; r < total; r++) distance[r] = Math.hypot(x[nodes[r]] - fx, y[nodes[r]] - fy);
  const limit = distance.slice().sort()[count - 1];
  const kept = [];
  for (let r = 0; r < total && kept.length < count; r++) if (distance[r] <= limit) kept.push(r);
  const shortcuts = kept.reduce((sum, r) => sum + shortcutStart[r + 1] - shortcutStart[r], 0);
  const sample = {
    ranks: record.ranks, focus: at, nodes: new Uint32Array(kept.length), rankOf: new Uint32Array(kept.length),
    shortcutStart: new Uint32Array(kept.length + 1), shortcutFrom: new Uint32Array(shortcuts), shortcutTo: new Uint32Array(shortcuts),
    witnesses: new Uint32Array(kept.length),
  };
  let s = 0;
  kept.forEach((r, k) => {
    sample.nodes[k] = nodes[r];
    sample.rankOf[k] = r;
    sample.witnesses[k] = witnesses[r];
    for (let i = shortcutStart[r]; i < shortcutStart[r + 1]; i++, s++) {
      sample.shortcutFrom[s] = shortcutFrom[i];
      sample.shortcutTo[s] = shortcutTo[i];
    }
    sample.shortcutStart[k + 1] = s;
  });
  return sample;
}

// The node nearest the middle of the nodes' box.
function middleNode(x, y) {
  let [x0, x1, y0, y1] = [Infinity, -Infinity, Infinity, -Infinity];
  for (let i = 0; i < x.length; i++) {
    x0 = Math.min(x0, x[i]); x1 = Math.max(x1, x[i]);
    y0 = Math.min(y0, y[i]); y1 = Math.max(y1, y[i]);
  }
  const cx = (x0 + x1) / 2, cy = (y0 + y1) / 2;
  let best = 0;
  for (let i = 1; i < x.length; i++) if (Math.hypot(x[i] - cx, y[i] - cy) < Math.hypot(x[best] - cx, y[best] - cy)) best = i;
  return best;
}
