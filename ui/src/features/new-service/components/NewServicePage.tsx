import '@mantine/dates/styles.css';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DateInput, TimePicker } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { intakeMessages, newServiceMessages, vehicleFormMessages } from '@lavado/shared/messages/intake';
import { clientsMessages } from '@lavado/shared/messages/clients';
import { commonMessages } from '@lavado/shared/messages/common';
import { isTicketStatus, ticketStatusLabel } from '@lavado/shared/wash/ticket.lifecycle';
import { localDate } from '@lavado/shared/time/zone';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Controller, useForm, type UseFormSetValue } from 'react-hook-form';
import { generatePath, Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { ApiError } from '../../../lib/api/apiClient';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { assertNever } from '../../../lib/assertNever';
import { TitledPage } from '../../../lib/components/TitledPage';
import { shortDate, shortTime } from '../../../lib/format/dates';
import { showDialog } from '../../../lib/dialogs/dialogs';
import { PlateInput } from '../../../lib/lavados/PlateInput';
import { isCompletePlate } from '../../../lib/lavados/plate';
import { usePlateLookup, type PlateLookup } from '../../../lib/lavados/plateLookup';
import { readServiceTransfer, type ServiceTransfer } from '../../../lib/lavados/serviceTransfer';
import { ServiceTypeSelect, VehicleTypeSelect } from '../../../lib/lavados/TypeSelects';
import { fetchClientName, useCreateWashTicket, useOpenTicketsOfPlate } from '../api/newServiceApi';
import {
  checkNewService,
  deliveryProblem,
  emptyNewServiceForm,
  fieldProblems,
  formFromTransfer,
  parseDeliveryDate,
  remainingCharacters,
  type NewServiceField,
  type NewServiceFormValues,
} from './newServiceForm';

const texts = newServiceMessages;
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
  const values = watch();
  const plate = values.ppu;
  const remaining = remainingCharacters(values.observaciones);
  // After a first Crear, every missing field is marked at once, and the marks follow the typing.
  const [submitted, setSubmitted] = useState(false);
  const problems = submitted ? fieldProblems(values) : {};
  const pastDelivery = submitted ? deliveryProblem(values, new Date()) : null;

  const clear = () => {
    reset(emptyNewServiceForm);
    setSubmitted(false);
    // A transferred vehicle lives in the history entry: drop it so a reload starts empty too.
    if (transfer) void navigate(location.pathname, { replace: true, state: null });
  };

  const fillFromLookup = (result: PlateLookup) => {
    switch (result.kind) {
      case 'unregistered':
        showDialog({ kind: 'info', title: vehicleFormMessages.notFoundTitle, message: result.message });
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
      onError: (error) => reportApiFailure(error, commonMessages.errorTitle),
    });
  };

  const searchOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    searchPlate();
  };

  const submit = handleSubmit((values) => {
    setSubmitted(true);
    const checked = checkNewService(values);
    if (!checked.ok) {
      // Focus first, synchronously: the dialog hands the focus back to that field when it closes.
      document.getElementById(fieldId(checked.field))?.focus();
      showDialog({ kind: 'warning', title: commonMessages.missingFieldsWarning, message: checked.message });
      return;
    }
    const past = deliveryProblem(values, new Date());
    if (past) {
      document.getElementById(fieldId('endDate'))?.focus();
      showDialog({ kind: 'warning', title: intakeMessages.deliveryInPastTitle, message: past });
      return;
    }
    createTicket.mutate(
      { data: checked.service },
      {
        onSuccess: ({ id, createdAt }) => {
          // Without createdAt the ticket's fate is unknown: sending the form again reuses the key (useCreateWashTicket).
          if (!createdAt) {
            showDialog({ kind: 'error', title: commonMessages.errorTitle, message: texts.contactSupport });
            return;
          }
          showDialog({
            kind: 'success',
            title: texts.serviceCreatedTitle,
            actions: [
              {
                label: intakeMessages.printQr,
                onClick: () => void navigate(generatePath(paths.home.codes, { id }), { state: { openQr: true } }),
              },
              { label: intakeMessages.viewOnBoard, onClick: () => void navigate(paths.home.board) },
            ],
          });
          clear();
        },
        onError: (error) => reportApiFailure(error, commonMessages.errorTitle),
      },
    );
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <OpenTicketsWarning plate={plate} />
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
                    error={problems.ppu}
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
            <TextInput
              id={fieldId('propietario')}
              label={labels.owner}
              required
              error={problems.propietario}
              {...register('propietario')}
            />
            <TextInput id={fieldId('driver')} label={labels.driver} required error={problems.driver} {...register('driver')} />
            <Controller
              control={control}
              name="vehicleType"
              render={({ field }) => (
                <VehicleTypeSelect
                  id={fieldId('vehicleType')}
                  label={labels.vehicleType}
                  required
                  error={problems.vehicleType}
                  value={field.value || null}
                  onChange={(type) => field.onChange(type ?? '')}
                  onBlur={field.onBlur}
                />
              )}
            />
            <TextInput id={fieldId('brand')} label={labels.brand} required error={problems.brand} {...register('brand')} />
            <TextInput id={fieldId('model')} label={labels.model} required error={problems.model} {...register('model')} />
            <TextInput id={fieldId('color')} label={labels.color} required error={problems.color} {...register('color')} />
            <Controller
              control={control}
              name="endDate"
              render={({ field }) => (
                <DateInput
                  id={fieldId('endDate')}
                  label={labels.deliveryDate}
                  required
                  error={problems.endDate ?? pastDelivery}
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
                  error={problems.endTime ?? (pastDelivery ? true : undefined)}
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
                  error={problems.servicio}
                  value={field.value || null}
                  onChange={(service) => field.onChange(service ?? '')}
                  onBlur={field.onBlur}
                />
              )}
            />
          </SimpleGrid>
          <div>
            <Textarea
              id={fieldId('observaciones')}
              label={labels.observations}
              rows={4}
              error={problems.observaciones}
              {...register('observaciones')}
            />
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

/** Warns, before Crear, that the plate being typed already has an open ticket (a second one is usually a mistake). */
function OpenTicketsWarning({ plate }: { plate: string }) {
  const [settledPlate] = useDebouncedValue(plate, 300);
  const complete = isCompletePlate(settledPlate) && settledPlate === plate;
  const openTickets = useOpenTicketsOfPlate(complete ? settledPlate : null);
  const tickets = complete ? (openTickets.data ?? []) : [];
  const [first] = tickets;
  if (!first) return null;
  const state = isTicketStatus(first.status) ? ticketStatusLabel(first.status) : '';
  const due = `${shortDate(first.endDate)} ${shortTime(first.endTime)}`;
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title={intakeMessages.openTicketTitle} role="alert">
      <Stack gap={4}>
        <Text size="sm">
          {tickets.length === 1 ? intakeMessages.openTicket(plate, state, due) : intakeMessages.openTickets(plate, tickets.length)}
        </Text>
        <Anchor component={Link} to={generatePath(paths.home.codes, { id: first.id })} size="sm">
          {intakeMessages.viewTicket}
        </Anchor>
      </Stack>
    </Alert>
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
        if (error instanceof ApiError && error.kind === 'sessionExpired') reportApiFailure(error, commonMessages.errorTitle);
        else showDialog({ kind: 'warning', title: clientsMessages.ownerLookupFailed });
      },
    );
    return () => {
      current = false;
    };
  }, [clientId, setValue]);
}
