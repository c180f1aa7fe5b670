import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
