// The front desk's data (docs/product.md "Front desk"): what staff read and write through the
// staff routes of the API (docs/architecture.md §6). Types only; the rules are in roomInput.ts.
import type { AmenityKey, Booking, InquiryType, Review, Room } from './types';

/** The role an app token carries (POST /jwt reads the Firebase custom claim `staff: true`). */
export type AppRole = 'guest' | 'staff';

/** A room as staff type it in the room editor (every Room field a person sets). */
export interface RoomInput {
  name: string;
  type: string;
  location: string;
  description: string;
  /** An http(s) URL, or one of our own room images (a file name such as `harbor-view-king.svg`). */
  image: string;
  price: number;
  /** Lower than price, or null for none. */
  discountPrice: number | null;
  capacity: number;
  beds: number;
  size: number;
  amenities: AmenityKey[];
}

/** A room's housekeeping state (docs/product.md "Housekeeping"); the rules are front-desk/housekeeping.ts. */
export type HousekeepingState = 'clean' | 'dirty' | 'inspected' | 'out-of-order';

/** Where a room stands with housekeeping; out of order closes the nights [from, to) for the reason given. */
export interface Housekeeping {
  state: HousekeepingState;
  /** Out of order only: the first night closed (YYYY-MM-DD). */
  from?: string;
  /** Out of order only: the first night open again (YYYY-MM-DD, exclusive). */
  to?: string;
  /** Out of order only: why (housekeeping and the activity log read it; guests never do). */
  reason?: string;
}

/** PATCH /rooms/:id/housekeeping (and its dryRun): the room's housekeeping, and the bookings holding nights it closes. */
export interface HousekeepingAnswer {
  roomId: string;
  housekeeping: Housekeeping;
  /** Out of order: the bookings holding a night of [from, to), by arrival (staff move or cancel them). */
  overlaps: Booking[];
}

/** A room at the front desk: archived rooms are listed too (GET /rooms?archived=include), each with its housekeeping. */
export type HotelRoom = Room & { archived: boolean; housekeeping: Housekeeping };

/** GET /hotel/today: the hotel's day, in its time zone. */
export interface HotelToday {
  /** YYYY-MM-DD, the hotel's today. */
  date: string;
  /** Stays to check in: confirmed, from their arrival day to their last night (a late arrival too). */
  arrivals: Booking[];
  /** Guests to check out: checked in, whose departure day is today (or has passed). */
  departures: Booking[];
  /** Guests checked in who stay tonight. */
  inHouse: Booking[];
  /** Stays checked out or marked as no-shows today (hotel day), whose change can still be undone. */
  done: Booking[];
  /** Room-nights sold from today for the next 30 nights, and how many the open rooms have. */
  nightsSold: { sold: number; available: number };
  /** Contact messages in the state 'new'. */
  newMessages: number;
}

/** What POST /hotel/bookings/{id}/check-in, /check-out, /no-show and /undo answer. */
export interface StayChange {
  booking: Booking;
  /** Nights on sale again (an early check-out, a no-show), by date. */
  freed: string[];
  /** Nights held again (the undo of an early check-out or a no-show). */
  restored: string[];
  /** What happened, in words: "Checked out early: 2 nights (…) are on sale again." */
  message: string;
}

/** GET /hotel/bookings?from=&to=&q=: the stays overlapping [from, to), with the guest's name and e-mail. */
export interface HotelBookingsQuery {
  /** YYYY-MM-DD */
  from: string;
  /** YYYY-MM-DD, exclusive */
  to: string;
  /** The guest's e-mail or name (part of it), or the booking id's last 6 characters. */
  q?: string;
}

export type MessageState = 'new' | 'read' | 'handled';
export const MESSAGE_STATES: readonly MessageState[] = ['new', 'read', 'handled'];

/** A contact message in the hotel's inbox (GET /contact). */
export type InboxMessage = ContactMessageStored & { _id: string; state: MessageState; createdAt: string };
type ContactMessageStored = {
  name: string;
  email: string;
  phone?: string | null;
  subject?: string | null;
  message: string;
  inquiryType: InquiryType;
};

export interface InboxQuery {
  state?: MessageState;
  type?: InquiryType;
}

/** A review at the front desk (GET /hotel/reviews), hidden ones included, with its author's e-mail. */
export type HotelReview = Review & {
  userEmail: string;
  roomId: string;
  roomName: string;
  hidden: boolean;
  /** Why staff hid it, when hidden. */
  hiddenReason: string | null;
};

/** PATCH /rooms/:id/reviews/moderation */
export interface ReviewModeration {
  userEmail: string;
  hidden: boolean;
  reason: string;
}

/** What a staff write was about. */
export type AuditTarget = 'room' | 'booking' | 'contact' | 'review' | 'rate' | 'partner' | 'promotion' | 'exchange-rate';

/** One row of the audit log (GET /hotel/activity, newest first). */
export interface AuditEntry {
  _id: string;
  /** ISO timestamp */
  at: string;
  /** The staff member's e-mail. */
  actor: string;
  /** One of AUDIT_ACTIONS (@hotel/shared/front-desk), which has its words: 'room.create', 'booking.cancel', … */
  action: string;
  target: AuditTarget;
  targetId: string;
  before: unknown;
  after: unknown;
  reason: string | null;
}

/** An e-mail's delivery: waiting in the outbox (and retried), handed to the mail server, or given up. */
export type MailState = 'pending' | 'sent' | 'failed';

/** The hotel's answer to a contact message (GET/POST /contact/{id}/replies), oldest first. */
export interface ContactReply {
  _id: string;
  /** The staff member's e-mail. */
  author: string;
  body: string;
  /** ISO timestamp */
  createdAt: string;
  mailState: MailState;
}

/** An e-mail the mail server refused or that ran out of attempts (GET /hotel/mail?state=failed). */
/** Every e-mail the site sends, by what it is about. */
export const MAIL_KINDS = ['booking.confirmed', 'booking.moved', 'booking.cancelled', 'contact.received', 'contact.reply'] as const;

export interface FailedMail {
  _id: string;
  kind: (typeof MAIL_KINDS)[number];
  to: string;
  subject: string;
  bookingId: string | null;
  contactId: string | null;
  attempts: number;
  /** The mail server's reply (or the connection's error). */
  error: string | null;
  createdAt: string;
}
