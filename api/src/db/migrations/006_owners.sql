-- Whose a booking or review is (issue 39): the Firebase account's uid beside the e-mail. An address
-- can be deleted and registered again by anyone (Firebase asks for no proof of it), so the e-mail
-- alone does not say who made a row. Reads and ownership checks match the e-mail and the uid
-- (src/repositories/owners.ts). Rows from before this have none: a sign-in gives them to the account
-- only if it was created before the row (POST /jwt, claimRows), so an address registered again never
-- claims a deleted account's rows. NULL only on those older rows (and on writes of a token signed
-- before tokens carried the uid, which lapse within JWT_TTL_SECONDS).

ALTER TABLE bookings ADD COLUMN owner_uid text CHECK (owner_uid <> '');
ALTER TABLE reviews ADD COLUMN owner_uid text CHECK (owner_uid <> '');
