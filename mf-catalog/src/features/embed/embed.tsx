import '@hotel/shared/ui/tokens.css';
import {
  api,
  MESSAGES,
  peekRuntimeConfig,
  roomPath,
  setRuntimeConfig,
  toErrorMessage,
  useLoad,
  withRoomDefaults,
  type EmbedMount,
  type EmbedOptions,
  type Room,
} from '@hotel/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RoomsList } from '../rooms';
import styles from './embed.module.css';

declare const __webpack_public_path__: string;

function emit(host: HTMLElement, type: string, detail: unknown) {
  host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

function EmbeddedRooms({ options, host }: { options: EmbedOptions; host: HTMLElement }) {
  const { minPrice, maxPrice } = options;
  const site = options.site.replace(/\/+$/, '');
  const rooms = useLoad(
    `${minPrice ?? ''}|${maxPrice ?? ''}`,
    () => api.getRooms({ minPrice, maxPrice }).then((list) => list.map((r) => withRoomDefaults(r))),
    {
      onData: (list) => emit(host, 'harborview:ready', { count: list.length }),
      onError: (e) => emit(host, 'harborview:error', { message: toErrorMessage(e, MESSAGES.roomsFetchFailed) }),
    },
  );

  const hrefFor = (room: Room) => `${site}${roomPath(room._id)}`;
  return (
    <div className={styles.embed}>
      <RoomsList
        status={rooms.status}
        rooms={rooms.data ?? []}
        hrefFor={hrefFor}
        onSelect={(room) => emit(host, 'harborview:room-select', { roomId: room._id, url: hrefFor(room) })}
        errorContent={<p className={styles.muted}>{MESSAGES.roomsFetchFailed}</p>}
      />
    </div>
  );
}

/** The catalog's stylesheets (served from its own origin) copied into the shadow root, live. */
function adoptCatalogStyles(shadow: ShadowRoot): () => void {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
  const copy = (link: HTMLLinkElement) => {
    if (!base || !link.href.startsWith(base)) return;
    if (shadow.querySelector(`link[href="${CSS.escape(link.href)}"]`)) return;
    const clone = document.createElement('link');
    clone.rel = 'stylesheet';
    clone.href = link.href;
    shadow.prepend(clone);
  };
  document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]').forEach(copy);
  const observer = new MutationObserver((records) =>
    records.forEach((r) => r.addedNodes.forEach((n) => n instanceof HTMLLinkElement && n.rel === 'stylesheet' && copy(n))),
  );
  observer.observe(document.head, { childList: true });
  return () => observer.disconnect();
}

/**
 * catalog/embed: renders the rooms list into `element` inside a shadow root (no style leaks either
 * way); each room links to {site}{roomPath(id)}. Emits harborview:ready / room-select / error.
 * Returns unmount.
 */
export const mount: EmbedMount = (element, options) => {
  if (!peekRuntimeConfig()) {
    // Partner pages have no config.json: the options are the config (auth is not used here).
    setRuntimeConfig({
      apiBase: options.api.replace(/\/+$/, ''),
      siteUrl: options.site.replace(/\/+$/, ''),
      remotes: { catalog: '', booking: '', account: '', marketing: '' },
      firebase: { apiKey: '', authDomain: '', projectId: '' },
      mapTileUrl: '',
      hotelTimeZone: 'UTC',
    });
  }
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  const stopStyles = adoptCatalogStyles(shadow);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <EmbeddedRooms options={options} host={element} />
    </StrictMode>,
  );
  return () => {
    root.unmount();
    stopStyles();
    container.remove();
  };
};
