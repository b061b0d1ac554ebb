import { DEFAULT_AVATAR } from '@hotel/shared';
import { useState } from 'react';
import styles from './TopBar.module.css';

/** Round profile picture; a missing or broken picture falls back to the default avatar. */
export function Avatar({ src, size = 36 }: { src: string | null | undefined; size?: number }) {
  const wanted = src && src.trim() !== '' ? src : DEFAULT_AVATAR;
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === wanted ? DEFAULT_AVATAR : wanted;
  return (
    <img
      className={styles.avatar}
      src={shown}
      alt=""
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      onError={() => {
        if (shown !== DEFAULT_AVATAR) setFailed(wanted);
      }}
    />
  );
}
