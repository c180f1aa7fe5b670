import { Input, SegmentedControl, SimpleGrid, TextInput } from '@mantine/core';
import { clientInputSchema, type ClientType } from '@lavado/shared/clients/client.schemas';
import { clientsMessages } from '@lavado/shared/messages/clients';
import { contactMessages, successMessages } from '@lavado/shared/messages/common';
import { Controller } from 'react-hook-form';
import { FormModal } from '../../../lib/forms/FormModal';
import { ClientRutInput } from '../../../lib/forms/RutInput';
import { commandOutcome } from '../../../lib/forms/commandOutcome';
import { useModalForm } from '../../../lib/forms/useModalForm';
import { useCreateClient } from '../api/clientsApi';
import { clientTypeText, toPhoneInput } from './clientDisplay';
import { emptyNewClientForm } from './newClientForm';

const texts = clientsMessages;
const clientTypes: ClientType[] = ['E', 'P'];

interface NewClientModalProps {
  opened: boolean;
  onClose: () => void;
}

export function NewClientModal({ opened, onClose }: NewClientModalProps) {
  const { register, control, handleSubmit, watch, formState, close } = useModalForm(clientInputSchema, emptyNewClientForm, onClose);
  const createClient = useCreateClient();
  const outcome = commandOutcome({
    successTitle: successMessages.registered,
    successMessage: ({ msg }: { msg: string }) => msg,
    afterSuccess: close,
  });
  const { errors } = formState;
  // A Particular is their own contact: the schema copies the name, so the field is not asked.
  const isCompany = watch('type') === 'E';

  const submit = handleSubmit((client) => createClient.mutate({ client }, outcome));

  return (
    <FormModal
      opened={opened}
      title={texts.newClient}
      size="lg"
      onClose={close}
      onSubmit={submit}
      submitLabel={texts.form.submit}
      submitting={createClient.isPending}
    >
      <TextInput label={texts.form.name} required error={errors.name?.message} {...register('name')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <Input.Wrapper label={texts.form.type} required>
              <SegmentedControl
                fullWidth
                value={field.value}
                onChange={field.onChange}
                data={clientTypes.map((type) => ({ value: type, label: clientTypeText(type) }))}
              />
            </Input.Wrapper>
          )}
        />
        <Controller
          control={control}
          name="identification"
          render={({ field, fieldState }) => (
            <ClientRutInput
              label={texts.form.rut}
              placeholder={texts.rutPlaceholder}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      </SimpleGrid>
      {isCompany && <TextInput label={texts.form.contactName} error={errors.contactName?.message} {...register('contactName')} />}
      <TextInput label={texts.form.address} error={errors.clientAddress?.message} {...register('clientAddress')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label={texts.form.email} type="email" error={errors.clientEmail?.message} {...register('clientEmail')} />
        <Controller
          control={control}
          name="clientPhone"
          render={({ field, fieldState }) => (
            <TextInput
              label={texts.form.phone}
              inputMode="tel"
              leftSection={contactMessages.phonePrefix}
              leftSectionWidth={44}
              value={String(field.value ?? '')}
              onChange={(event) => field.onChange(toPhoneInput(event.currentTarget.value))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      </SimpleGrid>
    </FormModal>
  );
}
