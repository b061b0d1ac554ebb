// An app token as POST /jwt signs it (src/auth.ts), for the bench's own API on a secret of its own.
import { SignJWT, type JWTPayload } from 'jose';
import { JWT_AUDIENCE, JWT_ISSUER } from '../src/auth';

export function appToken(secret: string, claims: JWTPayload & { email: string; name: string; role?: 'staff' }): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));
}
