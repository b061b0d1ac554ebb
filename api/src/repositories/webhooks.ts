// Partner webhooks' SQL (migration 014_partners.sql): the outbox of events for partners' servers.
// `queueWebhook` takes the write's own transaction handle, like the mail outbox: the event exists if
// and only if the booking, move or cancellation that causes it commits. Its body is fixed when
// written (every try sends the same bytes); the partner's URL and secret are read when it is sent,
// so a changed URL or a new secret applies to the tries still to come. Claimed as every outbox is
// (./outbox.ts); sent by src/plugins/webhookSender.ts.
import type { Booking } from '@hotel/shared/domain';
import type { FailedDelivery, PartnerEventType } from '@hotel/shared/front-desk/partners';
import type { Queryable } from '../db/index';
import { newId } from '../lib/ids';
import { outboxQueue } from './outbox';

export interface WebhookRow {
  id: string;
  attempts: number;
  partnerId: string;
  type: PartnerEventType;
  body: string;
  /** The partner's URL and secret as they are now (null: the URL was taken off since). */
  url: string | null;
  secret: string;
}

/** A partner booking: one whose answer and events carry its partner. */
export type PartnerBooking = Booking & { partnerId: string };

/** What a partner's server learns of the booking: the stay, never the guest's name or e-mail. */
const bookingFields = (b: PartnerBooking) => ({
  id: b._id,
  confirmationCode: b.confirmationCode,
  partnerId: b.partnerId,
  roomId: b.roomId,
  roomName: b.roomName,
  checkIn: b.bookingDate,
  checkOut: b.checkOut,
  nights: b.nights,
  guests: b.guests,
  total: b.price,
  currency: 'USD',
  ...(b.promoCode ? { promo: b.promoCode, discount: b.discount ?? 0 } : {}),
  createdAt: b.createdAt,
  ...(b.updatedAt ? { updatedAt: b.updatedAt } : {}),
});

/**
 * Writes the event for the booking's partner inside `tx`, when that partner has a webhook URL; the
 * body is `{ id, type, receipt, booking }` as JSON. Answers whether one was queued.
 */
export async function queueWebhook(tx: Queryable, type: PartnerEventType, booking: PartnerBooking, receipt: string): Promise<boolean> {
  const id = newId();
  const body = JSON.stringify({ id, type, receipt, booking: bookingFields(booking) });
  const rows = await tx.query(
    `INSERT INTO webhook_outbox (id, partner_id, type, booking_id, confirmation_code, body)
     SELECT $1, p.id, $3, $4, $5, $6 FROM partners p WHERE p.id = $2 AND p.webhook_url IS NOT NULL RETURNING id`,
    [id, booking.partnerId, type, booking._id, booking.confirmationCode, body],
  );
  return rows.length > 0;
}

const TS = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export function webhooksRepository(db: Queryable) {
  return {
    ...outboxQueue<WebhookRow>(
      db,
      'webhook_outbox',
      `partner_id AS "partnerId", type, body,
       (SELECT p.webhook_url FROM partners p WHERE p.id = partner_id) AS url,
       (SELECT p.webhook_secret FROM partners p WHERE p.id = partner_id) AS secret`,
    ),

    /** The deliveries that gave up, newest first (the front desk's list, beside the failed e-mails). */
    listFailed(limit: number): Promise<FailedDelivery[]> {
      return db.query<FailedDelivery>(
        `SELECT w.id AS "_id", w.partner_id AS "partnerId", p.name AS "partnerName", w.type, w.booking_id AS "bookingId",
                w.confirmation_code AS "confirmationCode", w.attempts, w.last_error AS error, ${TS('w.created_at')} AS "createdAt"
           FROM webhook_outbox w JOIN partners p ON p.id = w.partner_id
          WHERE w.state = 'failed' ORDER BY w.created_at DESC, w.id DESC LIMIT $1`,
        [limit],
      );
    },
  };
}
