import { passwordMessages } from '@lavado/shared/messages/auth';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from './PasswordField';

const texts = passwordMessages;

interface NewPasswordInputsProps {
  /** `register('newPassword', { deps: 'confirmation' })`: the confirmation is rechecked as the password changes. */
  newPassword: UseFormRegisterReturn<'newPassword'>;
  confirmation: UseFormRegisterReturn<'confirmation'>;
  errors: { newPassword?: FieldError; confirmation?: FieldError };
  /** A mismatch is only pointed out once the confirmation was visited. */
  confirmationTouched: boolean;
}

/** The new password with the length hint of docs/specification.md#validation, and its confirmation; each with a show/hide toggle. */
export function NewPasswordInputs({ newPassword, confirmation, errors, confirmationTouched }: NewPasswordInputsProps) {
  return (
    <>
      <PasswordField
        label={texts.new}
        autoComplete="new-password"
        required
        description={errors.newPassword ? undefined : texts.minLengthHint}
        error={errors.newPassword?.message}
        {...newPassword}
      />
      <PasswordField
        label={texts.confirmation}
        autoComplete="new-password"
        required
        error={confirmationTouched && errors.confirmation?.message}
        {...confirmation}
      />
    </>
  );
}
