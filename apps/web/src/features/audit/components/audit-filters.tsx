import { Button, Group, NativeSelect, Paper, TextInput } from '@mantine/core';
import { messageKey } from '@portal/i18n/browser';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditFilter, auditListQuerySchema } from '@portal/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_FILTER_KEYS } from './use-audit-params';

type Fields = Record<(typeof AUDIT_FILTER_KEYS)[number], string>;

const fieldsOf = (filter: AuditFilter): Fields =>
  Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, filter[key] ?? ''])) as Fields;

/**
 * The audit log's filters as a form: applied together on submit, each checked by the same schema the
 * API checks them with, so a bad date reads its message beside its field and nothing is sent.
 */
export function AuditFilters({
  filter,
  onApply,
}: {
  filter: AuditFilter;
  onApply: (next: AuditFilter) => void;
}) {
  const { t } = useTranslation();
  const [fields, setFields] = useState(() => fieldsOf(filter));
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const set = (key: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ''));
    const parsed = auditListQuerySchema.safeParse(given);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), t(messageKey(issue.message))]),
        ),
      );
      return;
    }
    setErrors({});
    const { page: _page, pageSize: _pageSize, ...next } = parsed.data;
    onApply(next);
  }

  function clear() {
    setFields(fieldsOf({}));
    setErrors({});
    onApply({});
  }

  const text = (key: keyof Fields, type: 'text' | 'date' = 'text', description?: string) => (
    <TextInput
      label={t(`audit.filters.${key}`)}
      description={description}
      type={type}
      value={fields[key]}
      error={errors[key]}
      onChange={(event) => set(key)(event.currentTarget.value)}
      style={{ flex: type === 'date' ? '1 1 10rem' : '1 1 14rem' }}
    />
  );

  return (
    <Paper
      component="form"
      withBorder
      radius="md"
      p="md"
      onSubmit={submit}
      aria-label={t('audit.filters.label')}
    >
      <Group align="flex-start" gap="md">
        {text('actor', 'text', t('audit.filters.actorHint'))}
        <NativeSelect
          label={t('audit.filters.action')}
          value={fields.action}
          error={errors.action}
          onChange={(event) => set('action')(event.currentTarget.value)}
          data={[
            { value: '', label: t('audit.filters.anyAction') },
            ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`audit.actions.${action}`) })),
          ]}
          style={{ flex: '1 1 16rem' }}
        />
        <NativeSelect
          label={t('audit.filters.targetType')}
          value={fields.targetType}
          error={errors.targetType}
          onChange={(event) => set('targetType')(event.currentTarget.value)}
          data={[
            { value: '', label: t('audit.filters.anyTarget') },
            ...AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: t(`audit.targets.${type}`) })),
          ]}
          style={{ flex: '1 1 14rem' }}
        />
        {text('targetId')}
        {text('from', 'date')}
        {text('to', 'date')}
      </Group>
      <Group gap="sm" mt="md">
        <Button type="submit">{t('audit.filters.apply')}</Button>
        <Button variant="default" onClick={clear}>
          {t('audit.filters.clear')}
        </Button>
      </Group>
    </Paper>
  );
}
