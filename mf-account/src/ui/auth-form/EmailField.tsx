import { Mail } from 'lucide-react';
import { TextField, type TextFieldProps } from './TextField';

/** The "Email" field every account form asks for: one label, icon, keyboard and autofill hint. */
export function EmailField(
  props: Omit<TextFieldProps, 'label' | 'type' | 'name' | 'autoComplete' | 'inputMode' | 'placeholder' | 'icon'>,
) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
      icon={<Mail size={20} />}
      required
      {...props}
    />
  );
}
