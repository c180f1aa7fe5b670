import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface TitledPageProps {
  title: string;
  children?: ReactNode;
}

/** The frame of a screen: its title over its content. */
export function TitledPage({ title, children }: TitledPageProps) {
  return (
    <Stack gap="lg">
      <Title order={2}>{title}</Title>
      {children}
    </Stack>
  );
}
