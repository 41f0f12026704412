import { useTranslation } from 'react-i18next';
import { CreatePrecheckPage } from '@/features/precheck/form/create-precheck-page';
import { ecomPrecheckCopy, submitEcomPrecheck } from '../api/create-ecom-precheck';
import { ECOM_FORM_ID } from './ecom-form-values';
import { EcomPrecheckForm, type EcomPrecheckFormProps } from './ecom-precheck-form';

export type CreateEcomPrecheckProps = Pick<EcomPrecheckFormProps, 'variant' | 'draftKey'>;

/** The e-commerce pre-check form with its title, sending to POST /precheck?language=<UI language>. */
export function CreateEcomPrecheck(props: CreateEcomPrecheckProps) {
  const { t } = useTranslation();
  return (
    <CreatePrecheckPage
      title={t('precheckEcom.title')}
      formId={ECOM_FORM_ID}
      form={EcomPrecheckForm}
      create={submitEcomPrecheck}
      copyOf={ecomPrecheckCopy}
      {...props}
    />
  );
}
