import { Button, type ButtonProps, CopyButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type CopyValueButtonProps = Omit<ButtonProps, 'children'> & {
  /** What goes to the clipboard. */
  value: string;
  /** The button's text until it is pressed, e.g. "Copy key". */
  label: string;
};

/**
 * Copies a value shown once (a secret, recovery codes, a new key); the button then says "Copied" for a
 * moment, and a screen reader hears it (aria-live), since nothing else on the screen changes.
 */
export function CopyValueButton({ value, label, variant = 'default', ...props }: CopyValueButtonProps) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button variant={variant} {...props} onClick={copy} aria-live="polite">
          {copied ? t('common.copied') : label}
        </Button>
      )}
    </CopyButton>
  );
}
