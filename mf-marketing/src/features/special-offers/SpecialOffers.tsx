import {
  api,
  discountPercentage,
  isHotDeal,
  maxDiscount,
  MESSAGES,
  nightlyRate,
  OFFERS_AUTO_OPEN_MS,
  OFFERS_SHOWN_STORAGE_KEY,
  peekRuntimeConfig,
  roomPath,
  ROUTES,
  selectOffers,
  sharedText,
  t,
  todayIn,
  useLoad,
  withRoomDefaults,
  type Offer,
} from '@hotel/shared';
import { Dialog, Price, RoomImage } from '@hotel/shared/ui';
import { Percent, X } from 'lucide-react';
import { startTransition, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styles from './SpecialOffers.module.css';
import { useCoversControl } from './useCoversControl';

const today = () => todayIn(peekRuntimeConfig()?.hotelTimeZone);

// Once a day per browser, across tabs: localStorage, read again when the timer fires (another tab
// may have opened it meanwhile).
function shownToday(): boolean {
  try {
    return localStorage.getItem(OFFERS_SHOWN_STORAGE_KEY) === today();
  } catch {
    return false;
  }
}

function recordShown(): void {
  try {
    localStorage.setItem(OFFERS_SHOWN_STORAGE_KEY, today());
  } catch {
    // storage unavailable: the pop-up may show again, which is harmless
  }
}

/** Pages where the guest is busy (signing in, choosing dates): the pop-up never opens there by itself. */
const QUIET_PAGES: readonly string[] = [ROUTES.login, ROUTES.register, ROUTES.forgotPassword];
const ROOM_PAGE = ROUTES.roomDetails.replace(':id', '');
export const isQuietPage = (pathname: string) => QUIET_PAGES.includes(pathname) || pathname.startsWith(ROOM_PAGE);

/**
 * Milliseconds left until the pop-up's auto-open, counted from navigation start (performance.now()
 * is 0 there), not from this component's mount: the remote mounts late, after the first content.
 */
export function msUntilAutoOpen(sinceNavigationStart: number = performance.now()): number {
  return Math.max(0, OFFERS_AUTO_OPEN_MS - sinceNavigationStart);
}

/** GET /rooms → offers; a failure is silently ignored (docs/product.md §7), so the empty state shows. */
async function loadOffers(): Promise<Offer[]> {
  try {
    const rooms = await api.getRooms();
    return selectOffers(rooms.map((r) => withRoomDefaults(r)));
  } catch {
    return [];
  }
}

/**
 * Special-offers pop-up (docs/product.md §2, §4): a floating round button (only once offers exist) and a modal
 * with up to 6 discounted rooms. Opens by itself 2 s after page load, or once the offers are in if
 * later (at its final size), at most once a day per browser, and never on the sign-in, register,
 * reset and room pages.
 */
export default function SpecialOffers() {
  const loaded = useLoad('offers', loadOffers);
  const offers = loaded.data ?? [];
  const state = loaded.status === 'ready' ? 'done' : 'loading';
  const [open, setOpen] = useState(false);
  const fab = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const showFab = offers.length > 0 && !open;
  const fabAside = useCoversControl(fab, showFab);
  // Where the guest is when the timer fires, not where they were when it was set.
  const { pathname } = useLocation();
  const where = useRef(pathname);
  useEffect(() => {
    where.current = pathname;
  }, [pathname]);

  // It opens by itself once its content is in, never before (2 s after navigation start, or at once
  // if the offers came later): a dialog that opened on "Loading…" and then grew to its list moved the
  // whole screen under the guest (a layout shift of 0.93 on / whenever GET /rooms answered after the 2 s).
  useEffect(() => {
    if (state !== 'done' || shownToday()) return;
    const t = setTimeout(() => {
      if (shownToday() || isQuietPage(where.current)) return;
      // Opened counts as shown: another tab, or a reload, does not open it again today.
      recordShown();
      // A transition: the list renders in slices that yield (an update from a timer would render in
      // one task); the dialog's commit and showModal() follow (docs/architecture.md §10).
      startTransition(() => setOpen(true));
    }, msUntilAutoOpen());
    return () => clearTimeout(t);
  }, [state]);

  const close = () => {
    recordShown();
    setOpen(false);
  };

  const reopen = () => {
    if (offers.length === 0 && state !== 'loading') loaded.reload();
    setOpen(true);
  };

  return (
    <>
      {showFab && (
        <button
          ref={fab}
          type="button"
          className={fabAside ? `${styles.fab} ${styles.aside}` : styles.fab}
          onClick={reopen}
          aria-label={t('marketing.offers.show')}
        >
          <Percent aria-hidden="true" />
        </button>
      )}
      <Dialog open={open} onClose={close} labelledBy="offers-title" className={styles.dialog}>
        <div className={styles.header}>
          <h2 id="offers-title" className={styles.title}>
            {state === 'done' && offers.length === 0 ? sharedText(MESSAGES.offersEmpty) : t('marketing.offers.title')}
          </h2>
          <button type="button" className={styles.iconButton} onClick={close} aria-label={t('marketing.offers.close')}>
            <X aria-hidden="true" />
          </button>
        </div>
        {state !== 'done' ? (
          <p className={styles.muted}>{sharedText(MESSAGES.offersLoading)}</p>
        ) : offers.length > 0 ? (
          <>
            <p className={styles.banner}>{t('marketing.offers.banner', { percent: maxDiscount(offers) })}</p>
            <ul className={styles.list}>
              {offers.map((o) => (
                <li key={o._id} className={styles.item}>
                  <RoomImage className={styles.thumb} src={o.image} width={96} height={72} loading="lazy" />
                  <div className={styles.itemBody}>
                    <Link className={styles.itemName} to={roomPath(o._id)} onClick={close}>
                      {o.name}
                    </Link>
                    <span className={styles.muted}>
                      <s>
                        <Price amount={o.price} />
                      </s>{' '}
                      <strong>
                        <Price amount={nightlyRate(o)} />
                      </strong>{' '}
                      {t('marketing.offers.perNight')}
                    </span>
                  </div>
                  <span className={styles.badges}>
                    {isHotDeal(o) && <span className={styles.hotDeal}>{t('marketing.offers.hotDeal')}</span>}
                    <span className={styles.badge}>-{discountPercentage(o)}%</span>
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={close}>
            {t('marketing.offers.closeButton')}
          </button>
          {state === 'done' && offers.length > 0 && (
            <button
              type="button"
              className={styles.primary}
              onClick={() => {
                close();
                navigate(ROUTES.rooms);
              }}
            >
              {t('marketing.offers.browse')}
            </button>
          )}
        </div>
      </Dialog>
    </>
  );
}
