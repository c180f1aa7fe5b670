import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Input, Modal, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { clientInputSchema, type ClientType } from '@lavado/shared/clients/client.schemas';
import { uiMessages } from '@lavado/shared/messages/ui';
import { formatRut, isValidRut } from '@lavado/shared/validation/rut';
import { Controller, useForm } from 'react-hook-form';
import { useIdempotencyKey } from '../../../lib/api/idempotencyKey';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { showDialog } from '../../../lib/dialogs/dialogs';
import { useCreateClient, type NewClient } from '../api/clientsApi';
import { clientTypeText, toPhoneInput, toRutInput } from './clientDisplay';
import { emptyNewClientForm, type NewClientFormValues } from './newClientForm';

const texts = uiMessages.clients;
const clientTypes: ClientType[] = ['E', 'P'];

interface NewClientModalProps {
  opened: boolean;
  onClose: () => void;
}

export function NewClientModal({ opened, onClose }: NewClientModalProps) {
  const { register, control, handleSubmit, watch, reset, formState } = useForm<NewClientFormValues, unknown, NewClient>({
    resolver: zodResolver(clientInputSchema),
    defaultValues: emptyNewClientForm,
    mode: 'onTouched',
  });
  const createClient = useCreateClient();
  const { idempotencyKeyFor, forget } = useIdempotencyKey();
  const { errors } = formState;
  // A Particular is their own contact: the schema copies the name, so the field is not asked.
  const isCompany = watch('type') === 'E';

  const close = () => {
    reset(emptyNewClientForm);
    onClose();
  };

  const submit = handleSubmit((client) =>
    createClient.mutate(
      { client, idempotencyKey: idempotencyKeyFor(client) },
      {
        onSuccess: ({ msg }) => {
          forget();
          showDialog({ kind: 'success', title: uiMessages.success.registered, message: msg });
          close();
        },
        onError: (error) => reportApiFailure(error, uiMessages.common.errorTitle),
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={close} title={texts.newClient} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
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
                <TextInput
                  label={texts.form.rut}
                  placeholder={texts.rutPlaceholder}
                  required
                  inputMode="numeric"
                  value={field.value}
                  onChange={(event) => field.onChange(toRutInput(event.currentTarget.value))}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  description={isValidRut(field.value) ? formatRut(field.value) : undefined}
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
                  leftSection={uiMessages.employees.phonePrefix}
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
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {uiMessages.common.cancel}
            </Button>
            <Button type="submit" loading={createClient.isPending}>
              {texts.form.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
