import '@mantine/dates/styles.css';
import { Alert, Anchor, Button, Group, Loader, Paper, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DateInput, TimePicker } from '../../../lib/dates/pickers';
import { useDebouncedValue } from '@mantine/hooks';
import { intakeMessages, newServiceMessages, vehicleFormMessages } from '@lavado/shared/messages/intake';
import { clientsMessages } from '@lavado/shared/messages/clients';
import { commonMessages, networkMessages } from '@lavado/shared/messages/common';
import { moneyMessages } from '@lavado/shared/messages/money';
import { formatMoney, vehicleGroupOf } from '@lavado/shared/money/money';
import { isTicketStatus, ticketStatusLabel } from '@lavado/shared/wash/ticket.lifecycle';
import { DEFAULT_SERVICE_MINUTES, estimatedDelivery, type TypicalServiceTime } from '@lavado/shared/wash/delivery-estimate';
import { SERVICE_TYPES, serviceTypeSchema, vehicleTypeSchema, type ServiceType } from '@lavado/shared/wash/wash.catalog';
import { localDate } from '@lavado/shared/time/zone';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Controller, useForm, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import { generatePath, Link, useLocation, useNavigate } from 'react-router-dom';
import { checkInUiMessages } from '@lavado/shared/messages/check-in';
import { paths } from '../../../app/paths';
import { ApiError } from '../../../lib/api/apiClient';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { assertNever } from '../../../lib/assertNever';
import { TitledPage } from '../../../lib/components/TitledPage';
import { shortDate, shortTime } from '../../../lib/format/dates';
import { showDialog } from '../../../lib/dialogs/dialogs';
import { PlateInput } from '../../../lib/lavados/PlateInput';
import { isCompletePlate } from '../../../lib/lavados/plate';
import { usePlateLookupAsTyped, type PlateLookup, type TypedPlateLookup } from '../../../lib/lavados/plateLookup';
import { readServiceTransfer, type ServiceTransfer } from '../../../lib/lavados/serviceTransfer';
import { VehicleTypeSelect } from '../../../lib/lavados/TypeSelects';
import { priceInForce } from '../../../lib/money/priceList';
import { useApplyLoyalty, useChargeToPack } from '../../../lib/packs/packQueries';
import { packsMessages } from '@lavado/shared/messages/packs';
import { PlatePacksPanel, type Prepaid } from './PlatePacksPanel';
import {
  fetchClientName,
  useBillingSetup,
  useCreateWashTicket,
  useOpenTicketsOfPlate,
  useTypicalServiceTimes,
  useCheckInPolicy,
} from '../api/newServiceApi';
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

/** The fields a plate's answer fills: the vehicle, its owner, and the owner again as the driver. */
type LookedUpField = 'vehicleType' | 'brand' | 'model' | 'color' | 'propietario' | 'driver';
const lookedUpFields: readonly LookedUpField[] = ['vehicleType', 'brand', 'model', 'color', 'propietario', 'driver'];

function valuesFromLookup(result: PlateLookup): Record<LookedUpField, string> {
  switch (result.kind) {
    case 'unregistered':
      return { vehicleType: '', brand: '', model: '', color: '', propietario: '', driver: '' };
    case 'withoutClient':
    case 'withClient': {
      const { type, brand, model, color } = result.vehicle;
      const owner = result.kind === 'withClient' ? result.owner.name : '';
      // The driver is usually the owner: one field less to type; a different driver is typed over it.
      return { vehicleType: type, brand, model, color, propietario: owner, driver: owner };
    }
    default:
      return assertNever(result);
  }
}

