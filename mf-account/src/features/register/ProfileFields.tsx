import { Image, User } from 'lucide-react';
import { presetField } from '../../ui/auth-form';

/** The required "Full name" a new account starts with. */
export const NameField = presetField('account.field.name', User, { name: 'name', placeholder: 'Ada Lovelace' });

/** The optional "Photo URL" of a new account's avatar. */
export const PhotoUrlField = presetField('account.field.photo', Image, {
  type: 'url',
  name: 'photoURL',
  autoComplete: 'photo',
  placeholder: 'https://…',
  hint: 'account.field.optional',
});
