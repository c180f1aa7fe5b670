import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Client } from '@lavado/shared/clients/client.schemas';
import { uiMessages } from '@lavado/shared/messages/ui';
import { IconSearch } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { assertNever } from '../../../lib/assertNever';
import { useIdempotencyKey } from '../../../lib/api/idempotencyKey';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { showDialog } from '../../../lib/dialogs/dialogs';
import { PlateInput } from '../../../lib/lavados/PlateInput';
import { isCompletePlate } from '../../../lib/lavados/plate';
import { usePlateLookup, type PlateLookup } from '../../../lib/lavados/plateLookup';
import { VehicleTypeSelect } from '../../../lib/lavados/TypeSelects';
import { useCreateVehicle } from '../api/clientsApi';
import { emptyNewVehicleForm, newVehicleFormSchema, type NewVehicleFormValues, type ValidNewVehicleForm } from './newVehicleForm';

const texts = uiMessages.vehicles;

interface NewVehicleModalProps {
  /** The client the vehicle is for; null while the modal is closed. */
  client: Client | null;
  onClose: () => void;
}

export function NewVehicleModal({ client, onClose }: NewVehicleModalProps) {
  return (
    <Modal opened={client !== null} onClose={onClose} title={uiMessages.clients.newVehicle} centered size="lg">
      {client && <NewVehicleForm client={client} onDone={onClose} />}
    </Modal>
  );
}

/**
 * Starts with the plate search: a plate that already has a client is refused there; an unknown
 * plate or one without a client opens the vehicle's details (prefilled for the latter).
 */
function NewVehicleForm({ client, onDone }: { client: Client; onDone: () => void }) {
  const { control, register, handleSubmit, reset, watch, formState } = useForm<NewVehicleFormValues, unknown, ValidNewVehicleForm>({
    resolver: zodResolver(newVehicleFormSchema),
    defaultValues: emptyNewVehicleForm,
    mode: 'onTouched',
  });
  const [searchedPlate, setSearchedPlate] = useState<string | null>(null);
  const lookup = usePlateLookup();
  const createVehicle = useCreateVehicle();
  const { idempotencyKeyFor, forget } = useIdempotencyKey();
  const plate = watch('ppu');
  const { errors } = formState;
  const detailsOpen = searchedPlate !== null && searchedPlate === plate;

  const showLookup = (result: PlateLookup, ppu: string) => {
    switch (result.kind) {
      case 'unregistered':
        showDialog({ kind: 'info', title: texts.notFoundTitle, message: result.message });
        reset({ ...emptyNewVehicleForm, ppu });
        setSearchedPlate(ppu);
        return;
      case 'withClient':
        showDialog({ kind: 'warning', title: texts.alreadyOwned });
        setSearchedPlate(null);
        return;
      case 'withoutClient':
        showDialog({ kind: 'info', title: texts.registeredWithoutClient });
        reset({
          ppu: result.vehicle.ppu,
          type: result.vehicle.type,
          brand: result.vehicle.brand,
          model: result.vehicle.model,
          color: result.vehicle.color,
        });
        setSearchedPlate(ppu);
        return;
      default:
        assertNever(result);
    }
  };

  const search = () => {
    if (!isCompletePlate(plate)) return;
    lookup.mutate(plate, {
      onSuccess: (result) => showLookup(result, plate),
      onError: (error) => reportApiFailure(error, uiMessages.common.errorTitle),
    });
  };

  const searchOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };

  const submit = handleSubmit((details) => {
    const vehicle = { ...details, clientId: client.id };
    createVehicle.mutate(
      { vehicle, idempotencyKey: idempotencyKeyFor(vehicle) },
      {
        onSuccess: ({ msg }) => {
          forget();
          showDialog({ kind: 'success', title: uiMessages.success.registered, message: msg });
          onDone();
        },
        onError: (error) => reportApiFailure(error, uiMessages.common.errorTitle),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text c="dimmed">{client.name}</Text>
        <Group align="flex-start" wrap="nowrap">
          <Controller
            control={control}
            name="ppu"
            render={({ field, fieldState }) => (
              <PlateInput
                label={texts.plate}
                required
                flex={1}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                onKeyDown={searchOnEnter}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <Button
            mt={25}
            leftSection={<IconSearch size={16} />}
            onClick={search}
            disabled={!isCompletePlate(plate)}
            loading={lookup.isPending}
          >
            {texts.search}
          </Button>
        </Group>
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
            {uiMessages.common.cancel}
          </Button>
          <Button type="submit" disabled={!detailsOpen} loading={createVehicle.isPending}>
            {texts.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
