import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Input, Modal, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import type { Organization } from '@lavado/shared/organizations/organization.schemas';
import { formatRut } from '@lavado/shared/validation/rut';
import type { FocusEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { showDialog } from '../../../lib/dialogs/dialogs';
import { useCreateOrganization } from '../api/organizationsApi';
import {
  emptyNewOrganizationForm,
  newOrganizationFormSchema,
  toNewOrganization,
  type NewOrganizationFormValues,
  type OrganizationKind,
  type ValidNewOrganizationForm,
} from './newOrganizationForm';

const texts = uiMessages.admin.organizations;

interface NewOrganizationModalProps {
  opened: boolean;
  onClose: () => void;
  /** Candidates for the parent of a 'hija'. */
  mainOrganizations: Organization[];
}

export function NewOrganizationModal({ opened, onClose, mainOrganizations }: NewOrganizationModalProps) {
  const { register, control, handleSubmit, setValue, watch, reset, formState } = useForm<
    NewOrganizationFormValues,
    unknown,
    ValidNewOrganizationForm
  >({
    resolver: zodResolver(newOrganizationFormSchema),
    defaultValues: emptyNewOrganizationForm,
    mode: 'onTouched',
  });
  const createOrganization = useCreateOrganization();
  const kind = watch('kind');
  const { errors } = formState;

  const close = () => {
    reset(emptyNewOrganizationForm);
    onClose();
  };

  const submit = handleSubmit((values) =>
    createOrganization.mutate(toNewOrganization(values), {
      onSuccess: ({ msg }) => {
        showDialog({ kind: 'success', title: texts.createdTitle, message: msg });
        close();
      },
      onError: (error) => reportApiFailure(error, uiMessages.common.errorTitle),
    }),
  );

  const chooseKind = (value: string) => {
    const chosen = value as OrganizationKind;
    setValue('kind', chosen, { shouldValidate: true });
    if (chosen === 'main') setValue('organizationId', null, { shouldValidate: true });
  };

  const identification = register('identification', {
    onBlur: (event: FocusEvent<HTMLInputElement>) =>
      setValue('identification', formatRut(event.target.value), { shouldValidate: true }),
  });

  return (
    <Modal opened={opened} onClose={close} title={texts.newOrganization} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={texts.form.name} required error={errors.name?.message} {...register('name')} />
          <TextInput
            label={texts.form.identification}
            placeholder={texts.form.identificationPlaceholder}
            required
            error={errors.identification?.message}
            {...identification}
          />
          <TextInput
            label={texts.form.domain}
            placeholder={texts.form.domainPlaceholder}
            required
            error={errors.domain?.message}
            {...register('domain')}
          />
          <Input.Wrapper label={texts.form.type} required>
            <SegmentedControl
              fullWidth
              value={kind}
              onChange={chooseKind}
              data={[
                { value: 'main', label: texts.mainType },
                { value: 'child', label: texts.childType },
              ]}
            />
          </Input.Wrapper>
          {kind === 'child' && (
            <Controller
              control={control}
              name="organizationId"
              render={({ field, fieldState }) => (
                <Select
                  label={texts.form.parent}
                  required
                  searchable
                  data={mainOrganizations.map(({ id, name }) => ({ value: id, label: name }))}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {uiMessages.common.cancel}
            </Button>
            <Button type="submit" disabled={!formState.isValid} loading={createOrganization.isPending}>
              {texts.form.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
