import { Button, Group } from '@mantine/core';
import { commonMessages } from '@lavado/shared/messages/common';

export interface FormActionsProps {
  submitLabel: string;
  onCancel: () => void;
  /** False while the form's values are not acceptable yet: the submit button stays disabled. */
  canSubmit?: boolean;
  /** The command is on its way: the submit button spins and cannot be pressed twice. */
  submitting: boolean;
}

/** Cancelar and the form's submit button, at the end of the form. */
export function FormActions({ submitLabel, onCancel, canSubmit = true, submitting }: FormActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {commonMessages.cancel}
      </Button>
      <Button type="submit" disabled={!canSubmit} loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
