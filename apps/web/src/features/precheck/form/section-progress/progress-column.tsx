import type { ReactNode } from 'react';
import classes from './section-progress.module.css';

/** The class of a form laid out with a progress column (section-progress.module.css). */
export const WITH_PROGRESS = classes.layout;

/** The form's column for its progress: beside the form, or the bar above it on narrow screens. */
export function ProgressColumn({ children }: { children: ReactNode }) {
  return <div className={classes.column}>{children}</div>;
}
