import { createHash, randomBytes } from 'node:crypto';

/** A one-time token: 32 random bytes, URL-safe (what a link carries). */
export function novoToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token: its SHA-256, so a read of the table gives no usable link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
