import { Paper, Title } from '@mantine/core';
import { ecomCompanyName, ecomRecordView } from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailBlocks, DetailTable, SecretReveal } from '@/components/ui/detail-table';
import { PrecheckDetailPage } from '@/features/precheck/components/precheck-detail-page';
import type { Reviewer } from '@/features/review';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { useDeleteEcomPrecheck } from '../api/delete-ecom-precheck';
import { useEcomPrecheck } from '../api/get-ecom-precheck';
import { getEcomSecret } from '../api/get-ecom-secret';
import { openEcomPrecheckPdf } from '../api/open-ecom-precheck-pdf';

export type EcomPrecheckDetailProps = {
  id: string;
  /** Who reviews it here (admins also delete it); merchants see their own pre-checks without either. */
  reviewer?: Reviewer | undefined;
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={`${id}-heading`}
      withBorder
      radius="md"
      p="md"
      // Clear of the top bar when a services link scrolls here.
      style={{ scrollMarginTop: 80 }}
    >
      <Title order={2} size="h4" id={`${id}-heading`} mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * E-commerce pre-check detail (spec §2): the record's view (the PDF prints the same), each section a
 * region the services link to, the general information first with region, services and date; the
 * PDF, and Delete for admins.
 */
export function EcomPrecheckDetail({ id, reviewer }: EcomPrecheckDetailProps) {
  const { t } = useTranslation();
  const precheck = useEcomPrecheck(id);
  const deleteEcomPrecheck = useDeleteEcomPrecheck();

  return (
    <PrecheckDetailPage
      kind="ecom"
      id={id}
      query={precheck}
      error={t('precheckEcom.detail.error')}
      errorTitle={t('precheckEcom.detail.errorLabel')}
      toView={ecomRecordView}
      openPdf={() => openEcomPrecheckPdf(id, currentLanguage())}
      reviewer={reviewer}
      deletion={{
        title: t('precheckEcom.detail.deleteTitle'),
        message: (record) => t('precheckEcom.detail.deleteMessage', { company: ecomCompanyName(record) }),
        onDelete: () => deleteEcomPrecheck.mutateAsync(id),
        listHref: paths.ecomPrechecks.getHref(),
        listTitle: t('precheckEcom.list.title'),
      }}
    >
      {(view) => (
        <SecretReveal.Provider value={() => getEcomSecret(id)}>
          {view.sections.map((section) => (
            <Section key={section.key} id={section.key} title={section.heading}>
              <DetailTable>
                <DetailBlocks blocks={section.blocks} />
              </DetailTable>
            </Section>
          ))}
        </SecretReveal.Provider>
      )}
    </PrecheckDetailPage>
  );
}
