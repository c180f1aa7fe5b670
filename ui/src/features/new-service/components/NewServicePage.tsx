import '@mantine/dates/styles.css';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DateInput, TimePicker } from '@mantine/dates';
import { uiMessages } from '@lavado/shared/messages/ui';
import { localDate } from '@lavado/shared/time/zone';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useId, type KeyboardEvent } from 'react';
import { Controller, useForm, type UseFormSetValue } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api/apiClient';
import { useIdempotencyKey } from '../../../lib/api/idempotencyKey';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { assertNever } from '../../../lib/assertNever';
import { TitledPage } from '../../../lib/components/TitledPage';
import { showDialog } from '../../../lib/dialogs/dialogs';
import { PlateInput } from '../../../lib/lavados/PlateInput';
import { isCompletePlate } from '../../../lib/lavados/plate';
import { usePlateLookup, type PlateLookup } from '../../../lib/lavados/plateLookup';
import { readServiceTransfer, type ServiceTransfer } from '../../../lib/lavados/serviceTransfer';
import { ServiceTypeSelect, VehicleTypeSelect } from '../../../lib/lavados/TypeSelects';
import { fetchClientName, useCreateWashTicket } from '../api/newServiceApi';
import {
  checkNewService,
  emptyNewServiceForm,
  formFromTransfer,
  parseDeliveryDate,
  remainingCharacters,
  type NewServiceField,
  type NewServiceFormValues,
} from './newServiceForm';

const texts = uiMessages.newService;
const labels = texts.fields;

export function NewServicePage() {
  const location = useLocation();
  // Every arrival (a transferred vehicle, the menu link) starts from its own fresh form.
  return (
    <TitledPage title={texts.title}>
      <NewServiceForm key={location.key} transfer={readServiceTransfer(location.state)} />
    </TitledPage>
  );
}

