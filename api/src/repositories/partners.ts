// Partners' SQL (migration 014_partners.sql): the front desk's list and writes (each with its audit
// row in the same transaction), the public check of a page's origin, and the check POST /bookings
// makes before it takes a partner. The rules (validatePartner of @hotel/shared/front-desk/partners)
// are checked on the partner as read inside the transaction (a PATCH merges onto it).
import { randomBytes } from 'node:crypto';
import { validatePartner, type Partner, type PartnerInput, type PartnerWithSecret } from '@hotel/shared/front-desk/partners';
import type { Queryable } from '../db/index';
import { newId } from '../lib/ids';
import { ID_RE } from '../schemas';
import { recordAudit } from './audit';
import { invalid, ok, refuse, type Result } from './result';
import type { Write } from './write';

const COLUMNS = `id AS "_id", name, allowed_origins AS "allowedOrigins", webhook_url AS "webhookUrl",
  commission_percent::float8 AS "commissionPercent", active,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;

/** A webhook secret: 32 random bytes, prefixed so a leaked one is recognisable in a scan. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** The error code of a 400 naming a partner's wrong fields. */
export const INVALID_PARTNER = 'INVALID_PARTNER';
const inputOf = (p: Partner): PartnerInput => ({
  name: p.name,
  allowedOrigins: p.allowedOrigins,
  webhookUrl: p.webhookUrl,
  commissionPercent: p.commissionPercent,
  active: p.active,
});

async function lockedPartner(tx: Queryable, id: string): Promise<Result<Partner>> {
  if (!ID_RE.test(id)) return refuse('PARTNER_NOT_FOUND');
  const [row] = await tx.query<Partner>(`SELECT ${COLUMNS} FROM partners WHERE id = $1 FOR UPDATE`, [id]);
  return row ? ok(row) : refuse('PARTNER_NOT_FOUND');
}

export function partnersRepository(db: Queryable, write: Write) {
  return {
    /** Every partner, by name. */
    list(): Promise<Partner[]> {
      return db.query<Partner>(`SELECT ${COLUMNS} FROM partners ORDER BY lower(name), id`);
    },

    /** The active partner whose allowed origins hold `origin` (the oldest, if two list it). */
    async byOrigin(origin: string): Promise<{ id: string; name: string } | undefined> {
      const [row] = await db.query<{ id: string; name: string }>(
        'SELECT id, name FROM partners WHERE active AND $1 = ANY (allowed_origins) ORDER BY created_at, id LIMIT 1',
        [origin],
      );
      return row;
    },

    /** Whether partner `id` is active and allows `origin`. */
    async allows(id: string, origin: string): Promise<boolean> {
      if (!ID_RE.test(id)) return false;
      const rows = await db.query('SELECT 1 FROM partners WHERE id = $1 AND active AND $2 = ANY (allowed_origins)', [id, origin]);
      return rows.length > 0;
    },

    /** Adds a partner (input already validated); the answer carries its webhook secret, this once. */
    create(input: PartnerInput, actor: string): Promise<PartnerWithSecret> {
      return write(async (tx) => {
        const secret = newSecret();
        const [row] = await tx.query<Partner>(
          `INSERT INTO partners (id, name, allowed_origins, webhook_url, webhook_secret, commission_percent, active)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
          [newId(), input.name, input.allowedOrigins, input.webhookUrl, secret, input.commissionPercent, input.active],
        );
        await recordAudit(tx, { actor, action: 'partner.create', target: 'partner', targetId: row!._id, before: null, after: row });
        return { ...row!, webhookSecret: secret };
      });
    },

    /** Changes what `raw` names, checked on the partner merged with it (INVALID_PARTNER names each wrong field). */
    update(id: string, raw: unknown, actor: string, insecureLoopback: boolean): Promise<Result<Partner>> {
      return write(async (tx) => {
        const found = await lockedPartner(tx, id);
        if (!found.ok) return found;
        const checked = validatePartner(raw, insecureLoopback, inputOf(found.value));
        if (!checked.ok) return invalid(checked.message, checked.details, INVALID_PARTNER);
        const p = checked.value;
        const [row] = await tx.query<Partner>(
          `UPDATE partners SET name = $2, allowed_origins = $3, webhook_url = $4, commission_percent = $5, active = $6, updated_at = now()
            WHERE id = $1 RETURNING ${COLUMNS}`,
          [id, p.name, p.allowedOrigins, p.webhookUrl, p.commissionPercent, p.active],
        );
        await recordAudit(tx, { actor, action: 'partner.update', target: 'partner', targetId: id, before: found.value, after: row });
        return ok(row!);
      });
    },

    /** A new webhook secret (the old one stops signing at once); the answer carries it, this once. */
    rotateSecret(id: string, actor: string): Promise<Result<PartnerWithSecret>> {
      return write(async (tx) => {
        const found = await lockedPartner(tx, id);
        if (!found.ok) return found;
        const secret = newSecret();
        const [row] = await tx.query<Partner>(
          `UPDATE partners SET webhook_secret = $2, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
          [id, secret],
        );
        await recordAudit(tx, { actor, action: 'partner.rotate-secret', target: 'partner', targetId: id, before: null, after: null });
        return ok({ ...row!, webhookSecret: secret });
      });
    },
  };
}
