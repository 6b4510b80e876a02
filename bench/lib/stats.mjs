// Summary statistics shared by the benchmarks.

/** The median: the middle value, or the mean of the two middle values when there is an even number. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
