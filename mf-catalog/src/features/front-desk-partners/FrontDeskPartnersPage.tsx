import { formatBookingDate, useAction, useLoad } from '@hotel/shared';
import { frontDeskApi, Loading, LoadFailed, type FailedDelivery, type Partner, type PartnerWithSecret } from '@hotel/shared/front-desk';
import { useState } from 'react';
import { ActionsCell, ConfirmDialog, DeskList, RowButton, useRowDialog } from '../../ui/front-desk';
import desk from '../../ui/front-desk/desk.module.css';
import styles from './FrontDeskPartnersPage.module.css';
import { PartnerDialog } from './PartnerDialog';
import { SecretDialog } from './SecretDialog';

export const PARTNERS_TEXTS = {
  add: 'Add a partner',
  rotateTitle: (name: string) => `Give ${name} a new webhook secret?`,
  rotateBody: 'The old secret stops signing at once: the partner’s server must check with the new one from now on.',
  rotated: (name: string) => `${name} has a new webhook secret.`,
  rotateFailed: 'Failed to make a new secret. Please try again.',
  noWebhook: 'None',
  deliveries: 'Failed webhook deliveries',
  deliveriesNone: 'Every webhook delivery has gone through.',
} as const;

const EVENT_WORDS: Record<FailedDelivery['type'], string> = {
  'booking.created': 'Booked',
  'booking.moved': 'Moved',
  'booking.cancelled': 'Cancelled',
};

function PartnerRow({ partner, onEdit, onRotate }: { partner: Partner; onEdit: (p: Partner) => void; onRotate: (p: Partner) => void }) {
  return (
    <tr className={partner.active ? undefined : desk.archivedRow}>
      <td data-label="Name">{partner.name}</td>
      <td data-label="Allowed sites">
        {partner.allowedOrigins.length === 0 ? (
          <span className={desk.muted}>None yet</span>
        ) : (
          // One element in the cell: below 768 px the cell is a line of its label and its content.
          <span className={styles.origins}>
            {partner.allowedOrigins.map((o) => (
              <span key={o}>{o}</span>
            ))}
          </span>
        )}
      </td>
      <td data-label="Webhook" className={styles.url}>
        {partner.webhookUrl ?? <span className={desk.muted}>{PARTNERS_TEXTS.noWebhook}</span>}
      </td>
      <td className={desk.num} data-label="Commission">
        {partner.commissionPercent} %
      </td>
      <td data-label="State">
        {partner.active ? <span className={desk.badge}>Active</span> : <span className={desk.badgeMuted}>Paused</span>}
      </td>
      <ActionsCell>
        <RowButton label="Edit" of={partner.name} onClick={() => onEdit(partner)} />
        <RowButton label="New secret" of={`for ${partner.name}`} onClick={() => onRotate(partner)} />
      </ActionsCell>
    </tr>
  );
}

/** The webhook deliveries that gave up, as the failed e-mails are shown: when, to whom, what, why. */
function FailedDeliveries() {
  const read = useLoad('partnerDeliveries', () => frontDeskApi.failedDeliveries());
  return (
    <section className={styles.deliveries} aria-labelledby="partner-deliveries">
      <h2 id="partner-deliveries" className={styles.subtitle}>
        {PARTNERS_TEXTS.deliveries}
      </h2>
      {read.status === 'loading' && <Loading text="Loading failed deliveries…" />}
      {read.status === 'error' && <LoadFailed text="Failed to load the failed deliveries." onRetry={read.reload} />}
      {read.data?.length === 0 && <p className={desk.muted}>{PARTNERS_TEXTS.deliveriesNone}</p>}
      {read.data && read.data.length > 0 && (
        <ul className={styles.failedList}>
          {read.data.map((d) => (
            <li key={d._id}>
              <strong>{d.partnerName}</strong> · {EVENT_WORDS[d.type]} {d.confirmationCode} ·{' '}
              <span className={desk.muted}>
                {formatBookingDate(d.createdAt.slice(0, 10))}, {d.attempts} tries
              </span>
              {d.error && <span className={styles.deliveryError}>{d.error}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The sites that sell our rooms from their own pages (docs/product.md "Partners"): add or change one
 * (a dialog), its webhook secret shown once (after a create or a new secret) with a copy button,
 * and the webhook deliveries that failed.
 */
export default function FrontDeskPartnersPage() {
  const partners = useLoad('partners', () => frontDeskApi.partners());
  const editing = useRowDialog(partners, (a, b) => a._id === b._id);
  const [adding, setAdding] = useState(false);
  const [rotating, setRotating] = useState<Partner | null>(null);
  const [secret, setSecret] = useState<PartnerWithSecret | null>(null);

  const rotate = useAction((p: Partner) => frontDeskApi.rotatePartnerSecret(p._id), {
    success: (p) => PARTNERS_TEXTS.rotated(p.name),
    failure: PARTNERS_TEXTS.rotateFailed,
    onSuccess: (p) => {
      setRotating(null);
      setSecret(p);
    },
  });

  const added = (p: PartnerWithSecret) => {
    const { webhookSecret: _shownOnce, ...kept } = p;
    partners.mutate((all) => [...all, kept].sort((a, b) => a.name.localeCompare(b.name)));
    setAdding(false);
    setSecret(p);
  };

  return (
    <div className={desk.page}>
      <DeskList
        title="Partners"
        summary={(list) => `${list.length} ${list.length === 1 ? 'partner' : 'partners'} · ${list.filter((p) => p.active).length} active`}
        action={
          <button type="button" className={desk.primary} onClick={() => setAdding(true)}>
            {PARTNERS_TEXTS.add}
          </button>
        }
        read={partners}
        what="partners"
        caption="The partners whose pages sell our rooms"
        columns={['Name', 'Allowed sites', 'Webhook', { name: 'Commission', className: desk.num }, 'State', { name: 'Actions', hidden: true }]}
      >
        {(p) => <PartnerRow key={p._id} partner={p} onEdit={editing.open} onRotate={setRotating} />}
      </DeskList>
      <FailedDeliveries />
      {adding && <PartnerDialog onClose={() => setAdding(false)} onSaved={(p) => added(p as PartnerWithSecret)} />}
      {editing.row && <PartnerDialog partner={editing.row} onClose={editing.close} onSaved={editing.done} />}
      {rotating && (
        <ConfirmDialog
          title={PARTNERS_TEXTS.rotateTitle(rotating.name)}
          busy={rotate.busy}
          danger
          confirmLabel="Make a new secret"
          onClose={() => setRotating(null)}
          onConfirm={() => void rotate.run(rotating)}
        >
          <p className={desk.dialogText}>{PARTNERS_TEXTS.rotateBody}</p>
        </ConfirmDialog>
      )}
      {secret && <SecretDialog partner={secret} onClose={() => setSecret(null)} />}
    </div>
  );
}
