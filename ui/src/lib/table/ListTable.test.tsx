import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListTable, type ListColumn } from './ListTable';

interface Fruit {
  id: string;
  name: string;
  stock: number;
}

const columns: ListColumn<Fruit>[] = [
  { header: 'Nombre', cell: (fruit) => fruit.name },
  { header: 'Stock', align: 'right', cell: (fruit) => fruit.stock },
];

const fruits: Fruit[] = [
  { id: 'a', name: 'Manzana', stock: 12 },
  { id: 'b', name: 'Pera', stock: 3 },
];

function renderTable(rows: readonly Fruit[], emptyText?: string) {
  render(
    <MantineProvider>
      <ListTable rows={rows} columns={columns} minWidth={400} emptyText={emptyText} />
    </MantineProvider>,
  );
}

describe('ListTable', () => {
  it('renders a header per column and a row of cells per item, in order', () => {
    renderTable(fruits, 'Sin frutas');

    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nombre', 'Stock']);
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(
      bodyRows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Manzana', '12'],
      ['Pera', '3'],
    ]);
    expect(screen.queryByText('Sin frutas')).not.toBeInTheDocument();
  });

  it('renders the empty text instead of the table when there are no rows', () => {
    renderTable([], 'Sin frutas');

    expect(screen.getByText('Sin frutas')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the headers of an empty list when the page words the empty state itself', () => {
    renderTable([]);

    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });

  it('aligns the header and the cells of a column alike', () => {
    const centered: ListColumn<Fruit>[] = [{ header: 'Stock', align: 'center', cell: (fruit) => fruit.stock }];
    render(
      <MantineProvider>
        <ListTable rows={fruits} columns={centered} minWidth={400} />
      </MantineProvider>,
    );

    for (const cell of [screen.getByRole('columnheader'), ...screen.getAllByRole('cell')]) {
      expect(cell).toHaveStyle({ textAlign: 'center' });
    }
  });

  it('puts the table straight on the page, with no sideways scrolling, without a minimum width', () => {
    const { container } = render(
      <MantineProvider>
        <ListTable rows={fruits} columns={columns} />
      </MantineProvider>,
    );

    expect(screen.getByRole('table').parentElement).toBe(container);
  });
});

describe('ListTable on a phone', () => {
  /** Makes Mantine's `sm` breakpoint (48em) match, as on a 375-px phone. */
  function onPhone() {
    const matchMedia = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({ ...matchMedia(query), matches: query === '(max-width: 48em)' }));
  }

  interface Account {
    id: string;
    code: string;
    name: string;
    state: string;
    note: string | null;
  }
  const accounts: Account[] = [
    { id: '1', code: 'A-1', name: 'Ana Rojas', state: 'Activo', note: 'Turno mañana' },
    { id: '2', code: 'A-2', name: 'Pedro Soto', state: 'Bloqueado', note: null },
  ];
  const accountColumns: ListColumn<Account>[] = [
    { header: 'Código', cell: (account) => account.code },
    { header: 'Nombre', card: 'title', cell: (account) => account.name },
    { header: 'Estado', card: 'aside', cell: (account) => account.state },
    { header: 'Nota', cell: (account) => account.note },
    { header: 'Acciones', card: 'actions', cell: (account) => <button type="button">Borrar {account.code}</button> },
    { header: 'Interno', card: 'hidden', cell: () => 'no se muestra' },
  ];

  it('shows one card per item, named by its title column, with the rest as labelled lines and its actions', () => {
    onPhone();
    render(
      <MantineProvider>
        <ListTable rows={accounts} columns={accountColumns} minWidth={700} />
      </MantineProvider>,
    );

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const ana = screen.getByRole('article', { name: 'Ana Rojas' });
    expect(within(ana).getByText('Activo')).toBeInTheDocument();
    expect(within(ana).getByText('Código')).toBeInTheDocument();
    expect(within(ana).getByText('A-1')).toBeInTheDocument();
    expect(within(ana).getByText('Turno mañana')).toBeInTheDocument();
    expect(within(ana).getByRole('button', { name: 'Borrar A-1' })).toBeInTheDocument();
    expect(within(ana).queryByText('Acciones')).not.toBeInTheDocument();
    expect(within(ana).queryByText('no se muestra')).not.toBeInTheDocument();
    // An empty value leaves no line behind.
    expect(within(screen.getByRole('article', { name: 'Pedro Soto' })).queryByText('Nota')).not.toBeInTheDocument();
  });

  it('names each card by the first column when none is the title', () => {
    onPhone();
    render(
      <MantineProvider>
        <ListTable rows={fruits} columns={columns} />
      </MantineProvider>,
    );

    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('article', { name: 'Manzana' })).toHaveTextContent('Stock12');
  });

  it('still says the list is empty instead of showing no card', () => {
    onPhone();
    renderTable([], 'Sin frutas');

    expect(screen.getByText('Sin frutas')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
