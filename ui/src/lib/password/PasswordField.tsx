import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { passwordMessages } from '@lavado/shared/messages/auth';
import type { Ref } from 'react';

/** A password input whose show/hide toggle says what it does. */
export function PasswordField({ ref, ...props }: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  const [visible, { toggle }] = useDisclosure(false);
  return (
    <PasswordInput
      ref={ref}
      visible={visible}
      onVisibilityChange={toggle}
      visibilityToggleButtonProps={{ 'aria-label': visible ? passwordMessages.hide : passwordMessages.show }}
      {...props}
    />
  );
}
