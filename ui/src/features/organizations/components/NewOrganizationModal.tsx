import { Input, SegmentedControl, Select, TextInput } from '@mantine/core';
import { adminMessages } from '@lavado/shared/messages/admin';
import { successMessages } from '@lavado/shared/messages/common';
import type { Organization } from '@lavado/shared/organizations/organization.schemas';
import { Controller } from 'react-hook-form';
import { FormModal } from '../../../lib/forms/FormModal';
import { RutInput } from '../../../lib/forms/RutInput';
import { commandOutcome } from '../../../lib/forms/commandOutcome';
import { useModalForm } from '../../../lib/forms/useModalForm';
import { useCreateOrganization } from '../api/organizationsApi';
import { emptyNewOrganizationForm, newOrganizationFormSchema, toNewOrganization, type OrganizationKind } from './newOrganizationForm';

const texts = adminMessages.organizations;

interface NewOrganizationModalProps {
  opened: boolean;
  onClose: () => void;
  /** Candidates for the parent of a 'hija'. */
  mainOrganizations: Organization[];
}

export function NewOrganizationModal({ opened, onClose, mainOrganizations }: NewOrganizationModalProps) {
  const { register, control, handleSubmit, setValue, watch, formState, close } = useModalForm(
    newOrganizationFormSchema,
    emptyNewOrganizationForm,
    onClose,
  );
  const createOrganization = useCreateOrganization();
  const kind = watch('kind');
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    createOrganization.mutate(
      { organization: toNewOrganization(values) },
      commandOutcome({ successTitle: successMessages.created, successMessage: ({ msg }) => msg, afterSuccess: close }),
    ),
  );

  const chooseKind = (value: string) => {
    const chosen = value as OrganizationKind;
    setValue('kind', chosen, { shouldValidate: true });
    if (chosen === 'main') setValue('organizationId', null, { shouldValidate: true });
  };

  return (
    <FormModal
      opened={opened}
      title={texts.newOrganization}
      onClose={close}
      onSubmit={submit}
      submitLabel={texts.form.submit}
      canSubmit={formState.isValid}
      submitting={createOrganization.isPending}
    >
      <TextInput label={texts.form.name} required error={errors.name?.message} {...register('name')} />
      <RutInput register={register} setValue={setValue} error={errors.identification?.message} />
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
    </FormModal>
  );
}
