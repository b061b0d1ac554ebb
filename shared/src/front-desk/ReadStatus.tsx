// A staff page's read while it loads or after it failed: one look for every staff page of every
// remote (docs/product.md "Front desk"), in place of what it reads.
import buttons from '../ui/components.module.css';
import desk from './desk.module.css';

/** "Loading rooms…": announced politely, gone once the read is in. */
export function Loading({ text }: { text: string }) {
  return (
    <p className={desk.status} role="status">
      {text}
    </p>
  );
}

/** What could not be loaded, in one sentence, and Try again (which reads it again). */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className={desk.status} role="alert">
      <p>{text}</p>
      <button type="button" className={buttons.secondary} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
