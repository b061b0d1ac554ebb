// Signed receipts (issue 43, docs/architecture.md §7 "Partners"): what a partner keeps to prove a
// booking came through its page. A compact JWS the hotel signs (Ed25519 "EdDSA", or ES256 with a P-256
// key) over the booking's code, partner, stay, total and currency, `kid` in its header; anyone checks
// it against GET /.well-known/jwks.json, which lists the current key and the previous ones (a
// rotation, docs/deploying.md "Receipt keys"). The key is one for every API process: RECEIPT_SIGNING_KEY
// (or _FILE) in production, else a key generated once per data directory (src/config.ts).
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, SignJWT, type JWK } from 'jose';
import type { Booking } from '@hotel/shared/domain';
import type { PartnerEventType } from '@hotel/shared/front-desk/partners';

/** What a receipt states; `promo` and `discount` (already taken off `total`) when a promo code priced it. */
export interface ReceiptClaims {
  confirmationCode: string;
  partnerId: string;
  roomId: string;
  checkIn: string;
  checkOut: string;
  total: number;
  currency: 'USD';
  promo?: string;
  discount?: number;
  /** Only on a cancellation's receipt: the hotel states that this booking is no more. */
  cancelled?: true;
}

export interface ReceiptSigner {
  /** The compact JWS of `claims`, `iat` now. */
  sign(claims: ReceiptClaims): Promise<string>;
  /** The public keys, current first (GET /.well-known/jwks.json). */
  jwks: { keys: JWK[] };
}

/** The claims of a partner booking's receipt (after `type` happened to it). */
export const receiptClaims = (b: Booking & { partnerId: string }, type: PartnerEventType): ReceiptClaims => ({
  confirmationCode: b.confirmationCode,
  partnerId: b.partnerId,
  roomId: b.roomId,
  checkIn: b.bookingDate,
  checkOut: b.checkOut,
  total: b.price,
  currency: 'USD',
  ...(b.promoCode ? { promo: b.promoCode, discount: b.discount ?? 0 } : {}),
  ...(type === 'booking.cancelled' ? { cancelled: true as const } : {}),
});

/** A private key from its text: PEM (PKCS#8) or a private JWK (JSON). Throws in words. */
export function parsePrivateKey(text: string): KeyObject {
  const t = text.trim();
  const key = t.startsWith('{') ? createPrivateKey({ key: JSON.parse(t) as import('node:crypto').JsonWebKey, format: 'jwk' }) : createPrivateKey(t);
  algOf(key);
  return key;
}

/** The JWS algorithm of a key: EdDSA for Ed25519, ES256 for P-256; anything else is refused. */
function algOf(key: KeyObject): 'EdDSA' | 'ES256' {
  if (key.asymmetricKeyType === 'ed25519') return 'EdDSA';
  if (key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1') return 'ES256';
  throw new Error(`a receipt key must be Ed25519 or EC P-256 (this one is ${key.asymmetricKeyType})`);
}

/** A new Ed25519 key as PKCS#8 PEM (the generated development key, and the tests'). */
export const generateReceiptKey = (): string =>
  generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/** A public JWK as the JWKS lists it: its thumbprint as `kid` (RFC 7638), its algorithm, for signing. */
async function publicJwk(key: KeyObject): Promise<JWK> {
  const jwk = createPublicKey(key).export({ format: 'jwk' }) as JWK;
  const { kty, crv, x, y } = jwk;
  const bare = { kty, crv, x, ...(y ? { y } : {}) } as JWK;
  return { ...bare, kid: await calculateJwkThumbprint(bare), alg: algOf(key), use: 'sig' };
}

/**
 * The signer of `privateKey` (PEM or JWK text); `previous` are public JWKs of keys signed with before
 * (kept in the JWKS so receipts already handed out still verify).
 */
export async function receiptSigner(privateKey: string, previous: JWK[] = []): Promise<ReceiptSigner> {
  const key = parsePrivateKey(privateKey);
  const current = await publicJwk(key);
  const alg = algOf(key);
  const others = previous.filter((k) => k.kid !== current.kid);
  return {
    jwks: { keys: [current, ...others] },
    sign: (claims) => new SignJWT({ ...claims }).setProtectedHeader({ alg, kid: current.kid!, typ: 'JWT' }).setIssuedAt().sign(key),
  };
}
