import { Center, Paper, Stack, Title } from '@mantine/core';
import { appMessages } from '@lavado/shared/messages/common';
import type { ReactNode } from 'react';
import { VersionText } from '../../../lib/components/VersionText';

interface AccountCardProps {
  title: string;
  children: ReactNode;
}

/** The frame of the reset page, the login page's look (ui/src/auth-pages): brand, a card, the version. */
export function AccountCard({ title, children }: AccountCardProps) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={400} gap="md">
        <Title order={1} ta="center">
          {appMessages.brand}
        </Title>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Stack gap="md">
            <Title order={2} size="h3">
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
        <Center>
          <VersionText />
        </Center>
      </Stack>
    </Center>
  );
}
