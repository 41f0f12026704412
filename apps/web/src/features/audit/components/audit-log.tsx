import { Anchor, Paper, Stack, Text } from '@mantine/core';
import type { AuditEntry } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListBody } from '@/components/ui/list-body';
import { ListHeader } from '@/components/ui/list-header';
import { paths } from '@/config/paths';
import { formatDateTimeMedium } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { auditExportPath, useAuditEntries } from '../api/get-audit-entries';
import { AuditFilters } from './audit-filters';
import { ChainStatus } from './chain-status';
import { useAuditParams } from './use-audit-params';

/** Where an entry's target opens, for the kinds of target that have a screen. */
function targetHref(entry: AuditEntry): string | null {
  if (!entry.targetId) return null;
  switch (entry.targetType) {
    case 'user':
      return paths.editUser.getHref(entry.targetId);
    case 'precheck-pos':
      return paths.posPrecheck.getHref(entry.targetId);
    case 'precheck':
      return paths.ecomPrecheck.getHref(entry.targetId);
    case 'merchant':
      return paths.merchant.getHref(entry.targetId);
    default:
      return null;
  }
}

function TargetCell({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  if (!entry.targetType) return null;
  const kind = t(`audit.targets.${entry.targetType}`);
  const href = entry.targetExists ? targetHref(entry) : null;
  return (
    <Stack gap={0}>
      <span>{kind}</span>
      {entry.targetId &&
        (href ? (
          <Anchor
            component={Link}
            to={href}
            fz="xs"
            ff="monospace"
            aria-label={t('audit.openTarget', { target: kind, id: entry.targetId })}
          >
            {entry.targetId}
          </Anchor>
        ) : (
          <Text fz="xs" ff="monospace" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {entry.targetId}
          </Text>
        ))}
    </Stack>
  );
}

/**
 * The audit log (DESIGN §9): newest first, filtered and paged on the server, each target
 * linked while it still exists, and above it whether the hash chain holds.
 */
export function AuditLog() {
  const { t } = useTranslation();
  const { filter, page, setPage, setFilter } = useAuditParams();
  const entries = useAuditEntries(filter, page);

  const columns: DataTableColumn<AuditEntry>[] = [
    { id: 'seq', header: t('audit.columns.seq'), align: 'right', noWrap: true, cell: (entry) => entry.seq },
    {
      id: 'at',
      header: t('audit.columns.at'),
      noWrap: true,
      card: 'meta',
      cell: (entry) => formatDateTimeMedium(entry.at, currentLanguage()),
    },
    {
      id: 'actor',
      header: t('audit.columns.actor'),
      card: 'title',
      cell: (entry) =>
        entry.actor ? (
          <Stack gap={0}>
            <span>{entry.actor.email ?? entry.actor.name}</span>
            <Text fz="xs" c="gray.7">
              {entry.actor.role === 'api_key'
                ? t('audit.targets.api-key')
                : t(`users.roles.${entry.actor.role}`)}
            </Text>
          </Stack>
        ) : (
          // Like the addresses it stands among, not a grey aside: a sign-in by nobody is a fact to read.
          t('audit.anonymous')
        ),
    },
    {
      id: 'action',
      header: t('audit.columns.action'),
      card: 'line',
      cell: (entry) => t(`audit.actions.${entry.action}`),
    },
    {
      id: 'target',
      header: t('audit.columns.target'),
      card: 'line',
      cell: (entry) => <TargetCell entry={entry} />,
    },
    { id: 'ip', header: t('audit.columns.ip'), noWrap: true, card: 'meta', cell: (entry) => entry.ip },
    {
      id: 'details',
      header: t('audit.columns.details'),
      card: 'line',
      // Recorded facts (a role, a language, the address a failed sign-in typed), shown as stored.
      cell: (entry) => (
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {Object.entries(entry.details)
            .map(([key, value]) => `${key}: ${value}`)
            .join(', ')}
        </Text>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <ListHeader title={t('audit.title')} csv={{ path: auditExportPath, query: filter }} />
      <ChainStatus />
      <AuditFilters key={JSON.stringify(filter)} filter={filter} onApply={setFilter} />
      <Paper withBorder radius="md" p="md">
        <ListBody
          list={entries}
          columns={columns}
          label={t('audit.title')}
          minWidth={880}
          page={page}
          onPageChange={setPage}
          error={t('audit.error')}
          empty={t('audit.empty')}
          narrowed={Object.keys(filter).length > 0}
          noResults={t('audit.noResults')}
        />
      </Paper>
    </Stack>
  );
}
