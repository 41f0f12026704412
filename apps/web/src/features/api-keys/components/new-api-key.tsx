import type { ApiKeyCreated } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { SecretShownOnce } from '@/components/ui/secret-shown-once';

export type NewApiKeyProps = {
  created: ApiKeyCreated;
  /** The admin has taken the key: it leaves the screen, and nothing can show it again. */
  onDone: () => void;
};

/** A key just created, shown this once (only its hash is stored), with a way to copy it. */
export function NewApiKey({ created, onDone }: NewApiKeyProps) {
  const { t } = useTranslation();
  return (
    <SecretShownOnce
      title={t('apiKeys.created.title', { name: created.name })}
      once={t('apiKeys.created.once')}
      label={t('apiKeys.created.key')}
      value={created.key}
      copyLabel={t('apiKeys.created.copy')}
      doneLabel={t('apiKeys.created.done')}
      testId="new-api-key"
      onDone={onDone}
    />
  );
}