function NewServiceForm({ transfer }: { transfer: ServiceTransfer | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { control, register, handleSubmit, setValue, getValues, reset, watch } = useForm<NewServiceFormValues>({
    defaultValues: transfer ? formFromTransfer(transfer) : emptyNewServiceForm,
  });
  useTransferredOwner(transfer?.clientId ?? null, setValue);
  const idPrefix = useId();
  const fieldId = (field: NewServiceField) => `${idPrefix}${field}`;
  const createTicket = useCreateWashTicket();
  const chargeToPack = useChargeToPack();
  const applyLoyalty = useApplyLoyalty();
  /** The tap on the plate's pack or free wash: the ticket about to be created is charged to it. */
  const [prepaid, setPrepaid] = useState<Prepaid>(null);
  const billing = useBillingSetup();
  const typicalTimes = useTypicalServiceTimes();
  const checkInPolicy = useCheckInPolicy();
  const values = watch();
  const plate = values.ppu;
  const lookup = usePlateLookupAsTyped(plate);
  const remaining = remainingCharacters(values.observaciones);
  // After a first Crear, every missing field is marked at once, and the marks follow the typing.
  const [submitted, setSubmitted] = useState(false);
  const problems = submitted ? fieldProblems(values) : {};
  const pastDelivery = submitted ? deliveryProblem(values, new Date()) : null;
  /** Whether the delivery was typed: then choosing a service no longer sets it. */
  const [deliveryTyped, setDeliveryTyped] = useState(false);
  const plateFill = usePlateFill(lookup, plate, getValues, setValue);
  const service = serviceTypeSchema.safeParse(values.servicio).data ?? null;
  const typicalTime = service ? typicalTimeOf(typicalTimes.data, service) : null;

  const clear = () => {
    reset(emptyNewServiceForm);
    setPrepaid(null);
    setSubmitted(false);
    setDeliveryTyped(false);
    plateFill.forget();
    // A transferred vehicle lives in the history entry: drop it so a reload starts empty too.
    if (transfer) void navigate(location.pathname, { replace: true, state: null });
    document.getElementById(fieldId('ppu'))?.focus();
  };

  /** The delivery promised for `chosen` if it were started now, unless the delivery was typed. */
  const setDeliveryFor = (chosen: ServiceType) => {
    if (deliveryTyped) return;
    const { endDate, endTime } = estimatedDelivery(new Date(), typicalTimeOf(typicalTimes.data, chosen).minutes);
    setValue('endDate', endDate);
    setValue('endTime', endTime);
  };

  const searchOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    plateFill.searchNow();
  };

  const submit = handleSubmit((sent) => {
    setSubmitted(true);
    // A delivery set by the service, left on the screen until it passed, is set again from now.
    if (service && !deliveryTyped && deliveryProblem(sent, new Date())) setDeliveryFor(service);
    const current = getValues();
    const checked = checkNewService(current);
    if (!checked.ok) {
      // Focus first, synchronously: the dialog hands the focus back to that field when it closes.
      document.getElementById(fieldId(checked.field))?.focus();
      showDialog({ kind: 'warning', title: commonMessages.missingFieldsWarning, message: checked.message });
      return;
    }
    const past = deliveryProblem(current, new Date());
    if (past) {
      document.getElementById(fieldId('endDate'))?.focus();
      showDialog({ kind: 'warning', title: intakeMessages.deliveryInPastTitle, message: past });
      return;
    }
    const { ppu, servicio, endDate, endTime } = checked.service;
    const charged = prepaid;
    createTicket.mutate(
      { data: checked.service },
      {
        onSuccess: ({ id, createdAt, price }) => {
          // Without createdAt the ticket's fate is unknown: sending the form again reuses the key (useCreateWashTicket).
          if (!createdAt) {
            showDialog({ kind: 'error', title: commonMessages.errorTitle, message: texts.contactSupport });
            return;
          }
          const created = (prepaidNote: string | null) =>
            showDialog({
              kind: 'success',
              title: texts.serviceCreatedTitle,
              message: [
                intakeMessages.serviceCreated(
                  SERVICE_TYPES[servicio].label,
                  ppu,
                  price ? formatMoney(price.amount, price.currency) : moneyMessages.noPrice,
                  `${shortDate(endDate)} ${shortTime(endTime)}`,
                ),
                ...(prepaidNote ? [prepaidNote] : []),
              ].join(' '),
              actions: [
                // Photo check-in, proposed first for the services the organization chose (Full and Minero by default).
                ...(checkInPolicy.data?.services.includes(servicio)
                  ? [
                      {
                        label: checkInUiMessages.take,
                        onClick: () => void navigate(generatePath(paths.home.checkIn, { id })),
                      },
                    ]
                  : []),
                {
                  label: intakeMessages.printQr,
                  onClick: () => void navigate(generatePath(paths.home.codes, { id }), { state: { openQr: true } }),
                },
                { label: intakeMessages.viewOnBoard, onClick: () => void navigate(paths.home.board) },
              ],
            });
          clear();
          if (!charged) return created(null);
          // The ticket exists: a refusal of the pack (emptied meanwhile) leaves it to be paid at the counter.
          const onError = (error: unknown) => reportApiFailure(error, commonMessages.errorTitle);
          if (charged.kind === 'pack')
            chargeToPack.mutate(
              { packId: charged.packId, ticketId: id },
              { onSuccess: () => created(packsMessages.intake.chargedToPack(charged.name)), onError },
            );
          else
            applyLoyalty.mutate(
              { ticketId: id },
              { onSuccess: () => created(packsMessages.intake.freeByLoyalty(charged.washNumber)), onError },
            );
        },
        onError: (error) => reportApiFailure(error, commonMessages.errorTitle),
      },
    );
  });

  const vehicleType = vehicleTypeSchema.safeParse(values.vehicleType).data ?? null;
  const priceOf = (code: ServiceType): string | null => {
    if (!billing.data || !vehicleType) return null;
    const amount = priceInForce(billing.data, code, vehicleGroupOf(vehicleType));
    return amount === null ? moneyMessages.noPrice : formatMoney(amount, billing.data.currency);
  };
  const chosenPrice = service ? priceOf(service) : null;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <OpenTicketsWarning plate={plate} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap={4}>
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
                      // The counter starts every service at the plate.
                      autoFocus
                      value={field.value}
                      onChange={(ppu) => {
                        field.onChange(ppu);
                        // The owner found by a search belongs to that plate only, and so do its packs.
                        setValue('clientId', null);
                        setPrepaid(null);
                      }}
                      onBlur={field.onBlur}
                      onKeyDown={searchOnEnter}
                      error={problems.ppu}
                      rightSection={lookup.status === 'searching' ? <Loader size="xs" aria-label={intakeMessages.searchingPlate} /> : null}
                    />
                  )}
                />
                {/* The plate is looked up as it is typed; the spec's Buscar stays, to look it up again at once. */}
                <Button
                  variant="light"
                  leftSection={<IconSearch size={16} />}
                  onClick={plateFill.searchNow}
                  disabled={!isCompletePlate(plate)}
                >
                  {texts.searchPlate}
                </Button>
              </Group>
              <PlateOutcome lookup={lookup} plate={plate} />
            </Stack>
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
            {/* Date and time side by side: they are one promise, which the service sets. */}
            <Stack gap={4}>
              <SimpleGrid cols={2} spacing="xs">
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
                      onChange={(date) => {
                        setDeliveryTyped(true);
                        field.onChange(date ?? '');
                      }}
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
                      onChange={(time) => {
                        if (time !== field.value) setDeliveryTyped(true);
                        field.onChange(time);
                      }}
                      onBlur={field.onBlur}
                      hoursInputProps={{ id: fieldId('endTime') }}
                      labelProps={{ htmlFor: fieldId('endTime') }}
                    />
                  )}
                />
              </SimpleGrid>
              <Text size="xs" c="dimmed">
                {deliveryDescription(typicalTime, service, deliveryTyped)}
              </Text>
            </Stack>
          </SimpleGrid>
          <Controller
            control={control}
            name="servicio"
            render={({ field }) => (
              <Radio.Group
                label={labels.service}
                description={vehicleType ? undefined : intakeMessages.priceByVehicleType}
                required
                error={problems.servicio}
                value={field.value}
                onChange={(chosen) => {
                  field.onChange(chosen);
                  setPrepaid(null);
                  const parsed = serviceTypeSchema.safeParse(chosen);
                  if (parsed.success) setDeliveryFor(parsed.data);
                }}
              >
                <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" mt={4}>
                  {serviceTypeSchema.options.map((code, index) => (
                    <Radio.Card
                      key={code}
                      value={code}
                      // 'Faltan Campos' focuses the first service when none is chosen.
                      id={index === 0 ? fieldId('servicio') : undefined}
                      radius="md"
                      px="sm"
                      py="xs"
                      onBlur={field.onBlur}
                    >
                      <Group wrap="nowrap" gap="sm">
                        <Radio.Indicator />
                        <Text fw={700}>{SERVICE_TYPES[code].label}</Text>
                        {vehicleType && (
                          <Text ml="auto" fw={600} c={priceOf(code) === moneyMessages.noPrice ? 'dimmed' : undefined}>
                            {priceOf(code)}
                          </Text>
                        )}
                      </Group>
                    </Radio.Card>
                  ))}
                </SimpleGrid>
              </Radio.Group>
            )}
          />
          <PlatePacksPanel plate={plate} service={service} chosen={prepaid} onChoose={setPrepaid} />
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
            {chosenPrice && (
              <Text fw={700} mr="auto" role="status">
                {intakeMessages.price(chosenPrice)}
              </Text>
            )}
            <Group gap="sm" wrap="nowrap">
              <Button variant="default" onClick={clear}>
                {texts.clear}
              </Button>
              <Button type="submit" loading={createTicket.isPending}>
                {texts.create}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function typicalTimeOf(times: readonly TypicalServiceTime[] | undefined, service: ServiceType): TypicalServiceTime {
  return (
    times?.find((time) => time.serviceType === service) ?? { serviceType: service, minutes: DEFAULT_SERVICE_MINUTES, fromHistory: false }
  );
}

