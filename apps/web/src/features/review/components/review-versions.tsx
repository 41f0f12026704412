import '@mantine/core/styles/List.css';
import { List, Text, Title } from '@mantine/core';
import { messageKey } from '@portal/i18n/browser';
import { ECOM_KEYS, POS_KEYS, type PrecheckKind } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { LoadingText } from '@/components/ui/loading-text';
import { formatDateTimeMedium } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { usePrecheckVersions } from '../api/get-precheck-versions';

/** A changed answer's name: its question, and for the e-commerce form its section before it. */
function useFieldName(kind: PrecheckKind) {
  const { t } = useTranslation();
  return (path: string) => {
    if (kind === 'pos') return t(messageKey(POS_KEYS.field(path)));
    const [group = '', field = ''] = path.split('.');
    return `${t(messageKey(ECOM_KEYS.section(group)))}: ${t(messageKey(ECOM_KEYS.field(field)))}`;
  };
}

/**
 * The versions the applicant's answers made (DESIGN §12), newest first, each with the answers it
 * changed since the version before: what a reviewer looks at again after an update.
 */
export function ReviewVersions({ kind, id, version }: { kind: PrecheckKind; id: string; version: number }) {
  const { t } = useTranslation();
  const fieldName = useFieldName(kind);
  const versions = usePrecheckVersions(kind, id, version > 1);
  if (version <= 1) return null;
  return (
    <section aria-labelledby="review-versions-title">
      <Title order={3} size="h5" id="review-versions-title" mb="xs">
        {t('review.versions.title')}
      </Title>
      {versions.isPending ? (
        <LoadingText />
      ) : versions.isError ? (
        <Text size="sm">{t('review.versions.failed')}</Text>
      ) : (
        <List size="sm" spacing={4}>
          {[...versions.data.items].reverse().map((item) => (
            <List.Item key={item.version}>
              <Text span fw={600}>
                {t('review.versions.version', { version: item.version })}
              </Text>{' '}
              <Text span c="dimmed">
                {formatDateTimeMedium(item.at, currentLanguage())}
              </Text>
              {item.version > 1 && (
                <Text size="sm">
                  {item.changedFields.length > 0
                    ? t('review.versions.changed', { fields: item.changedFields.map(fieldName).join(', ') })
                    : t('review.versions.unchanged')}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
