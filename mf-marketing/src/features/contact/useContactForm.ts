import { api, DEFAULT_INQUIRY_TYPE, MESSAGES, useAction, type ContactMessage } from '@hotel/shared';
import { useState } from 'react';

export type ContactFields = Required<ContactMessage>;

export const EMPTY_CONTACT: ContactFields = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  inquiryType: DEFAULT_INQUIRY_TYPE,
};

/**
 * The contact form's states (docs/product.md §4): idle → sending → idle. On 201 the fields reset
 * (inquiry type back to general); on failure the error goes to a toast (the server's message, else
 * the transport's, docs/product.md §8 "the error in a toast") and the fields stay.
 */
export function useContactForm() {
  const [fields, setFields] = useState<ContactFields>(EMPTY_CONTACT);
  const send = useAction((message: ContactFields) => api.sendContact(message), {
    success: MESSAGES.contactSuccess,
    failure: { fallback: MESSAGES.contactFailed, transport: true },
    onSuccess: () => setFields(EMPTY_CONTACT),
  });

  const set = <K extends keyof ContactFields>(key: K, value: ContactFields[K]) =>
    setFields((f) => ({ ...f, [key]: value }));

  const submit = () => send.run(fields);

  return { fields, set, sending: send.busy, submit };
}
