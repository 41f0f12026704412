import { useTranslation } from 'react-i18next';
import { CreatePrecheckPage } from '@/features/precheck/form/create-precheck-page';
import { posPrecheckCopy, submitPosPrecheck } from '../api/create-pos-precheck';
import { POS_FORM_ID } from './pos-form-fields';
import { PosPrecheckForm, type PosPrecheckFormProps } from './pos-precheck-form';

export type CreatePosPrecheckProps = Pick<PosPrecheckFormProps, 'variant' | 'draftKey'>;

/** The POS pre-check form with its title, sending to POST /precheck-pos?language=<UI language>. */
export function CreatePosPrecheck(props: CreatePosPrecheckProps) {
  const { t } = useTranslation();
  return (
    <CreatePrecheckPage
      title={t('precheckPos.title')}
      formId={POS_FORM_ID}
      form={PosPrecheckForm}
      create={submitPosPrecheck}
      copyOf={posPrecheckCopy}
      {...props}
    />
  );
}
