-- Room photos (issue 42, docs/architecture.md §6 "Photos"): staff upload them, the API makes the
-- sizes the site shows and serves them from its own origin. The bytes live here, in the database:
-- every API process reads the same photos, and `npm run backup` carries them with the rest.

-- A photo as staff see it: its room, its place in the room's order, its words and its upright size.
CREATE TABLE room_photos (
  id         text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  room_id    text NOT NULL REFERENCES rooms (id),
  position   integer NOT NULL CHECK (position >= 0),
  alt        text NOT NULL CHECK (length(alt) BETWEEN 1 AND 200),
  width      integer NOT NULL CHECK (width > 0),
  height     integer NOT NULL CHECK (height > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX room_photos_room ON room_photos (room_id, position);

-- Each size made of a photo (WebP). `hash` (the first 16 hex digits of the bytes' SHA-256) is in
-- the URL, so a URL names one content forever and is cached as immutable. Gone with its photo.
CREATE TABLE room_photo_files (
  photo_id text NOT NULL REFERENCES room_photos (id) ON DELETE CASCADE,
  width    integer NOT NULL CHECK (width > 0),
  hash     text NOT NULL CHECK (hash ~ '^[0-9a-f]{16}$'),
  type     text NOT NULL,
  data     bytea NOT NULL,
  PRIMARY KEY (photo_id, width)
);

-- An image typed as an outside URL is no longer accepted: the site's Content-Security-Policy blocks
-- pictures from other origins, so such a room showed a broken picture. This migration does not
-- fetch them (an outside host may be gone, slow or hostile; nothing here can test one): it keeps
-- each one here, reported by the start-up and `npm run migrate` (src/db/migrate.ts), and the room
-- shows the placeholder until staff upload its photos. Our own /images/rooms/*.svg stay as they are.
CREATE TABLE room_outside_images (
  room_id  text PRIMARY KEY REFERENCES rooms (id),
  url      text NOT NULL,
  found_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO room_outside_images (room_id, url) SELECT id, image FROM rooms WHERE image ~* '^\s*https?://';
UPDATE rooms SET image = '' WHERE image ~* '^\s*https?://';
