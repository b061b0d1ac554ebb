// When a lazy part's code starts to download (docs/architecture.md §3, "Lazy parts"): the one home
// of these timing rules, so every remote defers the same way. A part below the fold (a map, a
// calendar) waits until it nears the viewport; a part in view that replaces markup already painted
// (the hero's carousel) waits for that paint. Either way its download and evaluation stay out of the
// page's first content and its first long tasks.
import { startTransition, useEffect, useRef, useState } from 'react';

/** Runs fn once the current frame has painted (two animation frames); returns a cancel function. */
export function afterPaint(fn: () => void): () => void {
  let id = requestAnimationFrame(() => (id = requestAnimationFrame(fn)));
  return () => cancelAnimationFrame(id);
}

/** False until the page around the calling component has painted once, then true. */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  // A transition: what the paint lets in (a lazy part, the sections below the fold) renders in
  // slices that yield, not in one task as an update from a frame callback otherwise would
  // (docs/architecture.md §10, "Rendering in pieces").
  useEffect(() => afterPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}

/**
 * True once the element comes within `margin` of the viewport (and stays true). Without
 * IntersectionObserver the answer is true at once: the part loads, just not lazily.
 */
export function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          startTransition(() => setNear(true));
          io.disconnect();
        }
      },
      { rootMargin: margin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
