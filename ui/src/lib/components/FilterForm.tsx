import { Button, Group, SimpleGrid } from '@mantine/core';
import { commonMessages } from '@lavado/shared/messages/common';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';

/**
 * The draft of a filter that applies on Buscar: `change` edits it, `clear` puts `initial` back and
 * searches with it at once.
 */
export function useFilterDraft<Filter>(initial: Filter, onSearch: (filter: Filter) => void) {
  const [draft, setDraft] = useState<Filter>(initial);
  return {
    draft,
    change: (changes: Partial<Filter>) => setDraft((current) => ({ ...current, ...changes })),
    search: (event: FormEvent) => {
      event.preventDefault();
      onSearch(draft);
    },
    clear: () => {
      setDraft(initial);
      onSearch(initial);
    },
  };
}

/** Filter fields in a grid of up to four columns, with Limpiar and Buscar under them. */
export function FilterForm({
  onSubmit,
  onClear,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {children}
      </SimpleGrid>
      <Group justify="flex-end" gap="sm" mt="sm">
        <Button variant="default" onClick={onClear}>
          {commonMessages.clear}
        </Button>
        <Button type="submit" leftSection={<IconSearch size={16} />}>
          {commonMessages.search}
        </Button>
      </Group>
    </form>
  );
}
