import { INQUIRY_TYPES, MESSAGES, type InquiryType } from '@hotel/shared';
import { Send } from 'lucide-react';
import type { FormEvent } from 'react';
import { useContactForm } from './useContactForm';
import styles from './ContactForm.module.css';

/** "Send us a message": only the browser's required and e-mail checks (docs/product.md §5). */
export default function ContactForm() {
  const { fields, set, sending, submit } = useContactForm();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.title}>
        Send Us a Message
      </h2>
      <div className={styles.row}>
        <label className={styles.field}>
          <span className={styles.label}>Full Name *</span>
          <input
            className={styles.input}
            name="name"
            autoComplete="name"
            required
            value={fields.name}
            onChange={(e) => set('name', e.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>Email Address *</span>
          <input
            className={styles.input}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={fields.email}
            onChange={(e) => set('email', e.target.value)}
          />
        </label>
      </div>
      <div className={styles.row}>
        <label className={styles.field}>
          <span className={styles.label}>Phone Number</span>
          <input
            className={styles.input}
            type="tel"
            name="phone"
            autoComplete="tel"
            value={fields.phone}
            onChange={(e) => set('phone', e.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>Inquiry Type</span>
          <select
            className={styles.input}
            name="inquiryType"
            value={fields.inquiryType}
            onChange={(e) => set('inquiryType', e.target.value as InquiryType)}
          >
            {INQUIRY_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className={styles.field}>
        <span className={styles.label}>Subject</span>
        <input
          className={styles.input}
          name="subject"
          value={fields.subject}
          onChange={(e) => set('subject', e.target.value)}
        />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>Message *</span>
        <textarea
          className={styles.input}
          name="message"
          rows={6}
          required
          value={fields.message}
          onChange={(e) => set('message', e.target.value)}
        />
      </label>
      <button type="submit" className={styles.submit} disabled={sending}>
        <Send aria-hidden="true" size={18} />
        {sending ? MESSAGES.contactSending : 'Send Message'}
      </button>
    </form>
  );
}
