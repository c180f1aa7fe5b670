import { passwordMessages } from '@lavado/shared/messages/auth';
import { newPasswordSchema } from '@lavado/shared/identity/user.schemas';
import { z } from 'zod';

/**
 * A new password and its confirmation, as the profile and the reset page ask for them
 * (docs/specification.md#validation): the server's password rules, and a confirmation equal to it.
 */
export const newPasswordFields = z.object({ newPassword: newPasswordSchema, confirmation: z.string() });

type WithNewPassword = z.ZodType<{ newPassword: string; confirmation: string }>;

/** `schema` plus 'Las contraseñas no coinciden.' on the confirmation while it differs from the new password. */
export function withMatchingConfirmation<Schema extends WithNewPassword>(schema: Schema) {
  return schema.refine(({ newPassword, confirmation }) => newPassword === confirmation, {
    path: ['confirmation'],
    message: passwordMessages.mismatch,
    // Checked even while the new password itself is refused, so that both messages show at once.
    when: ({ value }) => typeof value === 'object' && value !== null,
  });
}
