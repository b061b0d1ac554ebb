import { AMENITY_KEYS, AMENITY_LABELS, getRuntimeConfig, type AmenityKey } from '@hotel/shared';
import { isRoomImage, ROOM_LIMITS, type RoomField } from '@hotel/shared/front-desk';
import { RoomImage } from '@hotel/shared/ui';
import type { ChangeEvent } from 'react';
import { FIELD_LABELS, OWN_IMAGES_PATH, type NumberField, type RoomForm, type TextField } from './roomForm';
import fields from '@hotel/shared/ui/fields.module.css';
import styles from './FrontDeskRoomEditorPage.module.css';

export type FieldErrors = Partial<Record<RoomField, string>>;

interface Props {
  form: RoomForm;
  errors: FieldErrors;
  onChange: <K extends keyof RoomForm>(field: K, value: RoomForm[K]) => void;
}

/** The id of a field's control, for its label, and to focus the first wrong one. */
export const controlId = (field: RoomField) => `room-${field}`;
const errorId = (field: RoomField) => `room-${field}-error`;
const helpId = (field: RoomField) => `room-${field}-help`;

/** The picture an image field shows: our own file name, from the API. */
function previewOf(image: string): string | null {
  const s = image.trim();
  return isRoomImage(s) ? `${getRuntimeConfig().apiBase}${OWN_IMAGES_PATH}${s}` : null;
}

const HELP: Partial<Record<RoomField, string>> = {
  image: 'One of our room images, such as harbor-view-king.svg: the picture until the room has photos.',
  price: `Dollars per night, a whole number from 1 to ${ROOM_LIMITS.priceMax.toLocaleString('en-US')}.`,
  discountPrice: 'Optional: dollars per night below the price. Leave it empty for none.',
  capacity: `Guests, ${ROOM_LIMITS.capacityMin} to ${ROOM_LIMITS.capacityMax}.`,
  size: 'Square feet.',
};

/** A field's message under it, announced when it appears. */
function FieldError({ field, message }: { field: RoomField; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(field)} className={styles.error} role="alert">
      {message}
    </p>
  );
}

/** The label above, the control, its help and its error below, tied by aria-describedby (docs/design.md "Forms"). */
function TextOrNumber({
  field,
  form,
  errors,
  onChange,
  multiline = false,
  className,
}: Props & { field: TextField | NumberField; multiline?: boolean; className?: string }) {
  const error = errors[field];
  const help = HELP[field];
  const numeric = ['price', 'discountPrice', 'capacity', 'beds', 'size'].includes(field);
  const describedBy = [help && helpId(field), error && errorId(field)].filter(Boolean).join(' ') || undefined;
  const control = {
    id: controlId(field),
    name: field,
    value: form[field],
    className: fields.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(field, e.target.value),
  };
  return (
    <div className={className ? `${fields.field} ${className}` : fields.field}>
      <label htmlFor={control.id} className={fields.label}>
        {FIELD_LABELS[field]}
      </label>
      {multiline ? (
        <textarea {...control} rows={5} />
      ) : (
        // Numbers are typed as text (inputMode brings the digits keyboard): what staff typed stays
        // on screen as typed, and the rule's message says what is wrong with it.
        <input {...control} type="text" inputMode={numeric ? 'numeric' : undefined} autoComplete="off" />
      )}
      {help && (
        <p id={helpId(field)} className={styles.help}>
          {help}
        </p>
      )}
      <FieldError field={field} message={error} />
    </div>
  );
}

function Amenities({ form, errors, onChange }: Props) {
  const error = errors.amenities;
  const toggle = (key: AmenityKey, on: boolean) =>
    onChange('amenities', on ? [...form.amenities, key] : form.amenities.filter((k) => k !== key));
  return (
    <fieldset className={styles.amenities} aria-describedby={error ? errorId('amenities') : undefined}>
      <legend className={fields.label}>{FIELD_LABELS.amenities}</legend>
      <div className={styles.checks}>
        {AMENITY_KEYS.map((key) => (
          <label key={key} className={styles.check}>
            <input
              type="checkbox"
              id={key === AMENITY_KEYS[0] ? controlId('amenities') : undefined}
              name="amenities"
              value={key}
              checked={form.amenities.includes(key)}
              onChange={(e) => toggle(key, e.target.checked)}
            />
            {AMENITY_LABELS[key]}
          </label>
        ))}
      </div>
      <FieldError field="amenities" message={error} />
    </fieldset>
  );
}

/** Every Room field of docs/product.md §3 that staff set, with the image's preview beside its URL. */
export function RoomFields(props: Props) {
  const preview = previewOf(props.form.image);
  return (
    <div className={styles.grid}>
      <TextOrNumber {...props} field="name" className={styles.full} />
      <TextOrNumber {...props} field="type" />
      <TextOrNumber {...props} field="location" />
      <TextOrNumber {...props} field="description" multiline className={styles.full} />
      <div className={`${styles.full} ${styles.imageRow}`}>
        <TextOrNumber {...props} field="image" className={styles.grow} />
        <figure className={styles.preview}>
          <RoomImage className={styles.previewImage} src={preview} alt="" width={160} height={120} />
          <figcaption className={styles.help}>{preview ? 'Preview' : 'No picture yet'}</figcaption>
        </figure>
      </div>
      <TextOrNumber {...props} field="price" />
      <TextOrNumber {...props} field="discountPrice" />
      <div className={`${styles.full} ${styles.three}`}>
        <TextOrNumber {...props} field="capacity" />
        <TextOrNumber {...props} field="beds" />
        <TextOrNumber {...props} field="size" />
      </div>
      <div className={styles.full}>
        <Amenities {...props} />
      </div>
    </div>
  );
}
