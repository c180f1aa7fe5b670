import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The form of a create modal, checked by the shared zod `schema` once a field was left. `close`
 * empties it before closing the modal, so that the modal opens empty the next time.
 */
export function useModalForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  emptyValues: DefaultValues<Input>,
  onClose: () => void,
) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues: emptyValues, mode: 'onTouched' });
  const close = () => {
    form.reset(emptyValues);
    onClose();
  };
  return { ...form, close };
}
