import type { ComponentType, ReactNode } from 'react';
import type { Room } from './domain/types';

/**
 * The contract between the shell and the remotes (docs/architecture.md §3): the federated modules
 * that are not pages, which other teams mount by id, as "<remote>/<ExposedName>", with the props
 * its default export takes. The shell's `RemoteSlot` takes its props type from the id (a typo in an
 * id does not compile), each remote types its exposed module against its entry, and `npm run
 * release` refuses a build without one. Change an entry only compatibly: a deployed shell relies on it.
 * Pages are not here: each remote's page table (`src/pages.ts`) names them, and only that remote
 * and the table's readers use them.
 */

/** The four remotes, as config.json's `remotes` keys and the first segment of "<remote>/<Module>". */
export const REMOTE_NAMES = ['catalog', 'booking', 'account', 'marketing'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * What every page a remote exposes does while it loads, so the shell can tell when the route's
 * content is on screen (docs/architecture.md §3, "What a page owes the shell"): the first view's
 * hand-over, the first-view prerender and the deferred start-up work (Firebase, the offers) wait
 * for it.
 * - `content`: a page renders into the layout's `<main>` (never a `<main>` of its own), and shows
 *   something there from its first render (a heading, a skeleton).
 * - `loading`: every part still waiting for its data or code carries `aria-busy="true"` (the
 *   skeleton, the list being loaded) and drops it once its content, its empty state or its error is
 *   on screen. A page with nothing to wait for carries none.
 */
export const PAGE_RULES = { content: 'main', loading: '[aria-busy="true"]' } as const;

/** The props of catalog's room details page (mf-catalog/src/pages.ts names its slot). */
export interface RoomDetailsPageProps {
  /** Defaults to the :id route param when omitted. */
  roomId?: string;
  /**
   * Rendered in the booking area: the slot catalog's page table declares, which the shell fills
   * with booking's BookingPanel (mf-catalog/src/pages.ts); empty on partner sites.
   */
  bookingSlot?: Slot<'booking/BookingPanel'>;
}

/** A prop that renders another remote's module (a page's `slots`): it takes that module's props. */
export type Slot<Id extends keyof ExposedModules> = (props: ExposedModules[Id]) => ReactNode;

/** booking/BookingPanel */
export interface BookingPanelProps {
  room: Room;
}

/** A module that takes no props (it reads what it needs itself): passing any is a type error. */
export type NoProps = Partial<Record<string, never>>;

export interface ExposedModules {
  /** Not a component: the module exports `mount: EmbedMount`, which takes these options. */
  'catalog/embed': EmbedOptions;
  'booking/BookingPanel': BookingPanelProps;
  'marketing/SpecialOffers': NoProps;
}

export type ExposedModuleId = keyof ExposedModules;
/** The modules whose default export is a React component, which the shell mounts in a RemoteSlot. */
export type ExposedComponentId = Exclude<ExposedModuleId, 'catalog/embed'>;

/** The ids of ExposedModules at run time, for the release's check of a remote's build. */
export const EXPOSED_MODULE_IDS = ['catalog/embed', 'booking/BookingPanel', 'marketing/SpecialOffers'] as const satisfies readonly ExposedModuleId[];
// The list names every id of the map: this type stops compiling when one is missing.
type NoneMissing<Missing extends never> = Missing;
export type EveryExposedModuleListed = NoneMissing<Exclude<ExposedModuleId, (typeof EXPOSED_MODULE_IDS)[number]>>;

/**
 * A page's module (a feature's `index.ts` that the page table names): a component the shell
 * renders with no props but the slots its table entry declares (docs/architecture.md §3).
 */
export type PageModule<Props extends object = NoProps> = ComponentType<Props>;

/** catalog/embed: mount(element, options) → unmount (the partner embed, mf-catalog/README.md). */
export interface EmbedOptions {
  /** API base URL, e.g. "https://api.example". */
  api: string;
  /** Main site URL; each room links to {site}{roomPath(id)}. */
  site: string;
  /** Price filter presets in dollars (the nightly rate); the guest can change them. */
  minPrice?: number;
  maxPrice?: number;
  /**
   * A stay preset (docs/product.md §5 "A stay"): check-in and check-out `YYYY-MM-DD` and 1-3 guests.
   * The list shows the rooms free every night, each with the stay's total, and links carry the stay;
   * the guest can change it. A preset the site's rules refuse shows their message and is not searched.
   */
  checkIn?: string;
  checkOut?: string;
  guests?: number;
  /** "_blank" opens room links in a new tab; default the same tab. */
  target?: '_self' | '_blank';
  /** false hides the search fields, the stay's and the price filter (the presets still apply). Default true. */
  filter?: boolean;
  /** The list's language (`data-lang="es"`; docs/architecture.md §15): one the site speaks, else English. Its room links open the site in it. */
  lang?: string;
  /**
   * The prices' display currency (`data-currency="EUR"`; docs/product.md "Currencies"): one the site
   * shows, else the region of the visitor's browser language (`de-DE` → EUR), else dollars. The cards
   * show the estimate, the charge and the rate's note, and their links open the site in it.
   */
  currency?: string;
}

/** What mount returns: call it to unmount; `update` changes options in place (setOptions). */
export type EmbedHandle = (() => void) & { update: (options: Partial<EmbedOptions>) => void };

export type EmbedMount = (element: HTMLElement, options: EmbedOptions) => EmbedHandle;

/** DOM events the embed emits on its host element (bubbling, composed). */
export interface EmbedEventMap {
  /** The list is on screen (again after each filter change). */
  'harborview:ready': CustomEvent<{ count: number }>;
  /** A guest chose a room; cancelable: preventDefault() keeps the link from navigating. */
  /** `stay` when the list shows one (the url carries it too). */
  'harborview:room-select': CustomEvent<{ roomId: string; name: string; url: string; stay?: { checkIn: string; checkOut: string; guests: number } }>;
  'harborview:error': CustomEvent<{ message: string }>;
}
