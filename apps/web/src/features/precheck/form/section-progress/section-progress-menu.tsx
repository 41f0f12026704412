import '@mantine/core/styles/Popover.css';
import { Popover } from '@mantine/core';
import { useId, useState } from 'react';
import { ProgressBarButton } from './progress-bar-button';
import { ProgressTitle } from './progress-title';
import { SectionProgressList } from './section-progress-list';
import type { SectionProgressItem } from './use-section-states';

export type SectionProgressMenuProps = {
  /** Names the opened list, 'Form progress'. */
  label: string;
  items: readonly SectionProgressItem[];
  currentId: string | undefined;
  /** The current section's place, counted from 1. */
  position: number;
};

/**
 * The compact bar of a narrow screen and the list of sections it opens, as a popover: by keyboard
 * (Enter or Space opens it with focus on the current section's entry, Tab stays inside, Escape closes
 * it and returns to the bar) and by touch (a tap outside closes it). Loaded only on narrow screens, so
 * the popover's positioning code is not part of a wide screen's download.
 */
export default function SectionProgressMenu({ label, items, currentId, position }: SectionProgressMenuProps) {
  const [opened, setOpened] = useState(false);
  // Back to the bar when the list is closed without a choice; not when an entry took focus to its section.
  const [returnFocus, setReturnFocus] = useState(true);
  const titleId = useId();

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom"
      width="target"
      shadow="md"
      trapFocus
      returnFocus={returnFocus}
      // In the page, not a portal: the list stays inside the navigation it belongs to.
      withinPortal={false}
    >
      <Popover.Target>
        <ProgressBarButton
          position={position}
          total={items.length}
          onClick={() => {
            setReturnFocus(true);
            setOpened((open) => !open);
          }}
        />
      </Popover.Target>
      {/* Named by its title, not after the bar's 'Section 3 of 8' as Mantine would. */}
      <Popover.Dropdown aria-labelledby={titleId} p="xs">
        <ProgressTitle id={titleId}>{label}</ProgressTitle>
        <SectionProgressList
          items={items}
          currentId={currentId}
          onNavigate={() => {
            setReturnFocus(false);
            setOpened(false);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
