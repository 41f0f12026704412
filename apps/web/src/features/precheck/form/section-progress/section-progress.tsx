import { Paper, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from '@/lib/use-narrow-screen';
import { ProgressBarButton } from './progress-bar-button';
import { ProgressTitle } from './progress-title';
import { SectionProgressList } from './section-progress-list';
import { useCompletionAnnouncement } from './use-completion-announcement';
import { useCurrentSection } from './use-current-section';
import { type ProgressForm, type ProgressSection, useSectionStates } from './use-section-states';

const SectionProgressMenu = lazy(() => import('./section-progress-menu'));

export type SectionProgressProps<V extends FieldValues> = {
  form: ProgressForm<V>;
  /** The sections the form shows for these answers, in form order, with the questions each asks. */
  sections: (values: V) => readonly ProgressSection[];
};

/**
 * The form's sections and how far each is (DESIGN §11, 'Form progress'): not started, in progress,
 * complete or with errors, each a link to its section. Beside the form on wide screens; on narrow
 * ones a bar ('Section 3 of 8') that opens the same list. A section turning complete is said politely.
 */
export function SectionProgress<V extends FieldValues>({ form, sections }: SectionProgressProps<V>) {
  const { t } = useTranslation();
  const items = useSectionStates(form, sections);
  const currentId = useCurrentSection(items.map((item) => item.id));
  const announcement = useCompletionAnnouncement(items);
  const narrow = useNarrowScreen('lg');
  const titleId = useId();
  const label = t('forms.progress.label');
  // Counted from 1; the first section while the person is above them all.
  const position = Math.max(1, items.findIndex((item) => item.id === currentId) + 1);

  return (
    <nav aria-label={narrow ? label : undefined} aria-labelledby={narrow ? undefined : titleId}>
      {narrow ? (
        // The same bar until the menu's code is there, so nothing moves when it arrives.
        <Suspense fallback={<ProgressBarButton position={position} total={items.length} />}>
          <SectionProgressMenu label={label} items={items} currentId={currentId} position={position} />
        </Suspense>
      ) : (
        <Paper withBorder radius="md" p="xs">
          <ProgressTitle id={titleId}>{label}</ProgressTitle>
          <SectionProgressList items={items} currentId={currentId} />
        </Paper>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        <span key={announcement.count}>{announcement.text}</span>
      </VisuallyHidden>
    </nav>
  );
}
