import '@hotel/shared/ui/tokens.css';
import type { EmbedHandle, EmbedMount, EmbedOptions } from '@hotel/shared';
// Not @hotel/shared's index: its auth store reads our token key from the page's localStorage on load.
import { useLoad } from '@hotel/shared/data/useLoad';
import { errorMessage } from '@hotel/shared/api/errors';
import { MESSAGES, type Room } from '@hotel/shared/domain';
import { roomPath } from '@hotel/shared/routes';
import { StrictMode, useCallback, useMemo, useState, type MouseEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { PlainLink, PriceFilter, RoomsList, roomsStyles, type CardLink } from '../../ui/rooms';
import styles from './embed.module.css';
import { fetchRooms, type PriceRange } from './rooms';
import { adoptShadowStyles } from './shadowStyles';

/** Bubbling and composed, so a listener on the host element or any ancestor (document) hears it. */
function emit(host: HTMLElement, type: string, detail: unknown, cancelable = false): boolean {
  return host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
}

function EmbeddedRooms({ options, host }: { options: EmbedOptions; host: HTMLElement }) {
  const { api, minPrice, maxPrice, target } = options;
  const site = options.site.replace(/\/+$/, '');
  // The guest's own filter holds until the partner sets new presets (setOptions).
  const presets = `${minPrice}|${maxPrice}`;
  const [chosen, setChosen] = useState<{ presets: string; range: PriceRange } | null>(null);
  const range: PriceRange = chosen && chosen.presets === presets ? chosen.range : { minPrice, maxPrice };
  const setRange = (r: PriceRange) => setChosen({ presets, range: r });
  const rooms = useLoad(`${api}|${range.minPrice ?? ''}|${range.maxPrice ?? ''}`, () => fetchRooms(api, range), {
    onData: (list) => emit(host, 'harborview:ready', { count: list.length }),
    // The partner's manual promises the server's message, else the transport's ("Network Error").
    onError: (e) =>
      emit(host, 'harborview:error', {
        message: errorMessage(e, { fallback: MESSAGES.roomsFetchFailed, transport: true }),
      }),
  });
  const status = rooms.status;

  const hrefFor = useCallback((room: Room) => `${site}${roomPath(room._id)}`, [site]);
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
    const proceed = emit(host, 'harborview:room-select', { roomId: room._id, name: room.name, url: hrefFor(room) }, true);
    if (!proceed) event.preventDefault();
  };
  const filtered = range.minPrice !== undefined || range.maxPrice !== undefined;

  return (
    <>
      {options.filter !== false && (
        <PriceFilter key={`${minPrice}|${maxPrice}`} initial={{ minPrice, maxPrice }} onApply={setRange} busy={status === 'loading'} />
      )}
      <RoomsList
        status={status}
        rooms={rooms.latest ?? []}
        hrefFor={hrefFor}
        Link={Link}
        onSelect={onSelect}
        emptyAction={
          filtered && options.filter !== false ? (
            <button type="button" className={roomsStyles.secondary} onClick={() => setRange({})}>
              Show all rooms
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
  const render = () =>
    root.render(
      <StrictMode>
        <EmbeddedRooms options={options} host={element} />
      </StrictMode>,
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
      options = { ...options, ...next };
      render();
    },
  });
  mounted.set(element, handle);
  return handle;
};