/** Under the delivery date: where its default comes from, until it is typed. */
function deliveryDescription(typical: TypicalServiceTime | null, service: ServiceType | null, typed: boolean): string | undefined {
  if (typed) return undefined;
  if (!typical || !service) return intakeMessages.deliveryFromService;
  const duration = intakeMessages.duration(typical.minutes);
  const name = SERVICE_TYPES[service].label;
  return typical.fromHistory ? intakeMessages.typicalTime(name, duration) : intakeMessages.defaultTime(name, duration);
}

/**
 * Fills the form from the answer for the plate on screen, once per plate: the fields that are empty
 * or still hold what an earlier answer put there, so what the user typed stays; `searchNow` (Buscar,
 * Enter) asks again at once and fills every field.
 */
function usePlateFill(
  lookup: TypedPlateLookup & { hurry: () => void },
  plate: string,
  getValues: UseFormGetValues<NewServiceFormValues>,
  setValue: UseFormSetValue<NewServiceFormValues>,
) {
  /** The plate the last answer was for, and what it put in each field. */
  const filled = useRef<{ plate: string | null; values: Partial<Record<LookedUpField, string>>; everything: boolean }>({
    plate: null,
    values: {},
    everything: false,
  });
  const [searches, setSearches] = useState(0);
  const answer = lookup.status === 'found' && lookup.plate === plate ? lookup.result : null;

  useEffect(() => {
    if (!answer || filled.current.plate === plate) return;
    const next = valuesFromLookup(answer);
    for (const field of lookedUpFields) {
      const current = getValues(field);
      if (filled.current.everything || current === '' || current === filled.current.values[field]) setValue(field, next[field]);
    }
    if (answer.kind === 'withClient' && getValues('propietario') === answer.owner.name) setValue('clientId', answer.owner.id);
    filled.current = { plate, values: next, everything: false };
  }, [answer, plate, searches, getValues, setValue]);

  return {
    searchNow: () => {
      if (!isCompletePlate(plate)) return;
      filled.current = { ...filled.current, plate: null, everything: true };
      lookup.hurry();
      setSearches((count) => count + 1);
    },
    forget: () => {
      filled.current = { plate: null, values: {}, everything: false };
    },
  };
}

/** What the plate's lookup found, in a line under it (a new plate is an ordinary case, not an error). */
function PlateOutcome({ lookup, plate }: { lookup: TypedPlateLookup; plate: string }) {
  const line = plateOutcomeLine(lookup, plate);
  return (
    <Text size="sm" c={line?.failed ? 'red' : 'dimmed'} role="status" mih={20}>
      {line?.text}
    </Text>
  );
}

function plateOutcomeLine(lookup: TypedPlateLookup, plate: string): { text: string; failed: boolean } | null {
  if (lookup.status === 'failed') {
    return { text: lookup.error instanceof ApiError ? lookup.error.message : networkMessages.unexpected, failed: true };
  }
  if (lookup.status !== 'found' || lookup.plate !== plate) return null;
  const { result } = lookup;
  switch (result.kind) {
    case 'unregistered':
      return { text: intakeMessages.newPlate, failed: false };
    case 'withoutClient':
      return { text: vehicleFormMessages.registeredWithoutClient, failed: false };
    case 'withClient':
      return { text: intakeMessages.ownedBy(result.owner.name), failed: false };
    default:
      return assertNever(result);
  }
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
