import { Text } from '@mantine/core';
import type { RetentionStatus } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTimeMedium } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useRetention } from '../api/get-retention';

/**
 * How many snapshots still hold people erased since they were written, and when the last of them is
 * pruned (DESIGN §13); until then a restore erases them again.
 */
export function ErasedInSnapshotsText({ erased }: { erased: RetentionStatus['erasedInSnapshots'] }) {
  const { t } = useTranslation();
  if (!erased) return <Text>{t('privacy.snapshots.none')}</Text>;
  return (
    <Text>
      {t('privacy.snapshots.holding', {
        count: erased.snapshots,
        date: formatDateTimeMedium(erased.prunedBy, currentLanguage()),
      })}
    </Text>
  );
}

/** The same, for the Backups screen: said only when some snapshot holds someone erased. */
export function ErasedInSnapshots() {
  const erased = useRetention().data?.erasedInSnapshots;
  return erased ? <ErasedInSnapshotsText erased={erased} /> : null;
}
