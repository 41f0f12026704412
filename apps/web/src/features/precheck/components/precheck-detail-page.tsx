import { Button, Group, Stack } from '@mantine/core';
import {
  type Language,
  markChangedRows,
  type PrecheckKind,
  type RecordView,
  type ReviewState,
  type Translate,
} from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DeleteButton } from '@/components/ui/delete-button';
import { FailureAlert } from '@/components/ui/failure-alert';
import { useViewTranslation } from '@/components/ui/use-view-translation';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { QueryFrame, type QueryState } from '@/components/ui/query-frame';
import { useFileAction } from '@/components/ui/use-file-action';
import { ReviewPanel, type Reviewer, useLatestChanges } from '@/features/review';

export type PrecheckDeletion<T> = {
  /** The confirmation dialog's title, and its question about this record. */
  title: string;
  message: (record: T) => string;
  onDelete: () => Promise<unknown>;
  /** Where to go once the record is gone: its list, and the list's title. */
  listHref: string;
  listTitle: string;
};

/** A record as read, with the `ETag` a review move must name. */
export type Versioned<T> = { data: T; etag: string | null };

export type PrecheckDetailPageProps<T extends ReviewState> = {
  kind: PrecheckKind;
  id: string;
  query: QueryState<Versioned<T>>;
  /** The alert when the record cannot be loaded, and its title where the page has one. */
  error: string;
  errorTitle?: string;
  /** The record's view, the same the PDF prints, e.g. posRecordView. */
  toView: (record: T, t: Translate, language: Language) => RecordView;
  /** Opens the record's PDF; called straight from the click. */
  openPdf: () => Promise<void>;
  deletion: PrecheckDeletion<T>;
  /**
   * Who reviews it here (DESIGN §12), and deletes it (admins, DESIGN §5); merchants see their own
   * pre-checks without the review and without the button.
   */
  reviewer?: Reviewer | undefined;
  /** The view's sections, as the kind of pre-check lays them out. */
  children: (view: RecordView) => ReactNode;
};

/**
 * A pre-check's detail page (spec §2): 'Loading...' or the error until the record arrives, then its
 * view's title with View PDF (and Delete), the PDF's failure, its review for the team, and the sections.
 */
export function PrecheckDetailPage<T extends ReviewState>({
  kind,
  id,
  query,
  error,
  errorTitle,
  toView,
  openPdf,
  deletion,
  reviewer,
  children,
}: PrecheckDetailPageProps<T>) {
  const canDelete = reviewer?.role === 'admin';
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pdf = useFileAction(openPdf);
  const viewTranslation = useViewTranslation();
  const changed = useLatestChanges(kind, id, query.data?.data.version, reviewer !== undefined);
  // Staff came from the list; merchants see pre-checks only from their overview (DESIGN §5).
  const back = reviewer
    ? { href: deletion.listHref, label: deletion.listTitle }
    : { href: paths.merchantOverview.getHref(), label: t('overview.title') };

  return (
    <QueryFrame query={query} error={error} errorTitle={errorTitle} back={back}>
      {({ data: record, etag }) => {
        // The team sees what the applicant's latest update changed, marked where it stands.
        const view = markChangedRows(toView(record, viewTranslation.t, viewTranslation.language), changed);
        return (
          <Stack gap="lg">
            <PageHeader title={view.title}>
              <Group gap="sm">
                <Button variant="default" onClick={pdf.run} loading={pdf.busy}>
                  {t('forms.viewPdf')}
                </Button>
                {canDelete && (
                  <DeleteButton
                    label={t('forms.delete')}
                    title={deletion.title}
                    message={deletion.message(record)}
                    errorTitle={t('forms.deleteFailed')}
                    onDelete={deletion.onDelete}
                    onDeleted={() => void navigate(deletion.listHref)}
                  />
                )}
              </Group>
            </PageHeader>
            {pdf.failed && <FailureAlert onClose={pdf.dismiss}>{t('forms.pdfFailed')}</FailureAlert>}
            {reviewer && <ReviewPanel kind={kind} id={id} review={record} etag={etag} reviewer={reviewer} />}
            {children(view)}
          </Stack>
        );
      }}
    </QueryFrame>
  );
}
