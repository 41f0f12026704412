import '@mantine/core/styles/Table.css';
import { Anchor, Badge, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { SECRET_MASK, type ViewBlock, type ViewValue } from '@portal/shared';
import { createContext, Fragment, type ReactNode, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * A heading across both columns, for a section (level 2) or a part of one (level 3; 4 where the
 * sections themselves are level 3, as in a form's review).
 */
export function DetailHeadingRow({ children, level = 2 }: { children: ReactNode; level?: 2 | 3 | 4 }) {
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

/**
 * How a detail page fetches its record's secret (the merchant's website password). No record carries
 * it: each reveal is its own call, which the API records in the audit log (DESIGN §9).
 */
export const SecretReveal = createContext<(() => Promise<string>) | null>(null);

/** A secret: masked until someone asks to see it, and forgotten again when hidden. */
function SecretValue() {
  const { t } = useTranslation();
  const reveal = useContext(SecretReveal);
  const [secret, setSecret] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  async function toggle() {
    if (secret !== null || !reveal) {
      setSecret(null);
      return;
    }
    setState('loading');
    try {
      setSecret(await reveal());
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="nowrap" align="center">
        {secret !== null ? (
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
        {reveal && (
          <Button
            variant="subtle"
            size="compact-xs"
            aria-pressed={secret !== null}
            loading={state === 'loading'}
            loaderProps={{ 'aria-label': t('precheckEcom.detail.revealingPassword') }}
            onClick={toggle}
          >
            {secret !== null ? t('precheckEcom.detail.hidePassword') : t('precheckEcom.detail.showPassword')}
          </Button>
        )}
      </Group>
      {state === 'failed' && (
        <Text c="red.8" fz="sm" role="alert">
          {t('precheckEcom.detail.revealError')}
        </Text>
      )}
    </Stack>
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
      return <SecretValue />;
    case 'text':
      return value.multiline ? <span style={{ whiteSpace: 'pre-line' }}>{value.text}</span> : value.text;
  }
}

/** The label of an answer the applicant's latest update changed, marked in words, not colour alone. */
function ChangedLabel({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} component="span">
      {label}
      <Badge component="span" color="yellow.3" c="gray.9" variant="filled" radius="sm" size="sm">
        {t('review.versions.changedMark')}
      </Badge>
    </Group>
  );
}

/**
 * A section of a record's view as table rows: each run of rows under its sub-heading, one level
 * below the section's heading (`sectionLevel`).
 */
export function DetailBlocks({
  blocks,
  sectionLevel = 2,
}: {
  blocks: readonly ViewBlock[];
  sectionLevel?: 2 | 3;
}) {
  return blocks.map((block, index) => (
    <Fragment key={block.key ?? `block-${index}`}>
      {block.heading && (
        <DetailHeadingRow level={sectionLevel === 2 ? 3 : 4}>{block.heading}</DetailHeadingRow>
      )}
      {block.rows.map((row) => (
        <DetailRow key={row.key} label={row.changed ? <ChangedLabel label={row.label} /> : row.label}>
          <DetailValue value={row.value} />
        </DetailRow>
      ))}
    </Fragment>
  ));
}
