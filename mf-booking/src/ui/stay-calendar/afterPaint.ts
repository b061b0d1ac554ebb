/** Runs fn once the current frame has painted (two animation frames); returns a cancel function. */
export function afterPaint(fn: () => void): () => void {
  let id = requestAnimationFrame(() => (id = requestAnimationFrame(fn)));
  return () => cancelAnimationFrame(id);
}
