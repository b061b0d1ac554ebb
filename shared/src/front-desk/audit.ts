// Every action the audit log records, with the words /hotel/activity shows for it (docs/product.md
// "Front desk"). The API's audit writer takes an `AuditAction` only, so an action that is not here,
// with its words, does not compile. Not in the domain index: the federation singleton carries every
// export of it, and staff words must add no byte to guest pages (docs/architecture.md §3).
export const AUDIT_ACTIONS = {
  'room.create': 'Created a room',
  'room.update': 'Changed a room',
  'room.archive': 'Archived a room',
  'room.unarchive': 'Put a room back on sale',
  'room.housekeeping': 'Changed a room’s housekeeping',
  'room.photo.add': 'Added a photo to a room',
  'room.photo.delete': 'Deleted a room photo',
  'room.photo.reorder': 'Reordered a room’s photos',
  'rate.create': 'Added a rate period',
  'rate.update': 'Changed a rate period',
  'rate.delete': 'Removed a rate period',
  'promotion.create': 'Created a promo code',
  'promotion.update': 'Changed a promo code',
  'promotion.delete': 'Deleted a promo code',
  'booking.cancel': 'Cancelled a booking for the guest',
  'booking.move': 'Moved a booking',
  'booking.check-in': 'Checked a guest in',
  'booking.check-out': 'Checked a guest out',
  'booking.no-show': 'Marked a stay as a no-show',
  'booking.undo': 'Undid a stay’s last change of state',
  'contact.state': 'Changed a message’s state',
  'contact.reply': 'Replied to a message',
  'review.hide': 'Hid a review',
  'review.show': 'Showed a review again',
  'partner.create': 'Added a partner',
  'partner.update': 'Changed a partner',
  'partner.rotate-secret': 'Gave a partner a new webhook secret',
  'exchange-rate.create': 'Published an exchange rate',
} as const satisfies Record<string, string>;

/** An action a staff write records: a key of `AUDIT_ACTIONS`, so it has its words. */
export type AuditAction = keyof typeof AUDIT_ACTIONS;

const isAuditAction = (action: string): action is AuditAction => Object.hasOwn(AUDIT_ACTIONS, action);

/** "Cancelled a booking for the guest"; a row written by a newer API than this page reads as it is written. */
export const auditActionWords = (action: string): string => (isAuditAction(action) ? AUDIT_ACTIONS[action] : action);
