import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children once they have thrown. */
  fallback: ReactNode;
  children: ReactNode;
  onError?: (error: unknown) => void;
}

interface State {
  error: unknown;
}

/**
 * Catches what a remote throws (a load failure or a render error), so the top bar, the footer and
 * every other remote keep working. Reset by remounting it (RemoteSlot changes its key on Retry).
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error);
    if (process.env.NODE_ENV !== 'test') console.error('[harborview] a remote section failed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
