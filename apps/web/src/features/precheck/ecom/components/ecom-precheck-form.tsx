import { messageKey } from '@portal/i18n/browser';
import { NativeSelect, Paper, Stack, Text } from '@mantine/core';
import {
  ECOM_FIELDS,
  ECOM_KEYS,
  ECOM_SERVICES,
  ecomAnswerSections,
  ecomFieldApplies,
  ecomFieldBlocks,
  ecomFieldIsConditional,
  type EcomGroup,
  type EcomPrecheckData,
  isServiceOffered,
  type Region,
  REGIONS,
  type PrecheckCreated,
} from '@portal/shared';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldFocusId } from '@/features/precheck/form/catalogue-field-input';
import { checkboxGroupFirstId, CheckboxGroupField } from '@/components/form/checkbox-group-field';
import type { FormErrorItem } from '@/components/form/form-error-summary';
import { lazyResolver } from '@/components/form/lazy-resolver';
import { PrecheckFormFrame } from '@/features/precheck/form/precheck-form-frame';
import type { PrecheckFormProps } from '@/features/precheck/form/create-precheck-page';
import { SectionProgress } from '@/features/precheck/form/section-progress/section-progress';
import { useShownFieldErrorText } from '@/components/form/shown-field-error';
import { usePrecheckForm } from '@/features/precheck/form/use-precheck-form';
import { useViewTranslation } from '@/components/ui/use-view-translation';
import {
  consistentSelection,
  ECOM_FORM_DEFAULTS,
  ECOM_FORM_ID,
  ECOM_SERVER_FIELDS,
  ecomDraftValues,
  ecomFieldId,
  type EcomFieldPath,
  ecomFieldPath,
  ecomProgressSections,
  ecomSectionId,
  selectedGroups,
} from './ecom-form-values';
import { EcomGroupSection } from './ecom-group-section';
import { keepingPassword } from './keeping-password';
import { startValues } from '@/features/precheck/form/start-values';

export type EcomPrecheckFormProps<TSent = PrecheckCreated> = PrecheckFormProps<EcomPrecheckData, TSent>;

const REGION_ID = ecomFieldId('reg');
const SERVICES_ID = ecomFieldId('srv');

const ecomResolver = lazyResolver(() => import('./ecom-resolver').then((module) => module.ecomResolver));

/** An update keeps the stored website password when its field is left empty (DESIGN §12). */
const updateResolver = keepingPassword(ecomResolver);

/**
 * The e-commerce pre-check form (spec §2, §4, §5; DESIGN §6), built from the shared field catalogue:
 * region and services, the general information, then one section per ticked service. Validation runs
 * on blur and on change and is re-run over the whole form whenever region or services change, so it
 * always covers exactly the sections on screen; a field shows its error once touched (or after a
 * submit), and the summary box lists every error shown.
 */
