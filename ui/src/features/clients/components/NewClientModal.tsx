import { Checkbox, Input, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { clientInputSchema, type Client, type ClientType } from '@lavado/shared/clients/client.schemas';
import { clientsMessages } from '@lavado/shared/messages/clients';
import { contactMessages, successMessages } from '@lavado/shared/messages/common';
import { Controller } from 'react-hook-form';
import { FormModal } from '../../../lib/forms/FormModal';
import { ClientRutInput } from '../../../lib/forms/RutInput';
import { commandOutcome } from '../../../lib/forms/commandOutcome';
import { useModalForm } from '../../../lib/forms/useModalForm';
import { useCorrectClient, useCreateClient } from '../api/clientsApi';
import { clientTypeText, toPhoneInput } from './clientDisplay';
import { clientFormValues, emptyNewClientForm } from './newClientForm';

const texts = clientsMessages;
const clientTypes: ClientType[] = ['E', 'P'];

interface NewClientModalProps {
  opened: boolean;
  onClose: () => void;
  /** "Editar": the client whose details the AD corrects (`client/correctClient`), with the same form and checks. */
  client?: Client;
}

export function NewClientModal({ opened, onClose, client: editing }: NewClientModalProps) {
  const { register, control, handleSubmit, watch, formState, close } = useModalForm(
    clientInputSchema,
    editing ? clientFormValues(editing) : emptyNewClientForm,
    onClose,
  );
  const createClient = useCreateClient();
  const correctClient = useCorrectClient();
  const corrected = commandOutcome({
    successTitle: texts.edit.savedTitle,
    successMessage: ({ msg }: { msg: string }) => msg,
    afterSuccess: onClose,
  });
  const outcome = commandOutcome({
    successTitle: successMessages.registered,
    successMessage: ({ msg }: { msg: string }) => msg,
    afterSuccess: close,
  });
  const { errors } = formState;
  // A Particular is their own contact: the schema copies the name, so the field is not asked.
  const isCompany = watch('type') === 'E';

  const submit = handleSubmit(({ consents, ...details }) =>
    editing
      ? correctClient.mutate({ id: editing.id, client: details }, corrected)
      : createClient.mutate({ client: { ...details, consents } }, outcome),
  );

  return (
    <FormModal
      opened={opened}
      title={editing ? texts.edit.title : texts.newClient}
      size="lg"
      onClose={close}
      onSubmit={submit}
      submitLabel={editing ? texts.edit.submit : texts.form.submit}
      submitting={createClient.isPending || correctClient.isPending}
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
      {/* A correction leaves the consents alone: each one changes with its own switch on the client's row. */}
      {!editing && (
        <Input.Wrapper label={texts.consents.legend}>
          <Stack gap="xs" mt={4}>
            <Checkbox label={texts.consents.serviceMessages} {...register('consents.serviceMessages')} />
            <Checkbox label={texts.consents.marketing} {...register('consents.marketing')} />
          </Stack>
        </Input.Wrapper>
      )}
    </FormModal>
  );
}
