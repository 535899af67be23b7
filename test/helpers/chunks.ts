// A byte string cut into the chunks a stream may deliver: at the given points (each taken modulo
// the length + 1, duplicates dropped), or every `cuts` bytes (1: byte by byte). For the maskers'
// property tests: what a stream releases must not depend on where it was cut.
export function chunked(bytes: Buffer, cuts: number[] | number): Buffer[] {
  const points = typeof cuts === 'number' ? Array.from({ length: Math.ceil(bytes.length / cuts) }, (_, i) => i * cuts).slice(1) : [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Buffer[] = [];
  let from = 0;
  for (const p of points) {
    chunks.push(bytes.subarray(from, p));
    from = p;
  }
  chunks.push(bytes.subarray(from));
  return chunks;
}
