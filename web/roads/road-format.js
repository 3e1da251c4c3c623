// How the road network view writes its quantities: a route's length (metres) in m or km, its time
// (seconds) in s, min or h, and a cost in whichever the search's metric adds up.

export function formatLength(metres) {
  if (!Number.isFinite(metres)) return '∞';
  if (metres < 1000) return `${Math.round(metres)} m`;
  return `${(metres / 1000).toFixed(metres < 100000 ? 2 : 1)} km`;
}

export function formatTime(seconds) {
  if (!Number.isFinite(seconds)) return '∞';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (seconds < 3600) return `${(seconds / 60).toFixed(1)} min`;
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

// metric: 'length' | 'time'.
export function formatRoadCost(value, metric) {
  return metric === 'time' ? formatTime(value) : formatLength(value);
}

export function formatShare(fraction) {
  return `${Math.round(fraction * 100)}%`;
}
