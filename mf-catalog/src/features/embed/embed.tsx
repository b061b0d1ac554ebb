import '@hotel/shared/ui/tokens.css';
// The translation runtime is the '@hotel/shared' singleton's (the cards' and the form's too): on our
// site the page's, on a partner page the embed's own.
import {
  activateLocale,
  currentLocale,
  DEFAULT_LOCALE,
  localePath,
  registerMessages,
  speakShared,
  t,
  type EmbedHandle,
  type EmbedMount,
  type EmbedOptions,
  type Locale,
} from '@hotel/shared';
// The rest by path, not the index's whole graph.
import { useLoad } from '@hotel/shared/data/useLoad';
import { errorMessage } from '@hotel/shared/api/errors';
import { MESSAGES, todayIn, validateStay, type Room, type Stay } from '@hotel/shared/domain';
import { isLocale } from '@hotel/shared/i18n/locales';
import { CURRENCY_PARAM, HOTEL_CURRENCY } from '@hotel/shared/currency';
import { roomPath } from '@hotel/shared/routes';
import { StrictMode, useCallback, useMemo, useState, type MouseEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_GUESTS, PlainLink, PriceFilter, RoomsList, StaySearch, roomsStyles, type CardLink, type StayFields } from '../../ui/rooms';
import styles from './embed.module.css';
import { browserLanguages, embedCurrency, embedMoney } from './money';
import { fetchRooms, type PriceRange } from './rooms';
import { adoptShadowStyles } from './shadowStyles';

/** Bubbling and composed, so a listener on the host element or any ancestor (document) hears it. */
function emit(host: HTMLElement, type: string, detail: unknown, cancelable = false): boolean {
  return host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
}

/**
 * The partner's stay presets (data-check-in, data-check-out, data-guests) as the fields show them,
 * checked by the site's own rule; a bad preset is not searched and its message shows.
 */
function stayPresets({ checkIn, checkOut, guests }: EmbedOptions, today: string) {
  const fields: StayFields = {
    checkIn: checkIn ?? '',
    checkOut: checkOut ?? '',
    guests: guests === undefined ? DEFAULT_GUESTS : String(guests),
  };
  const given = checkIn !== undefined || checkOut !== undefined || guests !== undefined;
  const checked = given ? validateStay(fields, today) : null;
  return { fields, stay: checked?.ok ? checked.value : null, error: checked && !checked.ok ? checked.message : null };
}

const EMPTY_STAY: StayFields = { checkIn: '', checkOut: '', guests: DEFAULT_GUESTS };

