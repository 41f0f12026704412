import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { useCreatePosPrecheck } from '../api/create-pos-precheck';
import { POS_FORM_ID } from './pos-form-fields';
import { PosPrecheckForm, type PosPrecheckFormProps } from './pos-precheck-form';

export type CreatePosPrecheckProps = Pick<PosPrecheckFormProps, 'variant' | 'draftKey'>;

/** The POS pre-check form with its title, sending to POST /precheck-pos?language=<UI language>. */
export function CreatePosPrecheck({ variant, draftKey }: CreatePosPrecheckProps) {
  const { t } = useTranslation();
  const createPosPrecheck = useCreatePosPrecheck();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2" id={`${POS_FORM_ID}-title`}>
        {t('precheckPos.title')}
      </Title>
      <PosPrecheckForm
        // A new key (another user) is another draft: start the form afresh.
        key={draftKey}
        variant={variant}
        draftKey={draftKey}
        onSubmit={({ data, captchaToken }) =>
          createPosPrecheck.mutateAsync({ data, captchaToken, language: currentLanguage() })
        }
      />
    </Stack>
  );
}
