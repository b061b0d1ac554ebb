-- Whether the booking's e-mail address was verified when it was booked (issue 39): Firebase asks for
-- no proof of an address, so anyone can register someone else's, with a display name of their own
-- choosing. The stay's e-mails (booked, moved, cancelled, by the guest or the front desk) greet by
-- that name only when this is true; else "Dear guest," and nothing else the account typed
-- (src/mail/stayMails.ts). Older bookings cannot tell, so they count as unverified.

ALTER TABLE bookings ADD COLUMN email_verified boolean NOT NULL DEFAULT false;