function EmbeddedRooms({ options, host }: { options: EmbedOptions; host: HTMLElement }) {
  const { api, minPrice, maxPrice, target } = options;
  const site = options.site.replace(/\/+$/, '');
  const searchable = options.filter !== false;
  // The hotel's today in its default time zone: a partner page has no runtime config of ours, and
  // the API has the last word (docs/product.md §5 "A stay").
  const today = todayIn();
  // The guest's own filter and search hold until the partner sets new presets (setOptions).
  const presets = `${minPrice}|${maxPrice}`;
  const [chosen, setChosen] = useState<{ presets: string; range: PriceRange } | null>(null);
  const range: PriceRange = chosen && chosen.presets === presets ? chosen.range : { minPrice, maxPrice };
  const setRange = (r: PriceRange) => setChosen({ presets, range: r });
  const preset = stayPresets(options, today);
  const stayKey = `${options.checkIn}|${options.checkOut}|${options.guests}`;
  const [searched, setSearched] = useState<{ presets: string; stay: Stay | null } | null>(null);
  const own = searched && searched.presets === stayKey ? searched : null;
  const stay = own ? own.stay : preset.stay;
  const setStay = (s: Stay | null) => setSearched({ presets: stayKey, stay: s });
  // "Show all rooms" empties the fields too (a new form); "Clear dates" empties its own.
  const [resets, setResets] = useState(0);
  const stayId = stay ? `${stay.checkIn}|${stay.checkOut}|${stay.guests}` : '';
  // The cards' currency: the list comes with its rate (once per page), so no price shows in dollars
  // first and harborview:ready means the cards are on screen, prices and all.
  const currency = embedCurrency(options.currency, browserLanguages());
  const key = `${api}|${range.minPrice ?? ''}|${range.maxPrice ?? ''}|${stayId}|${currency}`;
  const rooms = useLoad(key, () => Promise.all([fetchRooms(api, range, stay), embedMoney(api, currency)]), {
    onData: ([list]) => emit(host, 'harborview:ready', { count: list.length }),
    // The partner's manual promises the server's message, else the transport's ("Network Error").
    onError: (e) =>
      emit(host, 'harborview:error', {
        message: errorMessage(e, { fallback: MESSAGES.roomsFetchFailed, transport: true }),
      }),
  });
  const status = rooms.status;

  // The room's page on the site opens in the list's language and currency (the site then remembers it).
  const hrefFor = useCallback(
    (room: Room) => {
      const path = localePath(roomPath(room._id, stay), currentLocale());
      if (currency === HOTEL_CURRENCY) return `${site}${path}`;
      return `${site}${path}${path.includes('?') ? '&' : '?'}${CURRENCY_PARAM}=${currency}`;
    },
    [site, stay, currency],
  );
  const Link = useMemo<CardLink>(
    () =>
      target === '_blank'
        ? ({ href, children, ...rest }) => (
            <a href={href} target="_blank" rel="noopener" {...rest}>
              {children}
            </a>
          )
        : PlainLink,
    [target],
  );
  const onSelect = (room: Room, event: MouseEvent<HTMLAnchorElement>) => {
    const detail = { roomId: room._id, name: room.name, url: hrefFor(room), ...(stay ? { stay } : {}) };
    const proceed = emit(host, 'harborview:room-select', detail, true);
    if (!proceed) event.preventDefault();
  };
  const filtered = range.minPrice !== undefined || range.maxPrice !== undefined || stay !== null;

  return (
    <>
      {searchable && (
        <div className={roomsStyles.searchBar}>
          <StaySearch
            key={`${stayKey}|${resets}`}
            initial={own ? EMPTY_STAY : preset.fields}
            initialError={own ? null : preset.error}
            today={today}
            active={stay !== null}
            busy={status === 'loading'}
            onSearch={setStay}
            onClear={() => setStay(null)}
          />
          <PriceFilter key={`${minPrice}|${maxPrice}`} initial={{ minPrice, maxPrice }} onApply={setRange} busy={status === 'loading'} />
        </div>
      )}
      <RoomsList
        status={status}
        rooms={rooms.latest?.[0] ?? []}
        stay={stay}
        hrefFor={hrefFor}
        Link={Link}
        onSelect={onSelect}
        money={rooms.latest?.[1]}
        emptyAction={
          filtered && searchable ? (
            <button
              type="button"
              className={roomsStyles.secondary}
              onClick={() => {
                setRange({});
                setStay(null);
                setResets((n) => n + 1);
              }}
            >
              {t('catalog.rooms.showAll')}
            </button>
          ) : null
        }
        onRetry={rooms.reload}
      />
    </>
  );
}

const mounted = new WeakMap<HTMLElement, EmbedHandle>();

/**
 * The list's language (docs/architecture.md §15): on a partner page (no shell) the list's language
 * starts the runtime. English is in the code; another language's catalogs join before the list
 * renders: the embed's own words (a chunk of its own) and @hotel/shared's, whose rules speak at once
 * (a bad stay preset's message).
 */
async function speak(lang: string | undefined): Promise<void> {
  const locale: Locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  activateLocale(locale);
  if (locale === DEFAULT_LOCALE) return;
  const [{ default: messages }] = await Promise.all([
    import(/* webpackChunkName: "embed-messages-[request]", webpackExclude: /en\.json/ */ `../../messages/${locale}.json?entry=./src/features/embed/index.ts`),
    speakShared().catch(() => undefined), // without it, those few messages in English
  ]);
  registerMessages(locale, messages);
}

/**
 * catalog/embed: the rooms list in an open shadow root of `element` (its own styles; nothing of the
 * page's CSS reaches in, nothing of ours leaks out). Rooms link to {site}/room-details/{id}. Emits
 * harborview:ready / harborview:room-select (cancelable) / harborview:error on `element`. Returns
 * unmount, with `update(options)` to change options in place. Mounting an element twice returns the
 * first handle updated with the new options.
 */
export const mount: EmbedMount = (element, initialOptions) => {
  const existing = mounted.get(element);
  if (existing) {
    existing.update(initialOptions);
    return existing;
  }
  let options = { ...initialOptions };
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  adoptShadowStyles(shadow);
  const container = document.createElement('div');
  container.className = styles.root ?? '';
  container.setAttribute('part', 'root');
  shadow.append(container);
  const root = createRoot(container);
  let speaking = speak(options.lang);
  const render = () =>
    void speaking.then(() =>
      root.render(
        <StrictMode>
          <EmbeddedRooms options={options} host={element} />
        </StrictMode>,
      ),
    );
  render();

  const unmount = () => {
    if (mounted.get(element) !== handle) return;
    mounted.delete(element);
    root.unmount();
    container.remove();
  };
  const handle: EmbedHandle = Object.assign(unmount, {
    update(next: Partial<EmbedOptions>) {
      if (mounted.get(element) !== handle) return;
      if (next.lang !== undefined && next.lang !== options.lang) speaking = speak(next.lang);
      options = { ...options, ...next };
      render();
    },
  });
  mounted.set(element, handle);
  return handle;
};
