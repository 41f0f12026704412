import { useTranslation } from 'react-i18next';
import { focusField } from '@/components/form/form-error-summary';
import classes from './section-progress.module.css';
import type { SectionProgressItem, SectionState } from './use-section-states';

/** Drawn beside the state's words, which say it: an empty ring, a half-filled one, a tick, a '!'. */
function StateMark({ state }: { state: SectionState }) {
  const ring = { cx: 8, cy: 8, r: 6.5 };
  return (
    <svg className={classes.mark} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      {state === 'notStarted' && (
        <circle {...ring} fill="none" stroke="var(--mantine-color-gray-6)" strokeWidth="1.5" />
      )}
      {state === 'inProgress' && (
        <>
          <circle {...ring} fill="none" stroke="var(--mantine-color-indigo-7)" strokeWidth="1.5" />
          <path d="M8 1.5a6.5 6.5 0 0 1 0 13z" fill="var(--mantine-color-indigo-7)" />
        </>
      )}
      {state === 'complete' && (
        <>
          <circle cx="8" cy="8" r="7.5" fill="var(--mantine-color-green-8)" />
          <path d="M4.5 8.2l2.3 2.3 4.7-4.8" fill="none" stroke="white" strokeWidth="1.8" />
        </>
      )}
      {state === 'hasErrors' && (
        <>
          <circle cx="8" cy="8" r="7.5" fill="var(--mantine-color-red-8)" />
          <path d="M8 4v5M8 11v1.5" stroke="white" strokeWidth="1.8" />
        </>
      )}
    </svg>
  );
}

export type SectionProgressListProps = {
  items: readonly SectionProgressItem[];
  /** The section the person is at, marked as the current step. */
  currentId: string | undefined;
  /** Called as an entry is followed, before focus moves to its section. */
  onNavigate?: () => void;
};

/** The sections in form order, each a link to its first field, with its state in words. */
export function SectionProgressList({ items, currentId, onNavigate }: SectionProgressListProps) {
  const { t } = useTranslation();
  return (
    <ol className={classes.list}>
      {items.map((item) => {
        const current = item.id === currentId;
        return (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className={classes.entry}
              data-state={item.state}
              aria-current={current ? 'step' : undefined}
              // Where the menu's focus trap starts: the entry of the section the person is at.
              data-autofocus={current || undefined}
              onClick={(event) => {
                event.preventDefault();
                onNavigate?.();
                focusField(item.id, 'start');
              }}
            >
              <StateMark state={item.state} />
              <span>
                <span className={classes.title}>{item.title}</span>
                <span className={classes.separator}>: </span>
                <span className={classes.state}>{t(`forms.progress.states.${item.state}`)}</span>
              </span>
            </a>
          </li>
        );
      })}
    </ol>
  );
}
