import '@mantine/core/styles/Code.css';
import { Code, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyValueButton } from '@/components/ui/copy-value-button';

/** The recovery codes of a new second factor, shown this once, with a way to copy them all. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <>
      {/* Two columns of a plain list where they fit, one on a phone: read in order, each code an item. */}
      <List
        type="ordered"
        listStyleType="none"
        aria-label={t('mfa.recoveryCode')}
        data-testid="recovery-codes"
        style={{ columns: '2 7.5rem' }}
        spacing={4}
      >
        {codes.map((code) => (
          <List.Item key={code}>
            <Code fz="md" style={{ whiteSpace: 'nowrap' }}>
              {code}
            </Code>
          </List.Item>
        ))}
      </List>
      <CopyValueButton value={codes.join('\n')} label={t('mfa.recovery.copy')} />
    </>
  );
}
