import { api, DEFAULT_INQUIRY_TYPE, MESSAGES, notify, type ContactMessage } from '@hotel/shared';
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
 * (inquiry type back to general); on failure the raw error goes to a toast and the fields stay.
 */
export function useContactForm() {
  const [fields, setFields] = useState<ContactFields>(EMPTY_CONTACT);
  const [sending, setSending] = useState(false);

  const set = <K extends keyof ContactFields>(key: K, value: ContactFields[K]) =>
    setFields((f) => ({ ...f, [key]: value }));

  const submit = async () => {
    if (sending) return;
    setSending(true);
    try {
      await api.sendContact(fields);
      setFields(EMPTY_CONTACT);
      void notify('success', MESSAGES.contactSuccess);
    } catch (e) {
      void notify('error', e instanceof Error && e.message ? e.message : MESSAGES.contactFailed);
    } finally {
      setSending(false);
    }
  };

  return { fields, set, sending, submit };
}
