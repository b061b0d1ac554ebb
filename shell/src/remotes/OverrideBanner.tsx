import { resetOverrides } from '../startup/visitorRemotes';
import styles from './OverrideBanner.module.css';

/**
 * Shown while this browser loads a remote from a developer's own server (docs/deploying.md, "Local
 * overrides"): which remote, from where (`overridden`, what main.js chose: startup/remoteUrls.ts),
 * and Reset to go back to the deployed releases.
 */
export function OverrideBanner({ overridden: byRemote, onReset = () => resetOverrides() }: { overridden: Record<string, string>; onReset?: () => void }) {
  const overridden = Object.entries(byRemote);
  if (overridden.length === 0) return null;
  return (
    <section className={styles.banner} aria-label="Local overrides">
      <p className={styles.text}>
        <strong>Local override:</strong>{' '}
        {overridden.map(([name, url], i) => (
          <span key={name}>
            {i > 0 && ', '}
            {name} from <code className={styles.url}>{url}</code>
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
