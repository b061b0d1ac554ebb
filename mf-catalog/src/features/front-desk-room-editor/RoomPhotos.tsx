// The room's photos in the editor (docs/product.md "Photos"): upload with alt text, delete, and
// put them in order with buttons (Earlier, Later: by keyboard as by mouse, never drag-only). The API
// judges each file by its content and makes the sizes; here a file is checked only for what the
// browser already knows (its size and declared type), so a wrong one is named before it is sent.
import { api, useAction, useLoad, type RoomPhoto } from '@hotel/shared';
import { frontDeskApi, PHOTO_LIMITS, PHOTO_MESSAGES, validatePhotoAlt } from '@hotel/shared/front-desk';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import fields from '@hotel/shared/ui/fields.module.css';
import { ConfirmDialog } from '../../ui/front-desk';
import desk from '../../ui/front-desk/desk.module.css';
import styles from './RoomPhotos.module.css';

export const PHOTO_TEXTS = {
  heading: 'Photos',
  intro:
    'Guests see them in this order; the first is the room’s picture on every card. JPEG, PNG or WebP, up to 10 MB each.',
  none: 'No photos yet: guests see the image file above.',
  loadFailed: 'Failed to load the photos.',
  uploaded: 'Photo uploaded.',
  uploadFailed: 'Failed to upload the photo. Please try again.',
  deleted: 'Photo deleted.',
  deleteFailed: 'Failed to delete the photo. Please try again.',
  moveFailed: 'Failed to move the photo. Please try again.',
  moved: (alt: string, at: number, of: number) => `“${alt}” is now photo ${at} of ${of}.`,
  altHelp: 'What the photo shows, for guests who cannot see it.',
} as const;

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

/** What the browser can tell of a chosen file before it is sent, or null when it may go. */
function fileProblem(file: File | null): string | null {
  if (!file) return PHOTO_MESSAGES.fileRequired;
  if (file.size > PHOTO_LIMITS.maxBytes) return PHOTO_MESSAGES.tooLarge;
  if (file.type && !ACCEPTED.includes(file.type)) return PHOTO_MESSAGES.notAPicture;
  return null;
}

type Move = { photo: RoomPhoto; to: number; dir: 'earlier' | 'later' };

