import { Container } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page outside the main layout (recovery, reset, public ticket sheet). */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      {children}
    </Container>
  );
}
