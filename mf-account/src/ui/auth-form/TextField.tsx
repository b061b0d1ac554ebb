import { t } from '@hotel/shared';
import type { ComponentType, InputHTMLAttributes, ReactNode } from 'react';
import styles from './authForm.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: string;
  icon?: ReactNode;
  /** Shown next to the label, e.g. "(optional)". */
  hint?: string;
  invalid?: boolean;
  /** Ids of the elements that describe this field (error region, helper text). */
  describedBy?: string | undefined;
  /** Rendered inside the field box, after the input (e.g. the show/hide toggle). */
  trailing?: ReactNode;
}

/** Label above the field, optional leading icon, error state via aria-invalid + aria-describedby. */
export function TextField({ id, label, icon, hint, invalid = false, describedBy, trailing, ...input }: TextFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {hint ? <span className={styles.hint}> {hint}</span> : null}
      </label>
      <div className={`${styles.control} ${invalid ? styles.controlInvalid : ''}`}>
        {icon ? (
          <span className={styles.leadingIcon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <input
          id={id}
          className={styles.input}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {trailing}
      </div>
    </div>
  );
}

/** A preset field's input: its name (also its autofill token unless `autoComplete` says another), type, example. */
interface Preset {
  name: string;
  /** Also the keyboard: 'email' and 'url' bring up theirs. Default text. */
  type?: 'email' | 'url';
  autoComplete?: string;
  placeholder: string;
  /** "(optional)": the field may stay empty. Without it the field is required. */
  hint?: string;
}

type PresetKeys = 'label' | 'icon' | 'name' | 'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'hint';

/** A field of the account forms whose label (a message id), icon, autofill and keyboard are fixed ("Email", "Full name"). */
export function presetField(
  label: string,
  Icon: ComponentType<{ size?: number }>,
  { autoComplete, ...preset }: Preset,
) {
  return function PresetField(props: Omit<TextFieldProps, PresetKeys>) {
    return (
      <TextField
        label={t(label)}
        {...preset}
        hint={preset.hint && t(preset.hint)}
        autoComplete={autoComplete ?? preset.name}
        inputMode={preset.type}
        icon={<Icon size={20} />}
        required={!preset.hint}
        {...props}
      />
    );
  };
}
