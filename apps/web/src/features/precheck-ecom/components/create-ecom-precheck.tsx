import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { useCreateEcomPrecheck } from '../api/create-ecom-precheck';
import { ECOM_FORM_ID } from './ecom-form-values';
import { EcomPrecheckForm, type EcomPrecheckFormProps } from './ecom-precheck-form';

export type CreateEcomPrecheckProps = Pick<EcomPrecheckFormProps, 'variant' | 'draftKey'>;

/** The e-commerce pre-check form with its title, sending to POST /precheck?language=<UI language>. */
export function CreateEcomPrecheck({ variant, draftKey }: CreateEcomPrecheckProps) {
  const { t } = useTranslation();
  const createEcomPrecheck = useCreateEcomPrecheck();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2" id={`${ECOM_FORM_ID}-title`}>
        {t('precheckEcom.title')}
      </Title>
      <EcomPrecheckForm
        // A new key (another user) is another draft: start the form afresh.
        key={draftKey}
        variant={variant}
        draftKey={draftKey}
        onSubmit={({ data, captchaToken }) =>
          createEcomPrecheck.mutateAsync({ data, captchaToken, language: currentLanguage() })
        }
      />
    </Stack>
  );
}
