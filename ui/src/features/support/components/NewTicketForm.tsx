import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { commonMessages, successMessages } from '@lavado/shared/messages/common';
import { supportPageMessages } from '@lavado/shared/messages/support';
import { DESCRIPTION_MAX, ISSUE_MAX, supportTicketInputSchema, supportTicketTypeSchema } from '@lavado/shared/support/support.schemas';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { reportApiFailure } from '../../../lib/api/reportApiFailure';
import { showDialog } from '../../../lib/dialogs/dialogs';
import { useCreateTicket, type NewSupportTicket } from '../api/supportApi';
import { ticketTypeOptions } from './ticketDisplay';

const texts = supportPageMessages;

/** The shared schema, with the select's "nothing chosen yet" (null) refused by the type's own message. */
const ticketFormSchema = supportTicketInputSchema.extend({ type: supportTicketTypeSchema.nullable().pipe(supportTicketTypeSchema) });
type TicketFormValues = z.input<typeof ticketFormSchema>;
const emptyTicket: TicketFormValues = { type: null, issue: '', description: '' };

/** Type, title and description, all required (docs/specification.md#validation); Enviar stays disabled until they are. */
export function NewTicketForm({ organizationId }: { organizationId: string | null }) {
  const { control, register, handleSubmit, reset, formState } = useForm<TicketFormValues, unknown, NewSupportTicket>({
    resolver: zodResolver(ticketFormSchema),
    defaultValues: emptyTicket,
    mode: 'onTouched',
  });
  const createTicket = useCreateTicket();
  const { errors } = formState;

  const submit = handleSubmit((ticket) =>
    createTicket.mutate(
      { organizationId, ticket },
      {
        onSuccess: ({ msg }) => {
          showDialog({ kind: 'success', title: successMessages.created, message: msg });
          reset(emptyTicket);
        },
        onError: (error) => reportApiFailure(error, commonMessages.errorTitle),
      },
    ),
  );

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={3} size="h4">
            {texts.newTicket}
          </Title>
          <Controller
            control={control}
            name="type"
            render={({ field, fieldState }) => (
              <Select
                label={texts.form.type}
                placeholder={texts.form.typePlaceholder}
                required
                data={ticketTypeOptions}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextInput label={texts.form.issue} required maxLength={ISSUE_MAX} error={errors.issue?.message} {...register('issue')} />
          <Textarea
            label={texts.form.description}
            required
            rows={5}
            maxLength={DESCRIPTION_MAX}
            error={errors.description?.message}
            {...register('description')}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={!formState.isValid} loading={createTicket.isPending}>
              {texts.form.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
