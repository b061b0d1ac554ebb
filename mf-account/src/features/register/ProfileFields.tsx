import { Image, User } from 'lucide-react';
import { TextField, type TextFieldProps } from '../../ui/auth-form';

type Preset = 'label' | 'type' | 'name' | 'autoComplete' | 'inputMode' | 'placeholder' | 'icon' | 'hint';

/** The required "Full name" a new account starts with. */
export function NameField(props: Omit<TextFieldProps, Preset>) {
  return (
    <TextField
      label="Full name"
      name="name"
      autoComplete="name"
      placeholder="Ada Lovelace"
      icon={<User size={20} />}
      required
      {...props}
    />
  );
}

/** The optional "Photo URL" of a new account's avatar. */
export function PhotoUrlField(props: Omit<TextFieldProps, Preset>) {
  return (
    <TextField
      label="Photo URL"
      hint="(optional)"
      type="url"
      name="photoURL"
      autoComplete="photo"
      inputMode="url"
      placeholder="https://…"
      icon={<Image size={20} />}
      {...props}
    />
  );
}
