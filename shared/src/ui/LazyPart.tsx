// A lazily loaded part of a page (a carousel, a map, the sections below a hero, the shell's footer)
// with its own error boundary, so a chunk that fails to download costs that part only, never the
// page or the remote around it (docs/architecture.md §3, failure isolation).
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { MESSAGES, sharedText, tOr } from '@hotel/shared';
import styles from './LazyPart.module.css';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

export interface LazyPartProps<P extends object> {
  /** The dynamic import of the part (called again by Retry). */
  load: Loader<P>;
  /** The part's own props. */
  props: P;
  /** Shown while the part's code downloads. */
  loading: ReactNode;
  /** What stays in the part's place when it failed (e.g. the hero's first slide), above the notice. */
  failed?: ReactNode;
  /** Told when the part failed and when Retry starts again (e.g. to hide a "Loading map" status). */
  onFailedChange?: (failed: boolean) => void;
  /** Places the notice where the guest sees it, e.g. over a part whose box clips what overflows it. */
  noticeClassName?: string;
}

interface BoundaryProps {
  fallback: ReactNode;
  onError: () => void;
  children: ReactNode;
}

class PartBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  // React itself reports the caught error (console.error); the part only needs to know.
  override componentDidCatch(): void {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** "This section is temporarily unavailable" with Retry, small enough for a part of a page. */
function PartUnavailable({ onRetry, className }: { onRetry: () => void; className?: string }) {
  return (
    <div className={className ? `${styles.unavailable} ${className}` : styles.unavailable} role="alert">
      <p className={styles.text}>{sharedText(MESSAGES.remoteUnavailable)}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {tOr('shared.ui.retry', 'Retry')}
      </button>
    </div>
  );
}

/**
 * Renders `load`'s component with `props` once its chunk is in. On a failed download or a render
 * error it shows `failed` and the notice; Retry imports the chunk again. A React.lazy made once keeps
 * its rejection forever, so every attempt makes a new one (and a new boundary).
 */
export function LazyPart<P extends object>({
  load,
  props,
  loading,
  failed,
  onFailedChange,
  noticeClassName,
}: LazyPartProps<P>) {
  const [attempt, setAttempt] = useState(() => ({ n: 0, Part: lazy(load) }));
  const retry = () => {
    onFailedChange?.(false);
    setAttempt((a) => ({ n: a.n + 1, Part: lazy(load) }));
  };
  const { Part } = attempt;
  return (
    <PartBoundary
      key={attempt.n}
      onError={() => onFailedChange?.(true)}
      fallback={
        <>
          {failed}
          <PartUnavailable onRetry={retry} className={noticeClassName} />
        </>
      }
    >
      <Suspense fallback={loading}>
        <Part {...props} />
      </Suspense>
    </PartBoundary>
  );
}
