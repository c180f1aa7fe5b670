import { TextInput } from '@mantine/core';
import { moneyMessages } from '@lavado/shared/messages/money';
import { addServiceBody } from '@lavado/shared/money/money.schemas';
import { z } from 'zod';
import { FormModal } from '../../../lib/forms/FormModal';
import { useModalForm } from '../../../lib/forms/useModalForm';
import { moneyOutcome } from '../../../lib/money/moneyOutcome';
import { useAddService } from '../api/pricesApi';

const texts = moneyMessages.prices;
const schema = z.object({ name: addServiceBody.shape.name });

export function AddServiceModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { register, handleSubmit, formState, close } = useModalForm(schema, { name: '' }, onClose);
  const addService = useAddService();
  const submit = handleSubmit(({ name }) => addService.mutate({ name }, moneyOutcome(texts.serviceAdded, close)));
  return (
    <FormModal
      opened={opened}
      title={texts.addService}
      onClose={close}
      onSubmit={submit}
      submitLabel={moneyMessages.save}
      submitting={addService.isPending}
    >
      <TextInput label={texts.serviceName} required data-autofocus error={formState.errors.name?.message} {...register('name')} />
    </FormModal>
  );
}
