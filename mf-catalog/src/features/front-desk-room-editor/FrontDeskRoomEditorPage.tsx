import {
  notify,
  toApiRequestError,
  useAction,
  useLoad,
  type HotelRoom,
  type RoomInput,
} from '@hotel/shared';
import {
  FRONT_DESK_ROUTES,
  frontDeskApi,
  hotelRoomPath,
  hotelRoomRatesPath,
  validateRoomInput,
  type RoomField,
} from '@hotel/shared/front-desk';
import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ArchiveRoomDialog, ARCHIVE_TEXTS, RecordStatus, useFieldForm } from '../../ui/front-desk';
import desk from '../../ui/front-desk/desk.module.css';
import styles from './FrontDeskRoomEditorPage.module.css';
import { controlId, RoomFields, type FieldErrors } from './RoomFields';
import { RoomPhotos } from './RoomPhotos';
import {
  changedFields,
  FIELD_LABELS,
  FIELD_ORDER,
  formOfRoom,
  inputOfRoom,
  NEW_ROOM_FORM,
  rawOfForm,
  type RoomForm,
} from './roomForm';

export const EDITOR_TEXTS = {
  loading: 'Loading room…',
  fixFields: 'Please correct the fields marked below.',
  noChanges: 'No changes to save.',
  created: (name: string) => `${name} created.`,
  saved: (name: string, fields: string[]) => `${name} saved (${fields.join(', ')}).`,
  saveFailed: 'Failed to save the room. Please try again.',
  notFound: 'Room not found',
  loadFailed: 'Failed to fetch the room',
} as const;

/** A 400's `details` by field (the API answers with the rule's words, docs/product.md "Front desk"). */
function fieldErrorsOf(details: { field?: string; message: string }[] | undefined): FieldErrors {
  const out: FieldErrors = {};
  for (const d of details ?? []) {
    if (d.field && (FIELD_ORDER as readonly string[]).includes(d.field)) out[d.field as RoomField] ??= d.message;
  }
  return out;
}

type Save = { kind: 'create'; room: RoomInput } | { kind: 'change'; id: string; patch: Partial<RoomInput> };

function RoomEditor({ room, onSaved }: { room: HotelRoom | null; onSaved: (room: HotelRoom) => void }) {
  const navigate = useNavigate();
  const { form, setForm, errors, setErrors, showErrors, set, formRef } = useFieldForm<RoomForm, RoomField>(
    () => (room ? formOfRoom(room) : NEW_ROOM_FORM),
    FIELD_ORDER,
    controlId,
  );
  const [archiving, setArchiving] = useState(false);

  const save = useAction(
    (s: Save) => (s.kind === 'create' ? frontDeskApi.createRoom(s.room) : frontDeskApi.updateRoom(s.id, s.patch)),
    {
      success: (saved, s) =>
        s.kind === 'create'
          ? EDITOR_TEXTS.created(saved.name)
          : EDITOR_TEXTS.saved(
              saved.name,
              Object.keys(s.patch).map((f) => FIELD_LABELS[f as RoomField]),
            ),
      failure: EDITOR_TEXTS.saveFailed,
      onSuccess: (saved, s) => {
        if (s.kind === 'create') navigate(hotelRoomPath(saved._id), { replace: true });
        else {
          onSaved(saved);
          // The fields as the API keeps them (trimmed text, our image as its URL).
          setForm(formOfRoom(saved));
        }
      },
      onError: (e) => showErrors(fieldErrorsOf(toApiRequestError(e).details)),
    },
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateRoomInput(rawOfForm(form));
    if (!checked.ok) return showErrors(fieldErrorsOf(checked.details));
    setErrors({});
    if (!room) return void save.run({ kind: 'create', room: checked.value });
    const patch = changedFields(inputOfRoom(room), checked.value);
    if (Object.keys(patch).length === 0) return void notify('info', EDITOR_TEXTS.noChanges);
    void save.run({ kind: 'change', id: room._id, patch });
  };

  const wrong = FIELD_ORDER.some((f) => errors[f]);
  return (
    <>
      <div className={desk.header}>
        <h1 className={desk.title}>
          {room ? `Edit ${room.name}` : 'Add a room'}{' '}
          {room?.archived && <span className={desk.badgeMuted}>Archived</span>}
        </h1>
        {room && (
          <div className={desk.actions}>
            {/* The nightly rates beyond the default price (docs/product.md "Rates"). */}
            <Link className={desk.secondary} to={hotelRoomRatesPath(room._id)}>
              Rates and seasons
            </Link>
            <button type="button" className={desk.secondary} onClick={() => setArchiving(true)}>
              {room.archived ? ARCHIVE_TEXTS.unarchive : ARCHIVE_TEXTS.archive} room
            </button>
          </div>
        )}
      </div>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={onSubmit}
        aria-label={room ? 'Room' : 'New room'}
      >
        <RoomFields form={form} errors={errors} onChange={set} />
        {/* Not the shared FormError: importing it here splits it out of the rooms page's chunk (+25 B gzip to a guest page). */}
        {wrong && (
          <p className={styles.formError} role="alert">
            {EDITOR_TEXTS.fixFields}
          </p>
        )}
        <div className={styles.formActions}>
          <Link className={desk.secondary} to={FRONT_DESK_ROUTES.rooms}>
            Cancel
          </Link>
          <button type="submit" className={desk.primary} disabled={save.busy}>
            {room ? 'Save changes' : 'Create room'}
          </button>
        </div>
      </form>
      {room && <RoomPhotos roomId={room._id} />}
      {archiving && room && (
        <ArchiveRoomDialog
          room={room}
          onClose={() => setArchiving(false)}
          onDone={(updated) => {
            onSaved(updated);
            setArchiving(false);
          }}
        />
      )}
    </>
  );
}

/**
 * The room editor (docs/product.md "Front desk", "Rooms"): /hotel/rooms/new creates a room,
 * /hotel/rooms/{id} changes one (only the changed fields) and archives or unarchives it.
 */
export default function FrontDeskRoomEditorPage() {
  const { id } = useParams();
  const editing = id !== undefined && id !== 'new';
  // The staff list read: it has archived rooms too, with their `archived` flag.
  const loaded = useLoad(editing ? id : null, (roomId) =>
    frontDeskApi.rooms().then((rooms) => rooms.find((r) => r._id === roomId) ?? null),
  );
  const [saved, setSaved] = useState<HotelRoom | null>(null);
  const room = saved && saved._id === id ? saved : (loaded.data ?? null);

  let body;
  if (!editing) body = <RoomEditor room={null} onSaved={setSaved} />;
  else if (loaded.status !== 'ready' || !room) body = <RecordStatus read={loaded} texts={EDITOR_TEXTS} />;
  // Keyed by the room: the form starts from the room as loaded (or as last saved, after a save).
  else body = <RoomEditor key={room._id} room={room} onSaved={setSaved} />;

  return (
    <div className={desk.page}>
      <Link className={desk.back} to={FRONT_DESK_ROUTES.rooms}>
        <ArrowLeft aria-hidden="true" size={18} /> All rooms
      </Link>
      {body}
    </div>
  );
}
