import { Button, Group, Paper, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { commonMessages, successMessages } from '@lavado/shared/messages/common';
import { newServiceMessages } from '@lavado/shared/messages/intake';
import { recordDetailMessages } from '@lavado/shared/messages/records';
import { washApi } from '@lavado/shared/wash/wash.contract';
import type { TicketDetailsCorrection } from '@lavado/shared/wash/ticket.events';
import type { VehicleType } from '@lavado/shared/wash/wash.catalog';
import type { Ticket } from '@lavado/shared/wash/wash.schemas';
import { IconArrowLeft, IconPencil, IconQrcode } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { commandOutcome } from '../../../lib/forms/commandOutcome';
import { vehicleTypeOptions } from '../../../lib/lavados/vehicleTypeOptions';
import { useCommand } from '../../../lib/query/useCommand';
import { recordKeys } from '../api/recordDetailApi';
import { recordFormFields, recordFormValues } from './recordFormValues';

const texts = recordDetailMessages;
const labels = newServiceMessages.fields;

interface RecordFormProps {
  record: Ticket;
  onGenerateQr: () => void;
  /** "Avisar por WhatsApp", for those who may send it. */
  customerNotice?: ReactNode;
}

/** What Modificar unlocks: the record's details as typed at intake, not as shown. */
type Details = Required<Omit<TicketDetailsCorrection, 'delivery'>> & { endDate: string; endTime: string };

function detailsOf(record: Ticket): Details {
  const { vehicle } = record;
  return {
    ownerName: vehicle.ownerName,
    driver: record.driver,
    vehicleType: vehicle.type,
    brand: vehicle.brand,
    model: vehicle.model,
    color: vehicle.color,
    endDate: record.endDate,
    endTime: record.endTime,
    observations: record.observations,
  };
}

/** Only what differs from the record goes to the server; the delivery goes as date and time together. */
function changesBetween(before: Details, after: Details): TicketDetailsCorrection {
  const { endDate, endTime, ...rest } = after;
  const changes: TicketDetailsCorrection = {};
  for (const key of Object.keys(rest) as (keyof typeof rest)[]) {
    if (rest[key] !== before[key]) Object.assign(changes, { [key]: rest[key] });
  }
  if (endDate !== before.endDate || endTime !== before.endTime) changes.delivery = { endDate, endTime };
  return changes;
}

/**
 * The record, read-only until Modificar. Guardar sends what was changed as a correction
 * (`wash/correctTicketDetails`) and the record shows it once the server has it; Cancelar puts the
 * record's values back. A refused correction keeps the form open with what was typed.
 */
export function RecordForm({ record, onGenerateQr, customerNotice }: RecordFormProps) {
  const [editing, setEditing] = useState(false);
  const shown = useMemo(() => recordFormValues(record), [record]);
  const details = useMemo(() => detailsOf(record), [record]);
  const { register, control, handleSubmit, reset } = useForm<Details>({ values: details, resetOptions: { keepDirtyValues: true } });
  const correct = useCommand(washApi.correctTicketDetails, { invalidates: [recordKeys.one(record.id)] });

  const cancel = () => {
    // Explicitly: `reset` otherwise inherits keepDirtyValues from resetOptions.
    reset(details, { keepDirtyValues: false });
    setEditing(false);
  };

  const save = handleSubmit((typed) => {
    const changes = changesBetween(details, typed);
    if (Object.keys(changes).length === 0) return setEditing(false);
    correct.mutate(
      { id: record.id, changes },
      commandOutcome({ successTitle: successMessages.registered, successMessage: ({ msg }) => msg, afterSuccess: () => setEditing(false) }),
    );
  });

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={save} noValidate>
        <Stack gap="lg">
          {editing ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              <TextInput label={labels.owner} {...register('ownerName')} />
              <TextInput label={labels.driver} {...register('driver')} />
              <Controller
                control={control}
                name="vehicleType"
                render={({ field }) => (
                  <Select
                    label={labels.vehicleType}
                    data={vehicleTypeOptions()}
                    allowDeselect={false}
                    value={field.value}
                    onChange={(value) => value && field.onChange(value as VehicleType)}
                  />
                )}
              />
              <TextInput label={labels.brand} {...register('brand')} />
              <TextInput label={labels.model} {...register('model')} />
              <TextInput label={labels.color} {...register('color')} />
              <TextInput label={labels.deliveryDate} type="date" {...register('endDate')} />
              <TextInput label={labels.deliveryTime} type="time" {...register('endTime')} />
              <Textarea label={labels.observations} {...register('observations')} />
            </SimpleGrid>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {recordFormFields.map((field) => (
                <TextInput key={field} label={texts.fields[field]} readOnly variant="filled" value={shown[field]} />
              ))}
            </SimpleGrid>
          )}
          {/* Keyed by mode: were Modificar's button reused as Guardar's, the click that opened the form would submit it. */}
          <Group key={editing ? 'editing' : 'reading'} justify="flex-end" gap="sm">
            {editing ? (
              <>
                <Button variant="default" onClick={cancel} disabled={correct.isPending}>
                  {commonMessages.cancel}
                </Button>
                <Button type="submit" loading={correct.isPending}>
                  {commonMessages.save}
                </Button>
              </>
            ) : (
              <>
                <Button variant="default" component={Link} to={paths.home.records} leftSection={<IconArrowLeft size={18} />}>
                  {commonMessages.back}
                </Button>
                <Button variant="light" leftSection={<IconPencil size={18} />} onClick={() => setEditing(true)}>
                  {commonMessages.modify}
                </Button>
                <Button leftSection={<IconQrcode size={18} />} onClick={onGenerateQr}>
                  {texts.generateQr}
                </Button>
                {customerNotice}
              </>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
