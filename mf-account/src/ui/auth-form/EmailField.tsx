import { Mail } from 'lucide-react';
import { presetField } from './TextField';

/** The "Email" field every account form asks for: one label, icon, keyboard and autofill hint. */
export const EmailField = presetField('account.field.email', Mail, { type: 'email', name: 'email', placeholder: 'you@example.com' });
