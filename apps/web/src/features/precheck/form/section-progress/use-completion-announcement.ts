import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionProgressItem, SectionState } from './use-section-states';

export type Announcement = {
  text: string;
  /** Counts the announcements, so the same words said again are a new message to the live region. */
  count: number;
};

/**
 * What the polite live region says: "General Information complete" when a section on screen turns
 * complete. Not for the states the form starts with (a restored draft), nor for a section that
 * appears complete (a service ticked again with its answers kept): nothing was just finished there.
 */
export function useCompletionAnnouncement(items: readonly SectionProgressItem[]): Announcement {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState<Announcement>({ text: '', count: 0 });
  const previous = useRef<ReadonlyMap<string, SectionState>>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = new Map(items.map((item) => [item.id, item.state]));
    if (!before) return;
    const finished = items.filter(
      (item) => item.state === 'complete' && before.has(item.id) && before.get(item.id) !== 'complete',
    );
    if (finished.length === 0) return;
    const text = finished
      .map((item) => t('forms.progress.sectionComplete', { section: item.title }))
      .join(' ');
    setAnnouncement(({ count }) => ({ text, count: count + 1 }));
  }, [items, t]);

  return announcement;
}
