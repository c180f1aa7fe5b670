import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { businessMessages } from '@lavado/shared/messages/business';
import { commonMessages } from '@lavado/shared/messages/common';
import { contactCardInputSchema, type ContactCard, type ContactCardFields } from '@lavado/shared/organizations/contact-card';
import { ADDRESS_MAX_LENGTH, BUSINESS_NAME_MAX_LENGTH, OPENING_HOURS_MAX_LENGTH } from '@lavado/shared/organizations/contact-card-limits';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { commandOutcome } from '../../../lib/forms/commandOutcome';
import { PhoneInput } from '../../../lib/forms/PhoneInput';
import { useSetContactCard } from '../api/businessApi';

const texts = businessMessages;

type FormValues = z.input<typeof contactCardInputSchema>;

/** The form's values for a card: the registered name until the AD gives another, empty fields for what was never set. */
function formValuesOf({ card, business }: ContactCard): FormValues {
  return {
    publicName: card.publicName ?? business.name,
    phone: card.phone === null ? '' : String(card.phone),
    whatsapp: card.whatsapp === null ? '' : String(card.whatsapp),
    address: card.address,
    openingHours: card.openingHours,
  };
}

/** The card's text fields, checked with the server's own schema; Guardar stores the whole card. */
export function ContactCardForm({ contactCard }: { contactCard: ContactCard }) {
  const { register, handleSubmit, reset, formState } = useForm<FormValues, unknown, ContactCardFields>({
    resolver: zodResolver(contactCardInputSchema),
    defaultValues: formValuesOf(contactCard),
    mode: 'onTouched',
  });
  const setCard = useSetContactCard();
  const { errors } = formState;
  // A saved card comes back from the server (trimmed, empty lines gone): the form shows what was stored.
  useEffect(() => reset(formValuesOf(contactCard)), [contactCard, reset]);

  const save = handleSubmit((card) =>
    setCard.mutate(
      { card },
      commandOutcome({ successTitle: texts.savedTitle, successMessage: ({ msg }) => msg, afterSuccess: () => undefined }),
    ),
  );

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <Title order={3} size="h4">
            {texts.cardTitle}
          </Title>
          <TextInput
            label={texts.fields.publicName}
            required
            maxLength={BUSINESS_NAME_MAX_LENGTH}
            error={errors.publicName?.message}
            {...register('publicName')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PhoneInput label={texts.fields.phone} description={texts.hints.phone} error={errors.phone?.message} {...register('phone')} />
            <PhoneInput
              label={texts.fields.whatsapp}
              description={texts.hints.whatsapp}
              error={errors.whatsapp?.message}
              {...register('whatsapp')}
            />
          </SimpleGrid>
          <TextInput
            label={texts.fields.address}
            description={texts.hints.address}
            maxLength={ADDRESS_MAX_LENGTH}
            autoComplete="street-address"
            error={errors.address?.message}
            {...register('address')}
          />
          <Textarea
            label={texts.fields.openingHours}
            description={texts.hints.openingHours}
            maxLength={OPENING_HOURS_MAX_LENGTH}
            rows={4}
            error={errors.openingHours?.message}
            {...register('openingHours')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={setCard.isPending}>
              {commonMessages.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
