import { CONTACT_LIMITS, INQUIRY_TYPES, MESSAGES, sharedText, t, type InquiryType } from '@hotel/shared';
import { Send } from 'lucide-react';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { useContactForm, type ContactFields } from './useContactForm';
import fieldStyles from '@hotel/shared/ui/fields.module.css';
import styles from './ContactForm.module.css';

type TextKey = Exclude<keyof ContactFields, 'inquiryType'>;

/** A field with its label above it; the label wraps the control, so it names it. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className={fieldStyles.field}>
      <span className={fieldStyles.label}>{label}</span>
      {children}
    </label>
  );
}

/**
 * "Send us a message": the browser's required and e-mail checks and the server's length limits, and
 * nothing more (docs/product.md §5); the server checks the same, in the same words.
 */
export default function ContactForm() {
  const { fields, set, sending, submit } = useContactForm();
  // A text field's name, value, limit and change handler, all from its key in the form's state. The
  // limits are the API's (CONTACT_LIMITS), so the browser stops where the server would refuse.
  const bind = (key: TextKey) => ({
    name: key,
    maxLength: CONTACT_LIMITS[key],
    value: fields[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, e.target.value),
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.title}>
        {t('marketing.contact.form')}
      </h2>
      <div className={styles.row}>
        <Field label={t('marketing.contact.name')}>
          <input className={fieldStyles.input} autoComplete="name" required {...bind('name')} />
        </Field>
        <Field label={t('marketing.contact.emailField')}>
          <input className={fieldStyles.input} type="email" autoComplete="email" required {...bind('email')} />
        </Field>
      </div>
      <div className={styles.row}>
        <Field label={t('marketing.contact.phone')}>
          <input className={fieldStyles.input} type="tel" autoComplete="tel" {...bind('phone')} />
        </Field>
        <Field label={t('marketing.contact.inquiry')}>
          <select
            className={fieldStyles.input}
            name="inquiryType"
            value={fields.inquiryType}
            onChange={(e) => set('inquiryType', e.target.value as InquiryType)}
          >
            {INQUIRY_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {t(`marketing.inquiry.${type.value}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field label={t('marketing.contact.subject')}>
        <input className={fieldStyles.input} {...bind('subject')} />
      </Field>
      <Field label={t('marketing.contact.message')}>
        <textarea className={fieldStyles.input} rows={6} required {...bind('message')} />
      </Field>
      <button type="submit" className={styles.submit} disabled={sending}>
        <Send aria-hidden="true" size={18} />
        {sending ? sharedText(MESSAGES.contactSending) : t('marketing.contact.send')}
      </button>
    </form>
  );
}
