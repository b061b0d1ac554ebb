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

/** catalog/./embed: mount(element, options) → unmount */
export interface EmbedOptions {
  /** API base URL. */
  api: string;
  /** Main site URL; each room links to {site}{roomPath(id)}. */
  site: string;
  maxPrice?: number;
  minPrice?: number;
}

export type EmbedMount = (element: HTMLElement, options: EmbedOptions) => () => void;

/** DOM events the embed emits on its host element (bubbling, composed). */
export interface EmbedEventMap {
  'harborview:ready': CustomEvent<{ count: number }>;
  'harborview:room-select': CustomEvent<{ roomId: string; url: string }>;
  'harborview:error': CustomEvent<{ message: string }>;
}
