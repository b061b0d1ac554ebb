import { HOTEL_INFO, postToPartner, ROUTES, t, currentLocale, localePath, type PartnerFrame } from '@hotel/shared';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { CurrencySlot } from '../currency/CurrencySlot';
import { useRouteTitle } from '../navigation';
import styles from './PartnerFrame.module.css';
import { useHandshake } from './useHandshake';

/** Asks the partner's page to close the overlay (the frame cannot close itself). */
const askToClose = (parent: PartnerFrame | null) => postToPartner('close', {}, parent);

/**
 * Escape anywhere in the frame closes the overlay (key presses inside an iframe never reach the
 * partner's page), unless one of our dialogs is open: Escape is that dialog's first.
 */
function useEscapeCloses(parent: PartnerFrame | null) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented || document.querySelector('dialog[open]')) return;
      askToClose(parent);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [parent]);
}

/**
 * The partner frame's layout (docs/architecture.md §7): a slim header with the hotel's name and a
 * close button instead of the top bar and the footer; the routed page only once the parent's origin
 * is a partner's, else a refusal in words and nothing of the booking. Its own chunk: our own pages
 * never load it. The toasts are the shell's layout's, as on every page.
 */
export default function PartnerFrameLayout() {
  const shake = useHandshake();
  useRouteTitle();
  useEscapeCloses(shake.parent);
  return (
    <>
      <header className={styles.header}>
        <p className={styles.name}>{HOTEL_INFO.name}</p>
        {shake.parent && shake.state === 'verified' && <p className={styles.partner}>{t('shell.frame.with', { partner: shake.parent.partnerName })}</p>}
        {/* The partner's visitor picks the currency the panel estimates in (docs/product.md "Currencies"). */}
        <CurrencySlot className={styles.currency} />
        <button type="button" className={styles.close} aria-label={t('shell.frame.close')} onClick={() => askToClose(shake.parent)}>
          <X size={20} aria-hidden="true" />
        </button>
      </header>
      <main id="main" className={styles.main}>
        {shake.state === 'verified' ? (
          <Outlet />
        ) : shake.state === 'refused' ? (
          <section className={styles.refused} role="alert">
            <h1 className={styles.title}>{t('shell.frame.refused')}</h1>
            <p>{shake.message}</p>
            {/* Not in a frame: our own site, loaded afresh (its top bar and footer), is one click away. */}
            {!shake.parent && <a href={localePath(ROUTES.rooms, currentLocale())}>{t('shell.frame.browse')}</a>}
          </section>
        ) : (
          <p className={styles.waiting} role="status">
            {t('shell.frame.opening', { hotel: HOTEL_INFO.name })}
          </p>
        )}
      </main>
    </>
  );
}
