import { Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The read-only table of a record's detail page: a label column and a value column. */
export function DetailTable({ children }: { children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="sm" withRowBorders>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One field: its label as the row's header, then its value. */
export function DetailRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w="40%" fw={500}>
        {label}
      </Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{children}</Table.Td>
    </Table.Tr>
  );
}

/** A heading across both columns, for a section (level 2) or a part of one (level 3). */
export function DetailHeadingRow({ children, level = 2 }: { children: ReactNode; level?: 2 | 3 }) {
  return (
    <Table.Tr bg={level === 2 ? 'gray.0' : undefined}>
      <Table.Th colSpan={2} scope="colgroup">
        <Title order={level} size={level === 2 ? 'h5' : 'h6'} c={level === 2 ? undefined : 'gray.7'}>
          {children}
        </Title>
      </Table.Th>
    </Table.Tr>
  );
}
