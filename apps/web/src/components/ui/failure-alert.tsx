import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A failed action's notice (a PDF or an export that did not arrive), announced, and dismissible by name. */
export function FailureAlert({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" withCloseButton closeButtonLabel={t('common.close')} onClose={onClose}>
      {children}
    </Alert>
  );
}
