// A partner's rules, written once (docs/product.md "Partners"): the front desk's partners page shows
// these messages at each field and the API answers 400 with the same words. Staff-only, like the rate
// rules: not in the domain index, so guest pages carry none of it (docs/architecture.md §3).
import type { ApiErrorDetail, Validated } from '../domain/types';

/** A site that sells our rooms from its own pages, as the front desk sees it (never its webhook secret). */
export interface Partner {
  _id: string;
  name: string;
  /** Exact origins (scheme://host[:port]) whose pages may book through the embed as this partner. */
  allowedOrigins: string[];
  webhookUrl: string | null;
  /** What the partner earns of a booking's total, 0-100 (the reports' basis later). */
  commissionPercent: number;
  active: boolean;
  createdAt: string;
  updatedAt: string | null;
}

/** The create's answer (and a rotation's): the secret shown once, never stored by the page. */
export type PartnerWithSecret = Partner & { webhookSecret: string };

export type PartnerInput = Pick<Partner, 'name' | 'allowedOrigins' | 'webhookUrl' | 'commissionPercent' | 'active'>;
export type PartnerField = keyof PartnerInput;

/** An event a partner's webhook hears. */
export const PARTNER_EVENTS = ['booking.created', 'booking.cancelled', 'booking.moved'] as const;
export type PartnerEventType = (typeof PARTNER_EVENTS)[number];

/** A webhook delivery that gave up (after its last try), listed beside the failed e-mails. */
export interface FailedDelivery {
  _id: string;
  partnerId: string;
  partnerName: string;
  type: PartnerEventType;
  bookingId: string;
  confirmationCode: string;
  attempts: number;
  /** The last try's outcome: "HTTP 500: <start of the answer>", or the connection's error. */
  error: string | null;
  createdAt: string;
}

export const PARTNER_LIMITS = { nameMax: 100, originsMax: 20 } as const;

export const PARTNER_MESSAGES = {
  name: `Name is required, at most ${PARTNER_LIMITS.nameMax} characters.`,
  allowedOrigins: `Allowed origins must be a list of at most ${PARTNER_LIMITS.originsMax} sites.`,
  origin: (o: string) => `“${o}” is not an origin: write the scheme and the host only, e.g. https://venue.example (no path).`,
  webhookUrl: 'Webhook URL must be an https:// address (http://127.0.0.1 only on a laptop), or empty.',
  commissionPercent: 'Commission must be a number from 0 to 100.',
  active: 'Active must be true or false.',
  notFound: 'Partner not found',
  /** GET /partners/by-origin's 404: the booking frame refuses to open. */
  notAPartner: 'This site is not a Harborview partner.',
  /** POST /bookings' 403 when the page's origin is not one of the partner's. */
  originRefused: 'This site may not book for that partner.',
} as const;

/**
 * The origin `raw` names, normalized as browsers send it (lower-case scheme and host, no default
 * port, no trailing slash), or null when it is not one: http/https only, nothing after the host.
 */
export function parseOrigin(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 300) return null;
  const s = raw.trim().replace(/\/$/, '');
  let u: URL;
  try {
    u = new URL(s);
  } catch {
    return null;
  }
  if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.username || u.password || u.search || u.hash) return null;
  if (u.pathname !== '/' || u.origin === 'null' || /[/?#]/.test(s.slice(u.protocol.length + 2))) return null;
  return u.origin;
}

/** Loopback hosts, where a laptop's webhook receiver listens (accepted over http outside production). */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The webhook URL, or null when it is not one we would call: https, or http on loopback when `insecureLoopback`. */
export function parseWebhookUrl(raw: string, insecureLoopback: boolean): string | null {
  let u: URL;
  try {
    u = new URL(raw.trim());
  } catch {
    return null;
  }
  if (u.username || u.password || u.hash || raw.length > 500) return null;
  if (u.protocol === 'https:' || (u.protocol === 'http:' && insecureLoopback && LOOPBACK.has(u.hostname))) return u.toString();
  return null;
}

/**
 * A partner from untrusted input. With `base` (PATCH), absent fields keep the base's values. Every
 * wrong field is named in `details`; `message` is the first one's. `insecureLoopback`: the API's
 * setting (on outside production), whether http://127.0.0.1 is a webhook URL.
 */
export function validatePartner(raw: unknown, insecureLoopback: boolean, base?: PartnerInput): Validated<PartnerInput> {
  const given = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  const pick = (k: PartnerField): unknown => (k in given ? given[k] : base?.[k]);
  const details: ApiErrorDetail[] = [];
  const fail = (field: PartnerField, message: string) => details.push({ field, message });

  const rawName = pick('name');
  const name = typeof rawName === 'string' ? rawName.trim() : '';
  if (name.length === 0 || name.length > PARTNER_LIMITS.nameMax) fail('name', PARTNER_MESSAGES.name);

  const rawOrigins = pick('allowedOrigins') ?? [];
  const allowedOrigins: string[] = [];
  if (!Array.isArray(rawOrigins) || rawOrigins.length > PARTNER_LIMITS.originsMax) fail('allowedOrigins', PARTNER_MESSAGES.allowedOrigins);
  else {
    const wrong = rawOrigins.find((o) => parseOrigin(o) === null);
    if (wrong !== undefined) fail('allowedOrigins', PARTNER_MESSAGES.origin(String(wrong)));
    else allowedOrigins.push(...new Set(rawOrigins.map((o) => parseOrigin(o)!)));
  }

  const rawUrl = pick('webhookUrl');
  let webhookUrl: string | null = null;
  if (typeof rawUrl === 'string' && rawUrl.trim() !== '') {
    webhookUrl = parseWebhookUrl(rawUrl, insecureLoopback);
    if (webhookUrl === null) fail('webhookUrl', PARTNER_MESSAGES.webhookUrl);
  } else if (rawUrl !== undefined && rawUrl !== null && rawUrl !== '') fail('webhookUrl', PARTNER_MESSAGES.webhookUrl);

  const commission = pick('commissionPercent') ?? 0;
  if (typeof commission !== 'number' || !Number.isFinite(commission) || commission < 0 || commission > 100)
    fail('commissionPercent', PARTNER_MESSAGES.commissionPercent);

  const active = pick('active') ?? true;
  if (typeof active !== 'boolean') fail('active', PARTNER_MESSAGES.active);

  if (details.length > 0) return { ok: false, message: details[0]!.message, details };
  return {
    ok: true,
    value: { name, allowedOrigins, webhookUrl, commissionPercent: Math.round((commission as number) * 100) / 100, active: active as boolean },
  };
}
