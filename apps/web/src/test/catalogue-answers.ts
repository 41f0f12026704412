import { messageKey } from '@portal/i18n/browser';
import { type CatalogueKeys, type FieldKind, fieldBlocks, type FieldSpec } from '@portal/shared';
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';

/** A valid answer of each kind that is typed. */
const TYPED: Record<Exclude<FieldKind, 'yesNo' | 'choice' | 'choices'>, string> = {
  text: 'Nordlicht',
  longText: 'Outdoor equipment, shipped within two days',
  url: 'https://nordlicht.example',
  email: 'lena@nordlicht.example',
  phone: '+49 711 123456',
  password: 'S3cr3t-Pässwort!',
  amount: '12',
};

/** A label as the form shows it, whole ('Name', not 'Name of the bank'), with a required one's mark. */
function labelled(key: string): RegExp {
  const text = i18n.t(messageKey(key)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${text}(?: \\(required\\))?(?: \\*)?$`);
}

/**
 * Answers every required question of a section through its inputs, in catalogue order, with a valid
 * answer of its kind (yes, the first option); a sub-heading's questions are found under it, so the
 * owner's and the director's 'Name' stay apart. Then leaves the last one, so it is judged too.
 */
export async function answerRequired(
  user: UserEvent,
  section: HTMLElement,
  fields: readonly FieldSpec[],
  keys: CatalogueKeys,
): Promise<void> {
  for (const block of fieldBlocks(fields)) {
    const scope = within(
      block.subsection
        ? within(section).getByRole('group', { name: labelled(keys.subsection(block.subsection)) })
        : section,
    );
    for (const field of block.fields.filter((question) => question.required)) {
      const label = labelled(keys.field(field.name));
      if (field.kind === 'choices' || field.kind === 'choice') {
        const options = within(scope.getByRole('group', { name: label }));
        await user.click(options.getAllByRole(field.kind === 'choices' ? 'checkbox' : 'radio')[0]!);
      } else if (field.kind === 'yesNo') {
        await user.selectOptions(scope.getByLabelText(label), 'yes');
      } else {
        await user.click(scope.getByLabelText(label));
        await user.paste(TYPED[field.kind]);
      }
    }
  }
  await user.tab();
}
