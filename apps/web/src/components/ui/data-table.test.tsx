import type * as MantineHooks from '@mantine/hooks';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';

/** The width the list's box measures; 0 is "not measured yet", as jsdom always answers. */
const box = vi.hoisted(() => ({ width: 0 }));
vi.mock('@mantine/hooks', async (original) => ({
  ...(await original<typeof MantineHooks>()),
  useElementSize: () => ({ ref: { current: null }, width: box.width, height: 0 }),
}));

type Fruit = { id: number; name: string; colour: string; origin: string };

const fruits: Fruit[] = [
  { id: 1, name: 'Apple', colour: 'red', origin: 'Kazakhstan' },
  { id: 2, name: 'Banana', colour: 'yellow', origin: 'Papua' },
];

const columns: DataTableColumn<Fruit>[] = [
  { id: 'name', header: 'Name', card: 'title', cell: (fruit) => fruit.name },
  { id: 'colour', header: 'Colour', card: 'meta', cell: (fruit) => fruit.colour },
  { id: 'origin', header: 'Origin', card: 'meta', noWrap: true, cell: (fruit) => fruit.origin },
  { id: 'weight', header: 'Weight', align: 'right', cell: () => '100 g' },
  {
    id: 'actions',
    header: 'Actions',
    card: 'actions',
    cell: (fruit) => <button type="button">{`Eat ${fruit.name}`}</button>,
  },
];

function renderTable(props: Partial<DataTableProps<Fruit>> = {}) {
  return renderWithTheme(
    <DataTable label="Fruit" columns={columns} rows={fruits} minWidth={480} empty="No fruit." {...props} />,
  );
}

/** Makes every media query match, as on a phone-narrow screen. */
function onPhone() {
  const wide = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => ({ ...wide(query), matches: true });
  return () => {
    window.matchMedia = wide;
  };
}

/** Lays the table out `need` px wide in a box of `room` px, as a browser would with its content. */
function tableNeeds(need: number, room: number) {
  box.width = room;
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(need);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(room);
}

afterEach(() => {
  box.width = 0;
  vi.restoreAllMocks();
});

describe('DataTable', () => {
  it('is a named table with a column header per column and a row per item', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Fruit' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Name', 'Colour', 'Origin', 'Weight', 'Actions']);
    for (const th of headers) expect(th).toHaveAttribute('scope', 'col');

    const [, apple] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement];
    expect(
      within(apple)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Apple', 'red', 'Kazakhstan', '100 g', 'Eat Apple']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('keeps each header, each short value and the row buttons on one line, their columns as narrow as that', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Fruit' });
    for (const th of within(table).getAllByRole('columnheader'))
      expect(th).toHaveStyle({ whiteSpace: 'nowrap' });
    const [apple] = within(table).getAllByRole('row').slice(1) as [HTMLElement];
    const cell = (text: string) => within(apple).getByRole('cell', { name: text });
    // The column said to be short, and the actions column without being told.
    for (const text of ['Kazakhstan', 'Eat Apple'])
      expect(cell(text)).toHaveStyle({ whiteSpace: 'nowrap', width: '1%' });
    // Free text wraps between words and takes the room the short columns leave.
    expect(cell('Apple')).not.toHaveStyle({ whiteSpace: 'nowrap' });
    expect(cell('Apple')).not.toHaveStyle({ width: '1%' });
  });

  it('on a phone shows each row as a block: title, the muted line, and the actions beside', () => {
    const restore = onPhone();
    try {
      renderTable();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const list = screen.getByRole('list', { name: 'Fruit' });
      const [apple, banana] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
      // Values go on one line, joined by a dot; a column without a place on the card is left out.
      expect(apple).toHaveTextContent(/^Applered·KazakhstanEat Apple$/);
      expect(apple).not.toHaveTextContent('100 g');
      expect(within(apple).getByRole('button', { name: 'Eat Apple' })).toBeInTheDocument();
      expect(within(banana).getByText('Banana')).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('on a phone, says the header of a line that asks for it before its value', () => {
    const restore = onPhone();
    try {
      const weighed = columns.map((column) =>
        column.id === 'weight' ? { ...column, card: 'line' as const, cardLabel: true } : column,
      );
      renderTable({ columns: weighed });
      const [apple] = within(screen.getByRole('list', { name: 'Fruit' })).getAllByRole('listitem');
      expect(apple).toHaveTextContent(/^AppleWeight: 100 gred·KazakhstanEat Apple$/);
    } finally {
      restore();
    }
  });

  it('is a table where its box has the room it asks for and its columns fit', () => {
    tableNeeds(600, 600);
    renderTable();
    expect(screen.getByRole('table', { name: 'Fruit' })).toBeInTheDocument();
  });

  it('shows blocks in a box narrower than it asks for', () => {
    tableNeeds(479, 479);
    renderTable();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Fruit' })).toBeInTheDocument();
  });

  it('shows blocks where its columns turn out wider than the box, e.g. in a longer language', () => {
    tableNeeds(700, 600);
    renderTable();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Fruit' })).toBeInTheDocument();
  });

  it('shows blocks where the table grows after its render, without a render of its own', () => {
    let resized: ResizeObserverCallback = () => undefined;
    let observed: Element | undefined;
    vi.spyOn(window, 'ResizeObserver').mockImplementation(function (callback: ResizeObserverCallback) {
      resized = callback;
      return {
        observe: (target: Element) => void (observed = target),
        unobserve: () => undefined,
        disconnect: () => undefined,
      };
    });
    tableNeeds(600, 600);
    renderTable();
    expect(observed).toBe(screen.getByRole('table', { name: 'Fruit' }));
    // A cell drew longer text on its own (a date in the language just chosen): the table is wider.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(640);
    act(() => resized([], {} as ResizeObserver));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Fruit' })).toBeInTheDocument();
  });

  it('shows the loading text while loading, whatever the rows', () => {
    renderTable({ loading: true, rows: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when there are no rows, as a sentence or as the content it is given', () => {
    const { unmount } = renderTable({ rows: [] });
    expect(screen.getByText('No fruit.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();

    renderTable({ rows: [], empty: <strong>Nothing here yet</strong> });
    expect(screen.getByText('Nothing here yet').tagName).toBe('STRONG');
  });
});
