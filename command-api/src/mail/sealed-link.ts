import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals a mail's link (it carries a password token) for the time it waits in the outbox: AES-256-GCM
 * with a key derived from the JWT secret, so a copy of the database alone does not open it.
 */
export interface LinkSealer {
  seal(link: string): string;
  /** The link, or null when the sealed text was not made with this key or was altered. */
  open(sealed: string): string | null;
}

const VERSION = 'v1';

export function linkSealer(secret: string): LinkSealer {
  const key = Buffer.from(hkdfSync('sha256', secret, 'lavado-mail-outbox', 'password links', 32));
  return {
    seal(link) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(link, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || !body) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