export function EcomPrecheckForm<TSent = PrecheckCreated>({
  variant,
  draftKey,
  onSubmit,
  onCreated,
  start,
}: EcomPrecheckFormProps<TSent>) {
  const { t } = useTranslation();
  const view = useViewTranslation();
  const precheckForm = usePrecheckForm({
    variant,
    draftKey,
    defaults: start ? startValues(ECOM_FORM_DEFAULTS, start.values) : ECOM_FORM_DEFAULTS,
    resolver: start ? updateResolver : ecomResolver,
    prepare: consistentSelection,
    toDraft: ecomDraftValues,
    serverFields: ECOM_SERVER_FIELDS,
    onSubmit,
    onCreated,
    what: 'the e-commerce pre-check',
  });
  const { form } = precheckForm;

  const reg = useWatch({ control: form.control, name: 'reg' });
  const srv = useWatch({ control: form.control, name: 'srv' });
  const groups: EcomGroup[] = ['genInfo', ...selectedGroups(srv)];

  /** The sections on screen changed: judge the whole form again, so no error of a gone section stays. */
  const revalidate = () => void form.trigger();

  // Read here for the two fields this component shows itself: each field's error re-renders only
  // what shows it (CatalogueFieldInput), and these two re-check the whole form anyway.
  const regionError = useShownFieldErrorText(form, 'reg');
  const servicesError = useShownFieldErrorText(form, 'srv');

  // A change may ask or drop a conditional question of its group (Other → wlOtherGateway): re-check those.
  const onFieldChanged = (path: EcomFieldPath) => {
    const group = path.slice(0, path.indexOf('.')) as EcomGroup;
    const dependents = ECOM_FIELDS[group]
      .filter((field) => ecomFieldIsConditional(field.name))
      .map((field) => ecomFieldPath(group, field.name))
      .filter((dependent) => dependent !== path);
    if (dependents.length > 0) void form.trigger(dependents);
  };

  /** Every error shown now, in form order: region, services, then each section's questions. */
  const summaryItems = (errorOf: (path: string) => string | undefined): FormErrorItem[] => {
    const items: FormErrorItem[] = [];
    const region = errorOf('reg');
    if (region) items.push({ id: REGION_ID, label: t('precheckEcom.region'), message: region });
    const services = errorOf('srv');
    // 'Select at least one service' says what it is about.
    if (services) items.push({ id: checkboxGroupFirstId(SERVICES_ID), label: '', message: services });
    for (const group of groups) {
      const answers = form.getValues(group);
      for (const block of ecomFieldBlocks(group)) {
        for (const field of block.fields) {
          if (!ecomFieldApplies(field.name, answers)) continue;
          const message = errorOf(ecomFieldPath(group, field.name));
          if (!message) continue;
          const label = t(messageKey(ECOM_KEYS.field(field.name)));
          items.push({
            id: fieldFocusId(field, ecomFieldId(field.name)),
            // 'Name' and 'Phone' under a sub-heading say whose they are.
            label: block.subsection
              ? `${t(messageKey(ECOM_KEYS.subsection(block.subsection)))} – ${label}`
              : label,
            message,
            group: t(messageKey(ECOM_KEYS.section(group))),
          });
        }
      }
    }
    return items;
  };
  const regionOptions = REGIONS.map((region) => ({
    value: region,
    label: t(`precheckEcom.regions.${region}`),
  }));
  const serviceOptions = ECOM_SERVICES.map((service) => {
    const offered = isServiceOffered(reg, service);
    return {
      value: service,
      label: t(`precheckEcom.services.${service}`),
      disabled: !offered,
      description: offered ? undefined : (
        <Text component="span" size="xs" c="gray.7">
          {t('precheckEcom.serviceUnavailable')}
        </Text>
      ),
    };
  });

  return (
    <PrecheckFormFrame
      formId={ECOM_FORM_ID}
      state={precheckForm}
      errors={summaryItems}
      progress={<SectionProgress form={form} sections={(values) => ecomProgressSections(values, t)} />}
      review={{
        sections: (data) => ecomAnswerSections(data, view.t, view.language),
        // The general information's review leads with region and services: Change starts there.
        changeTarget: (group) => (group === 'genInfo' ? REGION_ID : ecomSectionId(group as EcomGroup)),
        secret: (data) => data.genInfo.genPass,
      }}
    >
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <NativeSelect
            id={REGION_ID}
            label={t('precheckEcom.region')}
            data={regionOptions}
            required
            error={regionError}
            w={{ base: '100%', sm: 320 }}
            {...form.register('reg', {
              // Spec §4: services the new region does not offer leave the selection.
              onChange: (event: { target: { value: string } }) => {
                const region = event.target.value as Region;
                const kept = form.getValues('srv').filter((service) => isServiceOffered(region, service));
                form.setValue('srv', kept, { shouldDirty: true });
                revalidate();
              },
            })}
          />
          <Controller
            name="srv"
            control={form.control}
            render={({ field: { value, onBlur } }) => (
              <CheckboxGroupField
                id={SERVICES_ID}
                label={t('precheckEcom.servicesLabel')}
                options={serviceOptions}
                value={value}
                onChange={(next) => {
                  // Kept in form order, whatever the order of the clicks.
                  const ticked = ECOM_SERVICES.filter((service) => next.includes(service));
                  form.setValue('srv', ticked, { shouldDirty: true, shouldTouch: true });
                  revalidate();
                }}
                onBlur={onBlur}
                required
                error={servicesError}
              />
            )}
          />
        </Stack>
      </Paper>

      {groups.map((group) => (
        <EcomGroupSection
          key={group}
          group={group}
          binding={{ form, onFieldChanged }}
          marked={start?.marked.includes(group) ? t('forms.update.marked') : undefined}
        />
      ))}
    </PrecheckFormFrame>
  );
}
