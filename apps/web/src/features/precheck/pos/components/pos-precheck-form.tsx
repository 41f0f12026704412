import { messageKey } from '@portal/i18n/browser';
import {
  POS_CATALOGUE,
  POS_FIELDS,
  POS_FORM_DEFAULTS,
  POS_KEYS,
  posAnswerSections,
  type PosFieldSpec,
  type PosPrecheckData,
  type PosSection,
  type PrecheckCreated,
} from '@portal/shared';
import { startValues } from '@/features/precheck/form/start-values';
import { useTranslation } from 'react-i18next';
import {
  CatalogueFieldInput,
  fieldFocusId,
  type FieldInputs,
} from '@/features/precheck/form/catalogue-field-input';
import type { FormErrorItem } from '@/components/form/form-error-summary';
import { FieldGrid, FormSection } from '@/features/precheck/form/form-section';
import { ChoiceFieldInput } from '@/features/precheck/form/inputs/choice-field-input';
import { ChoicesFieldInput } from '@/features/precheck/form/inputs/choices-field-input';
import { TextFieldInput } from '@/features/precheck/form/inputs/text-field-input';
import { YesNoFieldInput } from '@/features/precheck/form/inputs/yes-no-field-input';
import { lazyResolver } from '@/components/form/lazy-resolver';
import { PrecheckFormFrame } from '@/features/precheck/form/precheck-form-frame';
import type { PrecheckFormProps } from '@/features/precheck/form/create-precheck-page';
import { SectionProgress } from '@/features/precheck/form/section-progress/section-progress';
import type { FormSubmission } from '@/features/precheck/form/use-form-submit';
import { usePrecheckForm } from '@/features/precheck/form/use-precheck-form';
import { useViewTranslation } from '@/components/ui/use-view-translation';
import { POS_FORM_ID, posFieldId, posProgressSections, posSectionId } from './pos-form-fields';

export type PosPrecheckSubmission = FormSubmission<PosPrecheckData>;

export type PosPrecheckFormProps<TSent = PrecheckCreated> = PrecheckFormProps<PosPrecheckData, TSent>;

const posResolver = lazyResolver(() => import('./pos-resolver').then((module) => module.posResolver));

const SECTIONS = Object.keys(POS_CATALOGUE) as PosSection[];
const SERVER_FIELDS = POS_FIELDS.map((field) => field.name);

/** The POS questions' kinds: no long text and no password, so neither input is loaded. */
const POS_INPUTS: FieldInputs<PosFieldSpec['kind']> = {
  text: TextFieldInput,
  email: TextFieldInput,
  phone: TextFieldInput,
  url: TextFieldInput,
  amount: TextFieldInput,
  yesNo: YesNoFieldInput,
  choice: ChoiceFieldInput,
  choices: ChoicesFieldInput,
};

/**
 * The POS pre-check form (spec §2 and §5), validated by the shared schema: the browser and the API
 * apply the very same rules. Errors show under a field once it was left (and from then on as it
 * changes), and all of them in the summary box; the draft is kept in localStorage until it is sent.
 */
export function PosPrecheckForm<TSent = PrecheckCreated>({
  variant,
  draftKey,
  onSubmit,
  onCreated,
  start,
}: PosPrecheckFormProps<TSent>) {
  const { t } = useTranslation();
  const view = useViewTranslation();
  const precheckForm = usePrecheckForm({
    variant,
    draftKey,
    defaults: start ? startValues(POS_FORM_DEFAULTS, start.values) : POS_FORM_DEFAULTS,
    resolver: posResolver,
    serverFields: SERVER_FIELDS,
    onSubmit,
    onCreated,
    what: 'the POS pre-check',
  });
  const { form } = precheckForm;

  const summaryItems = (errorOf: (path: string) => string | undefined): FormErrorItem[] =>
    POS_FIELDS.flatMap((field) => {
      const message = errorOf(field.name);
      if (!message) return [];
      return [
        {
          id: fieldFocusId(field, posFieldId(field.name)),
          label: t(messageKey(POS_KEYS.field(field.name))),
          message,
        },
      ];
    });

  return (
    <PrecheckFormFrame
      formId={POS_FORM_ID}
      state={precheckForm}
      errors={summaryItems}
      progress={<SectionProgress form={form} sections={() => posProgressSections(t)} />}
      review={{
        sections: (data) => posAnswerSections(data, view.t, view.language),
        changeTarget: (section) => posSectionId(section as PosSection),
      }}
    >
      {SECTIONS.map((section) => (
        <FormSection
          key={section}
          id={posSectionId(section)}
          legend={t(messageKey(POS_KEYS.section(section)))}
          marked={start?.marked.includes(section) ? t('forms.update.marked') : undefined}
        >
          <FieldGrid fields={POS_CATALOGUE[section]}>
            {(field: PosFieldSpec) => (
              <CatalogueFieldInput
                field={field}
                inputs={POS_INPUTS}
                keys={POS_KEYS}
                form={form}
                name={field.name}
                id={posFieldId(field.name)}
              />
            )}
          </FieldGrid>
        </FormSection>
      ))}
    </PrecheckFormFrame>
  );
}
