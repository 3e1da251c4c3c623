// The tests' own road network oracle, apart from the engine: a plain binary-heap Dijkstra over the arcs of
// engine.networkData(), used by the Node and browser road tests alike.

// The cheapest cost from `from` to every node, by a plain binary-heap Dijkstra over networkData's arcs;
// with metric 'roads', every arc costs 1 (BFS's count).
export function roadDistances(data, from, metric) {
  const nodes = data.x.length;
  const first = new Uint32Array(nodes + 1);
  for (const tail of data.from) first[tail + 1]++;
  for (let node = 0; node < nodes; node++) first[node + 1] += first[node];
  const best = new Float64Array(nodes).fill(Infinity);
  const heap = [[0, from]];
  best[from] = 0;
  const push = (item) => {
    heap.push(item);
    for (let i = heap.length - 1; i > 0;) {
      const up = (i - 1) >> 1;
      if (heap[up][0] <= heap[i][0]) break;
      [heap[up], heap[i]] = [heap[i], heap[up]];
      i = up;
    }
  };
  const pop = () => {
    const top = heap[0];
    const last = heap.pop();
    if (heap.length) {
      heap[0] = last;
      for (let i = 0; ;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let least = i;
        if (left < heap.length && heap[left][0] < heap[least][0]) least = left;
        if (right < heap.length && heap[right][0] < heap[least][0]) least = right;
        if (least === i) break;
        [heap[least], heap[i]] = [heap[i], heap[least]];
        i = least;
      }
    }
    return top;
  };
  while (heap.length) {
    const [cost, node] = pop();
    if (cost > best[node]) continue;
    for (let arc = first[node]; arc < first[node + 1]; arc++) {
      const next = cost + (metric === 'roads' ? 1 : data[metric][arc]);
      if (next < best[data.to[arc]]) {
        best[data.to[arc]] = next;
        push([next, data.to[arc]]);
      }
    }
  }
  return best;
}
