import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SecretShownOnce } from '@/components/ui/secret-shown-once';

export type NewWebhookSecretProps = {
  title: string;
  secret: string;
  /** After a rotation: that the previous secret still signs, and until when. */
  note?: ReactNode;
  /** The admin has taken the secret: it leaves the screen, and nothing can show it again. */
  onDone: () => void;
  /** Another way on beside Done, e.g. a link to the new endpoint. */
  action?: ReactNode;
};

/** A signing secret just made (a new endpoint, a rotation), shown this once, with a way to copy it. */
export function NewWebhookSecret({ title, secret, note, onDone, action }: NewWebhookSecretProps) {
  const { t } = useTranslation();
  return (
    <SecretShownOnce
      title={title}
      once={t('webhooks.secret.once')}
      note={note}
      label={t('webhooks.secret.label')}
      value={secret}
      copyLabel={t('webhooks.secret.copy')}
      doneLabel={t('webhooks.secret.done')}
      action={action}
      testId="new-webhook-secret"
      onDone={onDone}
    />
  );
}
