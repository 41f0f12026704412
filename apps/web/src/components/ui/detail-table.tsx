import '@mantine/core/styles/Table.css';
import { messageKey } from '@portal/i18n/browser';
import { Anchor, Button, Group, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { type Language, SECRET_MASK, type Translate, type ViewBlock, type ViewValue } from '@portal/shared';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { Dash } from './dash';
import classes from './detail-table.module.css';

/** The read-only table of a record's detail page: a label column and a value column, stacked on a phone. */
export function DetailTable({ children }: { children: ReactNode }) {
  return (
    <Table verticalSpacing="sm" withRowBorders className={classes.table}>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}

/** One field: its label as the row's header, then its value. */
export function DetailRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500} className={classes.label}>
        {label}
      </Table.Th>
      <Table.Td className={classes.value}>{children}</Table.Td>
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

/** A secret (the merchant's website password): masked until someone asks to see it (DESIGN §6). */
function SecretValue({ secret }: { secret: string | undefined }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      {shown ? (
        <Text ff="monospace" fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {secret}
        </Text>
      ) : (
        <>
          <Text ff="monospace" fz="sm" aria-hidden>
            {SECRET_MASK}
          </Text>
          <VisuallyHidden>{t('precheckEcom.detail.passwordHidden')}</VisuallyHidden>
        </>
      )}
      {secret !== undefined && (
        <Button
          variant="subtle"
          size="compact-xs"
          aria-pressed={shown}
          onClick={() => setShown((current) => !current)}
        >
          {shown ? t('precheckEcom.detail.hidePassword') : t('precheckEcom.detail.showPassword')}
        </Button>
      )}
    </Group>
  );
}

/** A value of a record's view: its text, as a link, a list of links to sections, masked, or a dash. */
export function DetailValue({ value }: { value: ViewValue }) {
  switch (value.type) {
    case 'missing':
      return <Dash />;
    case 'link':
      return value.external ? (
        <Anchor href={value.href} target="_blank" rel="noopener noreferrer" fz="inherit">
          {value.text}
        </Anchor>
      ) : (
        <Anchor href={value.href} fz="inherit">
          {value.text}
        </Anchor>
      );
    case 'anchors':
      return (
        <Group component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {value.anchors.map((anchor, index) => (
            <li key={anchor.href}>
              <Anchor href={anchor.href} fz="inherit">
                {anchor.text}
              </Anchor>
              {index < value.anchors.length - 1 && ','}
            </li>
          ))}
        </Group>
      );
    case 'secret':
      return <SecretValue secret={value.secret} />;
    case 'text':
      return value.multiline ? <span style={{ whiteSpace: 'pre-line' }}>{value.text}</span> : value.text;
  }
}

/** A section of a record's view as table rows: each run of rows under its sub-heading. */
export function DetailBlocks({ blocks }: { blocks: readonly ViewBlock[] }) {
  return blocks.map((block, index) => (
    <Fragment key={block.key ?? `block-${index}`}>
      {block.heading && <DetailHeadingRow level={3}>{block.heading}</DetailHeadingRow>}
      {block.rows.map((row) => (
        <DetailRow key={row.key} label={row.label}>
          <DetailValue value={row.value} />
        </DetailRow>
      ))}
    </Fragment>
  ));
}

/** The UI's translation and language as a record's view takes them; a new language builds a new view. */
export function useViewTranslation(): { t: Translate; language: Language } {
  const { t } = useTranslation();
  return { t: (key, vars) => t(messageKey(key), vars), language: currentLanguage() };
}
