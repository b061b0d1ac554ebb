import type { ReactNode } from 'react';
import type { Room } from './domain/types';

/** Props of the federated modules, so the shell and the remotes type-check against one contract. */

/** The four remotes, as config.json's `remotes` keys and the first segment of "<remote>/<Module>". */
export const REMOTE_NAMES = ['catalog', 'booking', 'account', 'marketing'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** catalog/./RoomDetailsPage */
export interface RoomDetailsPageProps {
  /** Defaults to the :id route param when omitted. */
  roomId?: string;
  /** Rendered in the booking area (the shell passes booking's BookingPanel; empty on partner sites). */
  bookingSlot?: (room: Room) => ReactNode;
}

/** booking/./BookingPanel */
export interface BookingPanelProps {
  room: Room;
}

/** catalog/./embed: mount(element, options) → unmount (the partner embed, mf-catalog/README.md). */
export interface EmbedOptions {
  /** API base URL, e.g. "https://api.example". */
  api: string;
  /** Main site URL; each room links to {site}{roomPath(id)}. */
  site: string;
  /** Price filter presets in dollars (the nightly rate); the guest can change them. */
  minPrice?: number;
  maxPrice?: number;
  /** "_blank" opens room links in a new tab; default the same tab. */
  target?: '_self' | '_blank';
  /** false hides the price filter (the presets still apply). Default true. */
  filter?: boolean;
}

/** What mount returns: call it to unmount; `update` changes options in place (setOptions). */
export type EmbedHandle = (() => void) & { update: (options: Partial<EmbedOptions>) => void };

export type EmbedMount = (element: HTMLElement, options: EmbedOptions) => EmbedHandle;

/** DOM events the embed emits on its host element (bubbling, composed). */
export interface EmbedEventMap {
  /** The list is on screen (again after each filter change). */
  'harborview:ready': CustomEvent<{ count: number }>;
  /** A guest chose a room; cancelable: preventDefault() keeps the link from navigating. */
  'harborview:room-select': CustomEvent<{ roomId: string; name: string; url: string }>;
  'harborview:error': CustomEvent<{ message: string }>;
}
