import { Modal, Stack, type ModalProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { FormActions, type FormActionsProps } from './FormActions';

interface FormModalProps extends Omit<FormActionsProps, 'onCancel'> {
  opened: boolean;
  title: string;
  /** Cancelar, the close button, Escape and a click outside all close it the same way. */
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  size?: ModalProps['size'];
  children: ReactNode;
}

/**
 * A titled modal holding one form: its fields, then Cancelar and the submit button. The browser's
 * own validation is off: the form's schema words the errors.
 */
export function FormModal({ opened, title, onClose, onSubmit, size, children, ...actions }: FormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size={size}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <FormActions onCancel={onClose} {...actions} />
        </Stack>
      </form>
    </Modal>
  );
}
