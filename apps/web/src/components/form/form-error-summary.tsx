import { Alert, Anchor, Box, List, Text } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

export type FormErrorItem = {
  /** The id of the element to focus: the input, or the first option of a group. */
  id: string;
  /** The field's label, put before a message that does not name the field itself; empty for none. */
  label: string;
  message: string;
  /**
   * The part of the form the field is in, e.g. a service's section: consecutive items of one group
   * are listed under its name, so two fields of the same label in two sections stay apart.
   */
  group?: string;
};

/**
 * Focuses a field by id and brings it into view, for links that point at it. An id on a wrapper (the
 * captcha's box, a section's fieldset) focuses the first control inside it, so typing or Space acts on
 * it at once; `block` says where the wrapper lands (a section at the top, its legend in sight).
 */
export function focusField(id: string, block: ScrollLogicalPosition = 'center'): void {
  const element = document.getElementById(id);
  if (!element) return;
  const control = element.matches('input, select, textarea, button')
    ? element
    : (element.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button') ?? element);
  control.focus({ preventScroll: true });
  element.scrollIntoView({ block, behavior: 'smooth' });
}

/** "Company Name is required" already names its field; "Please enter a number" gets the label before it. */
function itemText({ label, message }: FormErrorItem): string {
  const name = label
    .replace(/\s*\(.*?\)\s*/g, ' ')
    .replace(/[*:]/g, '')
    .trim()
    .toLowerCase();
  if (!name || message.toLowerCase().includes(name)) return message;
  return `${label}: ${message}`;
}

export type FormErrorSummaryProps = {
  items: FormErrorItem[];
  /** Receives focus after a failed submit, so keyboard and screen-reader users land on the list. */
  ref?: Ref<HTMLDivElement>;
};

/**
 * The box 'Please fix the following errors:' (spec §2) listing every current error, each a link
 * that moves focus to its field. Renders nothing without errors.
 */
export function FormErrorSummary({ items, ref }: FormErrorSummaryProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;

  const runs: { group: string | undefined; items: FormErrorItem[] }[] = [];
  for (const item of items) {
    const last = runs.at(-1);
    if (last && last.group === item.group) last.items.push(item);
    else runs.push({ group: item.group, items: [item] });
  }

  const renderList = (list: FormErrorItem[]) => (
    <List size="sm" spacing={4}>
      {list.map((item) => (
        <List.Item key={item.id}>
          <Anchor
            href={`#${item.id}`}
            size="sm"
            c="red.9"
            underline="always"
            onClick={(event) => {
              event.preventDefault();
              focusField(item.id);
            }}
          >
            {itemText(item)}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );

  return (
    <Alert ref={ref} tabIndex={-1} color="red" variant="light" role="alert" title={t('forms.errorsSummary')}>
      {runs.map((run, index) =>
        run.group ? (
          <Box key={`${run.group}-${index}`} mt={index > 0 ? 'xs' : 0}>
            <Text size="sm" fw={650} c="red.9" mb={2}>
              {run.group}
            </Text>
            {renderList(run.items)}
          </Box>
        ) : (
          <Box key={`ungrouped-${index}`} mt={index > 0 ? 'xs' : 0}>
            {renderList(run.items)}
          </Box>
        ),
      )}
    </Alert>
  );
}
