import { Image, User } from 'lucide-react';
import { presetField } from '../../ui/auth-form';

/** The required "Full name" a new account starts with. */
export const NameField = presetField('Full name', User, { name: 'name', placeholder: 'Ada Lovelace' });

/** The optional "Photo URL" of a new account's avatar. */
export const PhotoUrlField = presetField('Photo URL', Image, {
  type: 'url',
  name: 'photoURL',
  autoComplete: 'photo',
  placeholder: 'https://…',
  hint: '(optional)',
});
