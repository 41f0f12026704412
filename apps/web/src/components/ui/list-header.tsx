import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiFile, type QueryValue } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { FailureAlert } from './failure-alert';
import { PageHeader } from './page-header';
import { useFileAction } from './use-file-action';

export type ListHeaderProps = {
  title: string;
  /** The "add" button beside the title, where the list has one. */
  add?: { label: string; href: string } | undefined;
  /**
   * The list's CSV export (DESIGN §9), e.g. `/precheck-pos/export.csv`, asked with the filters the
   * list shows now, so the file holds every page of exactly that search.
   */
  csv: { path: string; query: Record<string, QueryValue> };
};

/** An admin list's title with Export CSV (and its add button), and the export's failure when it fails. */
export function ListHeader({ title, add, csv }: ListHeaderProps) {
  const { t } = useTranslation();
  const exporting = useFileAction(async () => {
    const { blob, filename } = await apiFile(csv.path, { query: csv.query });
    saveFile(blob, filename ?? 'export.csv');
  });

  return (
    <>
      <PageHeader title={title}>
        <Group gap="sm">
          <Button variant="default" onClick={exporting.run} loading={exporting.busy}>
            {t('csvExport.button')}
          </Button>
          {add && (
            <Button component={Link} to={add.href}>
              {add.label}
            </Button>
          )}
        </Group>
      </PageHeader>
      {exporting.failed && <FailureAlert onClose={exporting.dismiss}>{t('csvExport.failed')}</FailureAlert>}
    </>
  );
}
