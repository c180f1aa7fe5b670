import { Anchor, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { businessMessages } from '@lavado/shared/messages/business';
import { contactMessages } from '@lavado/shared/messages/common';
import { mapLinkOf, type BusinessContact } from '@lavado/shared/organizations/contact-card';

const texts = businessMessages.preview;

/** The card as the customer's page shows it, with every fallback applied (the saved card, read back from the server). */
export function CustomerPreview({ business }: { business: BusinessContact }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={texts.title}>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {texts.title}
        </Title>
        <Group gap="sm" wrap="nowrap">
          {business.logo && <Image src={business.logo.src} alt="" w={48} h={48} fit="contain" />}
          <Text fw={800} size="lg" c="blue.9">
            {business.name}
          </Text>
        </Group>
        {business.phone !== null && (
          <Text size="sm">
            {texts.call}: {contactMessages.phonePrefix} {business.phone}
          </Text>
        )}
        {business.whatsapp !== null && (
          <Text size="sm">
            {texts.whatsapp}: {contactMessages.phonePrefix} {business.whatsapp}
          </Text>
        )}
        {business.address && (
          <Text size="sm">
            {business.address} ·{' '}
            <Anchor href={mapLinkOf(business.address)} target="_blank" rel="noopener noreferrer">
              {texts.map}
            </Anchor>
          </Text>
        )}
        {business.openingHours && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {business.openingHours}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
