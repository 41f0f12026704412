import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Box, Group, Stack, Table, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import {
  Fragment,
  type Key,
  type ReactNode,
  type Ref,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useNarrowScreen } from '@/lib/use-narrow-screen';
import classes from './data-table.module.css';
import { LoadingText } from './loading-text';

/**
 * Where a column's value goes when a row is a compact block on a phone: the block's bold `title`, a
 * `line` of its own, the muted `meta` line (values joined by a dot), or `actions` beside the text.
 */
export type CardSlot = 'title' | 'line' | 'meta' | 'actions';

export type DataTableColumn<T> = {
  /** Tells the columns apart; not shown. */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /**
   * Keeps the value on one line and the column as narrow as that line, e.g. a date, a status or a
   * number; a row's `actions` are always kept so. The other columns share the rest, wrapping between words.
   */
  noWrap?: boolean;
  /** Its place on a phone; a column without one is left out there. */
  card?: CardSlot;
  /** On a phone, a `line` says its header before the value: a bare number or time says nothing there. */
  cardLabel?: boolean;
};

/** What every row has: an id, which keys it unless `rowKey` says otherwise. */
export type Row = { id: string | number };

export type DataTableProps<T extends Row> = {
  /** Names the table (and the phone list) for assistive technology, e.g. the list's title. */
  label: string;
  columns: readonly DataTableColumn<T>[];
  /** Undefined until loaded. */
  rows: readonly T[] | undefined;
  /** Where the id alone does not tell rows apart, e.g. in a list of two kinds of records. */
  rowKey?: (row: T) => Key;
  /**
   * The room the columns need to read well: in less, the rows show as blocks instead (until measured,
   * it scrolls). Where the table turns out to need more (longer words in another language, a long
   * address), it becomes blocks below that too.
   */
  minWidth: number;
  loading?: boolean;
  /** Shown when there are no rows; a string reads as a muted sentence. */
  empty: ReactNode;
};

type RowsProps<T extends Row> = Pick<DataTableProps<T>, 'label' | 'columns'> & {
  rows: readonly T[];
  rowKey: (row: T) => Key;
};

/**
 * The columns kept on one line: those said to be, and a row's actions, whose buttons broke inside their
 * word ("Vie / w") where a squeezed table shrank their column.
 */
function fitted<T>(column: DataTableColumn<T>): string | undefined {
  return column.noWrap || column.card === 'actions' ? classes.fit : undefined;
}

function WideTable<T extends Row>({
  label,
  columns,
  rows,
  rowKey,
  minWidth,
  frame,
}: RowsProps<T> & { minWidth: number; frame: Ref<HTMLDivElement> }) {
  return (
    // Native scrolling: no scrollbar gutter under a table that fits, and no ScrollArea code to load.
    <Table.ScrollContainer ref={frame} minWidth={minWidth} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label} className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column.id}
                scope="col"
                w={column.width}
                ta={column.align}
                className={fitted(column)}
              >
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.id} ta={column.align} className={fitted(column)}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * On a phone the columns do not fit, and a sideways-scrolling table hides the row's buttons off
 * screen: each row is a compact block instead, its text on the left and its buttons beside it.
 */
function PhoneCards<T extends Row>({ label, columns, rows, rowKey }: RowsProps<T>) {
  const inSlot = (slot: CardSlot) => columns.filter((column) => column.card === slot);
  const [titles, lines, meta, actions] = [inSlot('title'), inSlot('line'), inSlot('meta'), inSlot('actions')];
  return (
    <Stack component="ul" aria-label={label} gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row, index) => (
        <Group
          key={rowKey(row)}
          component="li"
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          py="sm"
          style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
        >
          <Stack gap={2} miw={0} style={{ overflowWrap: 'anywhere' }}>
            {titles.map((column) => (
              <Text key={column.id} fw={600}>
                {column.cell(row)}
              </Text>
            ))}
            {lines.map((column) => (
              <Box key={column.id} fz="sm" lh="sm">
                {column.cardLabel && <Text span fz="sm" c="gray.7">{`${column.header}: `}</Text>}
                {column.cell(row)}
              </Box>
            ))}
            {meta.length > 0 && (
              <Group gap={6} fz="sm" lh="sm" c="gray.7">
                {meta.map((column, position) =>
                  position === 0 ? (
                    <Fragment key={column.id}>{column.cell(row)}</Fragment>
                  ) : (
                    // The dot travels with the value after it, so a wrapped line never ends on a dot.
                    <Group key={column.id} gap={6} wrap="nowrap">
                      <span aria-hidden>·</span>
                      {column.cell(row)}
                    </Group>
                  ),
                )}
              </Group>
            )}
          </Stack>
          {actions.map((column) => (
            <Box key={column.id} style={{ flexShrink: 0 }}>
              {column.cell(row)}
            </Box>
          ))}
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The one table every list uses (spec §2): each list passes its columns, and this draws the states
 * (loading, empty), the table where its columns fit and compact blocks where they do not. Decided by
 * the room the list has, not the screen: beside the sidebar at 1024 px, or zoomed to 200 %, a
 * sideways-scrolling table would hide the last columns and their buttons (WCAG 1.4.10).
 */
export function DataTable<T extends Row>({
  rows,
  rowKey = (row) => row.id,
  loading,
  empty,
  minWidth,
  ...table
}: DataTableProps<T>) {
  // Read before any early return: hooks run in the same order on every render.
  const phone = useNarrowScreen();
  const { ref, width } = useElementSize();
  const frame = useRef<HTMLDivElement>(null);
  // What the table was seen to need with these rows, beyond `minWidth`; other rows may need less.
  const [measured, setMeasured] = useState({ rows, need: 0 });
  const need = measured.rows === rows ? measured.need : 0;
  // Until the box is measured the screen decides, so a phone never shows the table first; a table
  // already seen too wide stays blocks meanwhile.
  const narrow = width > 0 ? width < Math.max(minWidth, need) : phone || need > 0;
  // Before the browser paints, and before the box's size is reported (a ResizeObserver's callback
  // comes after the first paint): a table wider than its box turns into blocks without being seen.
  useLayoutEffect(() => {
    const box = frame.current;
    if (box && box.scrollWidth > box.clientWidth && box.scrollWidth !== need)
      setMeasured({ rows, need: box.scrollWidth });
    // The columns change with the language (longer headers): this list's own is made anew each render.
  }, [width, need, rows, loading, table.columns]);
  // A table can also grow after its render without this component rendering again (a cell that
  // renders on its own, such as a date in the language just chosen): seen by its own size, it turns
  // into blocks in the same frame (a ResizeObserver's callback comes before the paint).
  // `frame` is attached only while the table is drawn: these are what decide whether it is.
  useEffect(() => {
    const box = frame.current;
    const shown = box?.querySelector('table');
    if (!box || !shown) return;
    const observer = new ResizeObserver(() => {
      if (box.scrollWidth > box.clientWidth) setMeasured({ rows, need: box.scrollWidth });
    });
    observer.observe(shown);
    return () => observer.disconnect();
  }, [narrow, loading, rows]);
  let content: ReactNode;
  if (loading) content = <LoadingText />;
  else if (!rows || rows.length === 0)
    content = typeof empty === 'string' ? <Text c="gray.7">{empty}</Text> : empty;
  else if (narrow) content = <PhoneCards {...table} rows={rows} rowKey={rowKey} />;
  else content = <WideTable {...table} rows={rows} rowKey={rowKey} minWidth={minWidth} frame={frame} />;
  return <div ref={ref}>{content}</div>;
}
