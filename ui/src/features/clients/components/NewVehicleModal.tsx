import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Loader, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Client } from '@lavado/shared/clients/client.schemas';
import { intakeMessages, vehicleFormMessages } from '@lavado/shared/messages/intake';
import { clientsMessages } from '@lavado/shared/messages/clients';
import { commonMessages, networkMessages, successMessages } from '@lavado/shared/messages/common';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { assertNever } from '../../../lib/assertNever';
import { ApiError } from '../../../lib/api/apiClient';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { showDialog } from '../../../lib/dialogs/dialogs';
import { PlateInput } from '../../../lib/lavados/PlateInput';
import { usePlateLookupAsTyped, type PlateLookup, type TypedPlateLookup } from '../../../lib/lavados/plateLookup';
import { VehicleTypeSelect } from '../../../lib/lavados/TypeSelects';
import { useCreateVehicle } from '../api/clientsApi';
import { emptyNewVehicleForm, newVehicleFormSchema, type NewVehicleFormValues, type ValidNewVehicleForm } from './newVehicleForm';
import { useShownWhileClosing } from '../../../lib/dialogs/useShownWhileClosing';

const texts = vehicleFormMessages;

interface NewVehicleModalProps {
  /** The client the vehicle is for; null while the modal is closed. */
  client: Client | null;
  onClose: () => void;
}

export function NewVehicleModal({ client, onClose }: NewVehicleModalProps) {
  const shown = useShownWhileClosing(client);
  return (
    <Modal opened={client !== null} onClose={onClose} title={clientsMessages.newVehicle} centered size="lg">
      {shown && <NewVehicleForm client={shown} onDone={onClose} />}
    </Modal>
  );
}

/**
 * The plate is looked up as it is typed (docs/specification.md#states-and-transitions, three
 * outcomes, each shown inline): a plate that already has a client is refused there; an unknown
 * plate or one without a client opens the vehicle's details (prefilled for the latter).
 */
function NewVehicleForm({ client, onDone }: { client: Client; onDone: () => void }) {
  const { control, register, handleSubmit, reset, watch, formState } = useForm<NewVehicleFormValues, unknown, ValidNewVehicleForm>({
    resolver: zodResolver(newVehicleFormSchema),
    defaultValues: emptyNewVehicleForm,
    mode: 'onTouched',
  });
  /** The plate whose answer filled the details; editing the plate closes them until its own answer. */
  const [filledFor, setFilledFor] = useState<string | null>(null);
  const createVehicle = useCreateVehicle();
  const plate = watch('ppu');
  const lookup = usePlateLookupAsTyped(plate);
  const { errors } = formState;
  const answer = lookup.status === 'found' && lookup.plate === plate ? lookup.result : null;
  const detailsOpen = answer !== null && answer.kind !== 'withClient' && filledFor === plate;

  useEffect(() => {
    if (!answer || filledFor === plate) return;
    switch (answer.kind) {
      case 'unregistered':
        reset({ ...emptyNewVehicleForm, ppu: plate });
        setFilledFor(plate);
        return;
      case 'withoutClient': {
        const { ppu, type, brand, model, color } = answer.vehicle;
        reset({ ppu, type, brand, model, color });
        setFilledFor(plate);
        return;
      }
      case 'withClient':
        return;
      default:
        assertNever(answer);
    }
  }, [answer, filledFor, plate, reset]);

  useEffect(() => {
    // A session that ended mid-typing is said the usual way; other failures are shown inline.
    if (lookup.status === 'failed' && lookup.error instanceof ApiError && lookup.error.kind === 'sessionExpired')
      reportApiFailure(lookup.error, commonMessages.errorTitle);
  }, [lookup]);

  const keepEnterInThePlate = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !detailsOpen) event.preventDefault();
  };

  const submit = handleSubmit((details) => {
    const vehicle = { ...details, clientId: client.id };
    createVehicle.mutate(
      { vehicle },
      {
        onSuccess: ({ msg }) => {
          showDialog({ kind: 'success', title: successMessages.registered, message: msg });
          onDone();
        },
        onError: (error) => reportApiFailure(error, commonMessages.errorTitle),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text c="dimmed">{client.name}</Text>
        <Controller
          control={control}
          name="ppu"
          render={({ field, fieldState }) => (
            <PlateInput
              label={texts.plate}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onKeyDown={keepEnterInThePlate}
              ref={field.ref}
              error={fieldState.error?.message}
              rightSection={lookup.status === 'searching' ? <Loader size="xs" aria-label={intakeMessages.searchingPlate} /> : null}
            />
          )}
        />
        <PlateLookupOutcome lookup={lookup} answer={answer} />
        {detailsOpen && (
          <>
            <Controller
              control={control}
              name="type"
              render={({ field, fieldState }) => (
                <VehicleTypeSelect
                  label={texts.type}
                  required
                  value={field.value ?? null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <TextInput label={texts.brand} required error={errors.brand?.message} {...register('brand')} />
              <TextInput label={texts.model} required error={errors.model?.message} {...register('model')} />
              <TextInput label={texts.color} required error={errors.color?.message} {...register('color')} />
            </SimpleGrid>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {commonMessages.cancel}
          </Button>
          <Button type="submit" disabled={!detailsOpen} loading={createVehicle.isPending}>
            {texts.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The search's answer under the plate, in the modal itself (never a dialog on top of it). */
function PlateLookupOutcome({ lookup, answer }: { lookup: TypedPlateLookup; answer: PlateLookup | null }) {
  if (lookup.status === 'failed') {
    const message = lookup.error instanceof ApiError ? lookup.error.message : networkMessages.unexpected;
    return (
      <Alert color="red" variant="light" role="alert" title={commonMessages.errorTitle}>
        {message}
      </Alert>
    );
  }
  if (!answer) return null;
  switch (answer.kind) {
    case 'unregistered':
      return (
        <Alert color="blue" variant="light" role="status" title={texts.notFoundTitle}>
          {answer.message}
        </Alert>
      );
    case 'withClient':
      return <Alert color="yellow" variant="light" role="alert" title={texts.alreadyOwned} />;
    case 'withoutClient':
      return <Alert color="blue" variant="light" role="status" title={texts.registeredWithoutClient} />;
    default:
      return assertNever(answer);
  }
}
