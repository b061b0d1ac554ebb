import { chosenRemotes, resetOverrides } from './visitorRemotes';
import styles from './OverrideBanner.module.css';

/**
 * Shown while this browser loads a remote from a developer's own server (docs/deploying.md, "Local
 * overrides"): which remote, from where, and Reset to go back to the deployed releases.
 */
export function OverrideBanner({ onReset = () => resetOverrides() }: { onReset?: () => void }) {
  const overridden = Object.entries(chosenRemotes() ?? {}).filter(([, c]) => c.channel === 'override');
  if (overridden.length === 0) return null;
  return (
    <section className={styles.banner} aria-label="Local overrides">
      <p className={styles.text}>
        <strong>Local override:</strong>{' '}
        {overridden.map(([name, c], i) => (
          <span key={name}>
            {i > 0 && ', '}
            {name} from <code className={styles.url}>{c.url}</code>
          </span>
        ))}{' '}
        (this browser only)
      </p>
      <button type="button" className={styles.reset} onClick={onReset}>
        Reset
      </button>
    </section>
  );
}
