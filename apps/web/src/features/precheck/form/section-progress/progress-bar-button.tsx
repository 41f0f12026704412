import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, Ref } from 'react';
import { useTranslation } from 'react-i18next';

export type ProgressBarButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & {
    /** The section the person is at, counted from 1. */
    position: number;
    total: number;
    ref?: Ref<HTMLButtonElement>;
  };

/** The narrow screen's bar: 'Section 3 of 8', opening the list of sections. */
export function ProgressBarButton({ position, total, ...button }: ProgressBarButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      fullWidth
      justify="space-between"
      rightSection={
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      }
      {...button}
    >
      {t('forms.progress.position', { current: position, total })}
    </Button>
  );
}
