import type { ViewLine } from '@portal/shared';

/** What a sighted reader sees in a value cell: no visually hidden text, no buttons; list items joined. */
function visibleText(cell: Element): string {
  const copy = cell.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('button, .mantine-VisuallyHidden-root')) hidden.remove();
  const items = [...copy.querySelectorAll('li')];
  const text = items.length > 0 ? items.map((item) => item.textContent).join(' ') : (copy.textContent ?? '');
  return text.trim();
}

/**
 * A rendered detail page read back as lines of section, sub-heading, label and value, in document
 * order: a level-2 heading opens a section, a level-3 heading a sub-heading, and every row with a
 * row header is a line. Compared with `recordViewLines`, it shows whether the page dropped,
 * reordered or reworded anything of the record's view.
 */
export function renderedDetailLines(root: Element): ViewLine[] {
  const lines: ViewLine[] = [];
  let section = '';
  let subsection: string | null = null;
  for (const element of root.querySelectorAll('h2, h3, th[scope="row"]')) {
    const text = (element.textContent ?? '').trim();
    if (element.tagName === 'H2') {
      section = text;
      subsection = null;
    } else if (element.tagName === 'H3') {
      subsection = text;
    } else {
      const cell = element.closest('tr')?.querySelector('td');
      lines.push({ section, subsection, label: text, value: cell ? visibleText(cell) : '' });
    }
  }
  return lines;
}
