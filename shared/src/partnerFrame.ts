// The partner frame (docs/architecture.md §7, "Booking inside the embed"): our own site in an iframe
// on a partner's page, opened by embed.js's `open`. The shell decides at start-up that this page is
// one and verifies the partner; the remotes ask here (a remote never imports another, and this file
// is in the @hotel/shared singleton, so the shell's answer is theirs) and tell the partner's page
// what happened through `postToPartner`. No imports: it costs our own pages a few hundred bytes.

/** The postMessage protocol's version: every message carries `harborview: PARTNER_PROTOCOL`. */
export const PARTNER_PROTOCOL = 1;

/** The path embed.js frames: `?checkIn=&checkOut=&guests=&promo=&roomId=` say what to open. */
export const PARTNER_FRAME_PATH = '/partner/book';

/** A verified partner: its page's origin (the only one we post to) and its record. */
export interface PartnerFrame {
  origin: string;
  partnerId: string;
  partnerName: string;
  /** The embed's namespace on the partner's page (its events carry it). */
  namespace: string;
}

/** What the frame tells the partner's page; each becomes the `harborview:<name>` event there. */
export type PartnerEventName = 'booking-submitted' | 'booked' | 'error' | 'close';

/** A message of the protocol, either way (mf-catalog/README.md, "The frame's protocol"). */
export interface PartnerMessage {
  harborview: typeof PARTNER_PROTOCOL;
  type: 'hello' | 'welcome' | 'event';
  namespace?: string;
  name?: PartnerEventName;
  detail?: unknown;
}

let frameMode = false;
let partner: PartnerFrame | null = null;

/** Set by the shell at start-up: this page is the partner frame (no top bar, no footer). */
export function startPartnerFrame(): void {
  frameMode = true;
}

/** True on the partner frame's page, verified or not (the booking confirms here instead of leaving). */
export function isPartnerFrame(): boolean {
  return frameMode;
}

/** Set by the shell once `GET /partners/by-origin` named the parent's origin a partner's. */
export function setPartnerFrame(verified: PartnerFrame | null): void {
  partner = verified;
}

/** The verified partner this frame books for, or null (not a frame, or not verified yet). */
export function partnerFrame(): PartnerFrame | null {
  return partner;
}

/** Tells the partner's page (its origin only, never '*') that something happened; nothing outside a verified frame. */
export function postToPartner(name: PartnerEventName, detail: unknown = {}, to: PartnerFrame | null = partner): void {
  if (!to || typeof window === 'undefined' || window.parent === window) return;
  const message: PartnerMessage = { harborview: PARTNER_PROTOCOL, type: 'event', namespace: to.namespace, name, detail };
  window.parent.postMessage(message, to.origin);
}
