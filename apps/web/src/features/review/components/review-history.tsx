import '@mantine/core/styles/List.css';
import { List, Text, Title } from '@mantine/core';
import type { PrecheckKind, PrecheckStatus, ReviewHistory } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { LoadingText } from '@/components/ui/loading-text';
import { formatDateTimeMedium } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { usePrecheckHistory } from '../api/get-precheck-history';

type Item = ReviewHistory['items'][number];

/** One entry: when, what, by whom, and the note or message it carried. */
function HistoryEntry({ item }: { item: Item }) {
  const { t } = useTranslation();
  const status = (value: string | undefined) => t(`review.statuses.${value as PrecheckStatus}`);
  const what = {
    created: () => t('review.history.created'),
    status: () => t('review.history.status', { from: status(item.from), to: status(item.to) }),
    assignee: () =>
      item.to === undefined
        ? t('review.history.unassigned')
        : t('review.history.assigned', { name: item.to || t('review.history.someone') }),
    note: () => t('review.history.note'),
    update: () => t('review.history.update', { version: item.version }),
    mail: () => t('review.history.mail', { what: status(item.to) }),
  }[item.type]();
  return (
    <List.Item>
      <Text size="sm">
        <Text span c="dimmed">
          {formatDateTimeMedium(item.at, currentLanguage())}
        </Text>{' '}
        {what}
        {item.actor && ` ${t('review.history.by', { name: item.actor.name })}`}
        {item.reason && ` (${t(`review.reasons.${item.reason}`)})`}
      </Text>
      {item.text && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {item.text}
        </Text>
      )}
    </List.Item>
  );
}

/** The pre-check's history, oldest first (DESIGN §12). */
export function ReviewHistoryList({ kind, id }: { kind: PrecheckKind; id: string }) {
  const { t } = useTranslation();
  const history = usePrecheckHistory(kind, id);
  return (
    <section aria-labelledby="history-title">
      <Title order={3} size="h5" id="history-title" mb="xs">
        {t('review.history.title')}
      </Title>
      {history.isError ? (
        <Text size="sm" c="red.9">
          {t('common.requestFailed')}
        </Text>
      ) : history.data ? (
        <List spacing="xs">
          {history.data.items.map((item, index) => (
            <HistoryEntry key={`${item.at}-${index}`} item={item} />
          ))}
        </List>
      ) : (
        <LoadingText />
      )}
    </section>
  );
}
