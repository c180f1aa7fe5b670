import { TextInput, type TextInputProps } from '@mantine/core';
import { contactMessages } from '@lavado/shared/messages/common';
import type { Ref } from 'react';

/** What the shared phone schema accepts after the +56: nine digits. */
const PHONE_DIGITS = 9;

/** A Chilean phone: the +56 shown before the field, at most nine digits typed on a numeric keypad. */
export function PhoneInput({ ref, ...props }: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <TextInput
      ref={ref}
      type="tel"
      inputMode="numeric"
      maxLength={PHONE_DIGITS}
      leftSection={contactMessages.phonePrefix}
      leftSectionWidth={48}
      {...props}
    />
  );
}
