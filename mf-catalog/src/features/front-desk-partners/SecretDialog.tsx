import { notify } from '@hotel/shared';
import type { PartnerWithSecret } from '@hotel/shared/front-desk';
import { Dialog, DialogActions } from '@hotel/shared/ui';
import { useRef } from 'react';
import desk from '../../ui/front-desk/desk.module.css';
import styles from './FrontDeskPartnersPage.module.css';

export const SECRET_TEXTS = {
  title: (name: string) => `${name}’s webhook secret`,
  once: 'Copy it now and give it to the partner: it is not shown again. Their server checks each webhook’s Harborview-Signature with it.',
  copy: 'Copy secret',
  copied: 'Secret copied.',
  copyFailed: 'Could not copy: select the secret and copy it by hand.',
} as const;

/** The webhook secret, shown once after a create or a new secret, with a copy button. */
export function SecretDialog({ partner, onClose }: { partner: PartnerWithSecret; onClose: () => void }) {
  const copyRef = useRef<HTMLButtonElement>(null);
  const copy = () =>
    navigator.clipboard.writeText(partner.webhookSecret).then(
      () => notify('success', SECRET_TEXTS.copied),
      () => notify('error', SECRET_TEXTS.copyFailed),
    );
  return (
    <Dialog open onClose={onClose} title={SECRET_TEXTS.title(partner.name)} initialFocus={copyRef}>
      <p className={desk.dialogText}>{SECRET_TEXTS.once}</p>
      <code className={styles.secret} aria-label="Webhook secret">
        {partner.webhookSecret}
      </code>
      <DialogActions>
        <button type="button" className={desk.secondary} onClick={onClose}>
          Done
        </button>
        <button ref={copyRef} type="button" className={desk.primary} onClick={() => void copy()}>
          {SECRET_TEXTS.copy}
        </button>
      </DialogActions>
    </Dialog>
  );
}