export function RoomPhotos({ roomId }: { roomId: string }) {
  const loaded = useLoad(roomId, (id) => api.getRoom(id).then((room) => room.photos ?? []), { resource: 'rooms' });
  const photos = useMemo(() => loaded.data ?? [], [loaded.data]);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<{ field: 'file' | 'alt'; message: string } | null>(null);
  const [deleting, setDeleting] = useState<RoomPhoto | null>(null);
  const [announce, setAnnounce] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  // After a move, the same button of the moved photo keeps the focus (or its other one at an end).
  const refocus = useRef<{ id: string; dir: Move['dir'] } | null>(null);

  const server = { status: [400, 404, 409, 413] } as const;
  const upload = useAction(() => frontDeskApi.uploadPhoto(roomId, file!, alt), {
    success: PHOTO_TEXTS.uploaded,
    failure: { fallback: PHOTO_TEXTS.uploadFailed, server },
    showError: 'inline',
    stales: ['rooms'],
    onSuccess: () => {
      setFile(null);
      setAlt('');
      if (fileInput.current) fileInput.current.value = '';
    },
  });
  const remove = useAction((p: RoomPhoto) => frontDeskApi.deletePhoto(roomId, p._id), {
    success: PHOTO_TEXTS.deleted,
    failure: { fallback: PHOTO_TEXTS.deleteFailed, server },
    stales: ['rooms'],
    onSuccess: () => setDeleting(null),
  });
  const move = useAction(
    ({ photo, to }: Move) => {
      const ids = photos.map((p) => p._id).filter((id) => id !== photo._id);
      ids.splice(to, 0, photo._id);
      return frontDeskApi.orderPhotos(roomId, ids);
    },
    {
      failure: { fallback: PHOTO_TEXTS.moveFailed, server },
      stales: ['rooms'],
      onSuccess: (list, { photo, to, dir }) => {
        refocus.current = { id: photo._id, dir };
        setAnnounce(PHOTO_TEXTS.moved(photo.alt, to + 1, list.length));
      },
    },
  );

  useEffect(() => {
    const r = refocus.current;
    if (!r) return;
    const at = photos.findIndex((p) => p._id === r.id);
    if (at === -1) return;
    refocus.current = null;
    const atEnd = r.dir === 'earlier' ? at === 0 : at === photos.length - 1;
    const dir = atEnd ? (r.dir === 'earlier' ? 'later' : 'earlier') : r.dir;
    document.getElementById(`photo-${r.id}-${dir}`)?.focus();
  }, [photos]);

  const onUpload = (e: FormEvent) => {
    e.preventDefault();
    const wrongFile = fileProblem(file);
    if (wrongFile) return setProblem({ field: 'file', message: wrongFile });
    const a = validatePhotoAlt(alt);
    if (!a.ok) return setProblem({ field: 'alt', message: a.message });
    setProblem(null);
    void upload.run();
  };

  const error = problem?.message ?? upload.error;
  const errorOf = (field: 'file' | 'alt') => (problem ? problem.field === field : field === 'file' && upload.error !== null);

  return (
    <section className={styles.photos} aria-labelledby="room-photos-heading">
      <h2 id="room-photos-heading" className={styles.heading}>
        {PHOTO_TEXTS.heading}
      </h2>
      <p className={styles.help}>{PHOTO_TEXTS.intro}</p>
      {loaded.status === 'error' && <p role="alert">{PHOTO_TEXTS.loadFailed}</p>}
      {loaded.status === 'ready' && photos.length === 0 && <p className={styles.help}>{PHOTO_TEXTS.none}</p>}
      {photos.length > 0 && (
        <ol className={styles.list} aria-label="Photos in the order guests see them">
          {photos.map((p, i) => (
            <li key={p._id} className={styles.item}>
              {/* A plain img, not RoomImage: a staff chunk importing it splits it out of the guest pages' chunk (a request more on /rooms). */}
              <img
                className={styles.thumb}
                src={p.sizes[0]!.url}
                srcSet={p.sizes.map((s) => `${s.url} ${s.width}w`).join(', ')}
                sizes="(min-width: 768px) 240px, 100vw"
                width={p.width}
                height={p.height}
                alt={p.alt}
                loading="lazy"
              />
              <p className={styles.alt}>
                <span className={styles.position}>{i + 1}.</span> {p.alt}
              </p>
              <div className={styles.buttons}>
                <button
                  type="button"
                  id={`photo-${p._id}-earlier`}
                  className={desk.secondary}
                  disabled={i === 0 || move.busy}
                  aria-label={`Move “${p.alt}” earlier`}
                  onClick={() => void move.run({ photo: p, to: i - 1, dir: 'earlier' })}
                >
                  Earlier
                </button>
                <button
                  type="button"
                  id={`photo-${p._id}-later`}
                  className={desk.secondary}
                  disabled={i === photos.length - 1 || move.busy}
                  aria-label={`Move “${p.alt}” later`}
                  onClick={() => void move.run({ photo: p, to: i + 1, dir: 'later' })}
                >
                  Later
                </button>
                <button type="button" className={desk.secondary} aria-label={`Delete “${p.alt}”`} onClick={() => setDeleting(p)}>
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <p className={styles.visuallyHidden} aria-live="polite">
        {announce}
      </p>
      {photos.length < PHOTO_LIMITS.perRoom && (
        <form className={styles.upload} onSubmit={onUpload} noValidate aria-label="Upload a photo">
          <div className={fields.field}>
            <label htmlFor="photo-file" className={fields.label}>
              Photo file
            </label>
            <input
              ref={fileInput}
              id="photo-file"
              type="file"
              accept={ACCEPTED.join(',')}
              aria-invalid={errorOf('file') || undefined}
              aria-describedby={errorOf('file') ? 'photo-error' : undefined}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setProblem(null);
                upload.setError(null);
              }}
            />
          </div>
          <div className={fields.field}>
            <label htmlFor="photo-alt" className={fields.label}>
              Alt text
            </label>
            <input
              id="photo-alt"
              type="text"
              className={fields.input}
              value={alt}
              maxLength={PHOTO_LIMITS.altMax + 50}
              aria-invalid={errorOf('alt') || undefined}
              aria-describedby={`photo-alt-help${errorOf('alt') ? ' photo-error' : ''}`}
              onChange={(e) => {
                setAlt(e.target.value);
                if (problem?.field === 'alt') setProblem(null);
              }}
            />
            <p id="photo-alt-help" className={styles.help}>
              {PHOTO_TEXTS.altHelp}
            </p>
          </div>
          {error && (
            <p id="photo-error" className={styles.error} role="alert">
              {error}
            </p>
          )}
          <button type="submit" className={desk.primary} disabled={upload.busy}>
            {upload.busy ? 'Uploading…' : 'Upload photo'}
          </button>
        </form>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete this photo?"
          busy={remove.busy}
          danger
          confirmLabel="Delete photo"
          onClose={() => setDeleting(null)}
          onConfirm={() => void remove.run(deleting)}
        >
          <p>“{deleting.alt}” leaves the room’s page and cards. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
