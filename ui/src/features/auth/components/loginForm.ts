import { loginMessages } from '@lavado/shared/messages/auth';
import type { Credentials } from '../api/loginSession';

export function credentialsFrom(form: FormData): Credentials {
  const text = (name: keyof Credentials) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { identification: text('identification'), password: text('password') };
}

/** The login check of docs/specification.md#validation, in its order: the message of the first empty field, or null. */
export function missingLoginField({ identification, password }: Credentials): string | null {
  if (identification.trim() === '') return loginMessages.missingIdentification;
  if (password === '') return loginMessages.missingPassword;
  return null;
}