function NewServiceForm({ transfer }: { transfer: ServiceTransfer | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { control, register, handleSubmit, setValue, reset, watch } = useForm<NewServiceFormValues>({
    defaultValues: transfer ? formFromTransfer(transfer) : emptyNewServiceForm,
  });
  useTransferredOwner(transfer?.clientId ?? null, setValue);
  const idPrefix = useId();
  const fieldId = (field: NewServiceField) => `${idPrefix}${field}`;
  const lookup = usePlateLookup();
  const createTicket = useCreateWashTicket();
  const { idempotencyKeyFor, forget } = useIdempotencyKey();
  const plate = watch('ppu');
  const remaining = remainingCharacters(watch('observaciones'));

  const clear = () => {
    reset(emptyNewServiceForm);
    // A transferred vehicle lives in the history entry: drop it so a reload starts empty too.
    if (transfer) void navigate(location.pathname, { replace: true, state: null });
  };

  const fillFromLookup = (result: PlateLookup) => {
    switch (result.kind) {
      case 'unregistered':
        showDialog({ kind: 'info', title: uiMessages.vehicles.notFoundTitle, message: result.message });
        return;
      case 'withoutClient':
      case 'withClient': {
        const { type, brand, model, color } = result.vehicle;
        setValue('vehicleType', type);
        setValue('brand', brand);
        setValue('model', model);
        setValue('color', color);
        if (result.kind === 'withClient') {
          setValue('propietario', result.owner.name);
          setValue('clientId', result.owner.id);
        }
        return;
      }
      default:
        assertNever(result);
    }
  };

  const searchPlate = () => {
    if (!isCompletePlate(plate)) return;
    lookup.mutate(plate, {
      onSuccess: fillFromLookup,
      onError: (error) => reportApiFailure(error, uiMessages.common.errorTitle),
    });
  };

  const searchOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    searchPlate();
  };

  const submit = handleSubmit((values) => {
    const checked = checkNewService(values);
    if (!checked.ok) {
      // Focus first, synchronously: the dialog hands the focus back to that field when it closes.
      document.getElementById(fieldId(checked.field))?.focus();
      showDialog({ kind: 'warning', title: uiMessages.common.missingFieldsWarning, message: checked.message });
      return;
    }
    createTicket.mutate(
      { data: checked.service, idempotencyKey: idempotencyKeyFor(checked.service) },
      {
        onSuccess: ({ createdAt }) => {
          // Without createdAt the ticket's fate is unknown: sending the form again reuses the key.
          if (!createdAt) {
            showDialog({ kind: 'error', title: uiMessages.common.errorTitle, message: texts.contactSupport });
            return;
          }
          forget();
          showDialog({ kind: 'success', title: texts.serviceCreatedTitle });
          clear();
        },
        onError: (error) => reportApiFailure(error, uiMessages.common.errorTitle),
      },
    );
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Group align="flex-end" wrap="nowrap" gap="xs">
              <Controller
                control={control}
                name="ppu"
                render={({ field }) => (
                  <PlateInput
                    id={fieldId('ppu')}
                    label={labels.plate}
                    required
                    flex={1}
                    value={field.value}
                    onChange={(ppu) => {
                      field.onChange(ppu);
                      // The owner found by a search belongs to that plate only.
                      setValue('clientId', null);
                    }}
                    onBlur={field.onBlur}
                    onKeyDown={searchOnEnter}
                  />
                )}
              />
              <Button
                variant="light"
                leftSection={<IconSearch size={16} />}
                onClick={searchPlate}
                disabled={!isCompletePlate(plate)}
                loading={lookup.isPending}
              >
                {texts.searchPlate}
              </Button>
            </Group>
            <TextInput id={fieldId('propietario')} label={labels.owner} required {...register('propietario')} />
            <TextInput id={fieldId('driver')} label={labels.driver} required {...register('driver')} />
            <Controller
              control={control}
              name="vehicleType"
              render={({ field }) => (
                <VehicleTypeSelect
                  id={fieldId('vehicleType')}
                  label={labels.vehicleType}
                  required
                  value={field.value || null}
                  onChange={(type) => field.onChange(type ?? '')}
                  onBlur={field.onBlur}
                />
              )}
            />
            <TextInput id={fieldId('brand')} label={labels.brand} required {...register('brand')} />
            <TextInput id={fieldId('model')} label={labels.model} required {...register('model')} />
            <TextInput id={fieldId('color')} label={labels.color} required {...register('color')} />
            <Controller
              control={control}
              name="endDate"
              render={({ field }) => (
                <DateInput
                  id={fieldId('endDate')}
                  label={labels.deliveryDate}
                  required
                  placeholder={texts.datePlaceholder}
                  valueFormat="DD/MM/YYYY"
                  dateParser={parseDeliveryDate}
                  minDate={localDate(new Date())}
                  value={field.value || null}
                  onChange={(date) => field.onChange(date ?? '')}
                  onBlur={field.onBlur}
                />
              )}
            />
            <Controller
              control={control}
              name="endTime"
              render={({ field }) => (
                // 24-hour fields whatever the browser's locale (H:mm, docs/specification.md#locale); the label points at the hours.
                <TimePicker
                  label={labels.deliveryTime}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  hoursInputProps={{ id: fieldId('endTime') }}
                  labelProps={{ htmlFor: fieldId('endTime') }}
                />
              )}
            />
            <Controller
              control={control}
              name="servicio"
              render={({ field }) => (
                <ServiceTypeSelect
                  id={fieldId('servicio')}
                  label={labels.service}
                  required
                  value={field.value || null}
                  onChange={(service) => field.onChange(service ?? '')}
                  onBlur={field.onBlur}
                />
              )}
            />
          </SimpleGrid>
          <div>
            <Textarea id={fieldId('observaciones')} label={labels.observations} rows={4} {...register('observaciones')} />
            <Text size="sm" ta="right" mt={4} c={remaining < 0 ? 'red' : 'dimmed'}>
              {texts.remainingCharacters(remaining)}
            </Text>
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={clear}>
              {texts.clear}
            </Button>
            <Button type="submit" loading={createTicket.isPending}>
              {texts.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Fills the owner of a transferred vehicle with the client's name, or says to type it. */
function useTransferredOwner(clientId: string | null, setValue: UseFormSetValue<NewServiceFormValues>) {
  useEffect(() => {
    if (!clientId) return;
    let current = true;
    fetchClientName(clientId).then(
      (name) => {
        if (current) setValue('propietario', name);
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.kind === 'sessionExpired') reportApiFailure(error, uiMessages.common.errorTitle);
        else showDialog({ kind: 'warning', title: uiMessages.clients.ownerLookupFailed });
      },
    );
    return () => {
      current = false;
    };
  }, [clientId, setValue]);
}
