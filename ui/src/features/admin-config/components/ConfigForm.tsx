import '@mantine/dates/styles.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Paper, Stack, Switch } from '@mantine/core';
import { DateTimePicker } from '../../../lib/dates/pickers';
import { adminMessages } from '@lavado/shared/messages/admin';
import { commonMessages } from '@lavado/shared/messages/common';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { showDialog } from '../../../lib/dialogs/dialogs';
import { useSaveApplicationParameters } from '../api/configApi';
import { configFormSchema, toParameters, type ConfigFormValues } from './configForm';

const texts = adminMessages.config;

type SwitchName = 'maintenance' | 'onboarding' | 'mailService';

const switches: { name: SwitchName; label: string; description: string }[] = [
  { name: 'maintenance', label: texts.maintenance, description: texts.maintenanceHint },
  { name: 'onboarding', label: texts.onboarding, description: texts.onboardingHint },
  { name: 'mailService', label: texts.mailService, description: texts.mailServiceHint },
];

export function ConfigForm({ initial }: { initial: ConfigFormValues }) {
  const { control, handleSubmit, formState } = useForm<ConfigFormValues>({
    resolver: zodResolver(configFormSchema),
    defaultValues: initial,
    mode: 'onChange',
  });
  const save = useSaveApplicationParameters();

  const submit = handleSubmit((values) =>
    save.mutate(toParameters(values), {
      onSuccess: ({ msg }) => showDialog({ kind: 'success', title: texts.savedTitle, message: msg }),
      onError: (error) => reportApiFailure(error, commonMessages.errorTitle),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Paper withBorder radius="md" p="lg" maw={640}>
        <Stack gap="lg">
          {switches.map(({ name, label, description }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <Switch
                  label={label}
                  description={description}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  size="md"
                />
              )}
            />
          ))}
          <Controller
            control={control}
            name="sessionTime"
            render={({ field, fieldState }) => (
              <NumberInput
                label={texts.sessionTime}
                description={texts.sessionTimeHint}
                value={Number.isNaN(field.value) ? '' : field.value}
                // An empty field is not a number: the schema says what to type.
                onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                allowDecimal={false}
                allowNegative={false}
                maw={240}
              />
            )}
          />
          <Controller
            control={control}
            name="maintenanceEnd"
            render={({ field }) => (
              <DateTimePicker
                label={texts.maintenanceEnd}
                description={texts.maintenanceEndHint}
                placeholder={texts.maintenanceEndPlaceholder}
                valueFormat="DD/MM/YYYY HH:mm"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                clearable
                maw={280}
              />
            )}
          />
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconDeviceFloppy size={18} />} disabled={!formState.isValid} loading={save.isPending}>
              {commonMessages.save}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
