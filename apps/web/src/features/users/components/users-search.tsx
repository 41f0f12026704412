import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type UsersSearchProps = {
  /** The search in effect (from the URL). */
  value: string;
  /** Called once typing pauses for SEARCH_DEBOUNCE_MS, with the trimmed text. */
  onSearch: (q: string) => void;
};

export function UsersSearch({ value, onSearch }: UsersSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  const search = useDebouncedCallback((next: string) => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);

  // Follow the URL when it changes from outside (back button), but never rewrite what is being typed.
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== text.trim()) setText(value);
  }

  return (
    <TextInput
      type="search"
      label={t('users.search')}
      placeholder={t('users.searchPlaceholder')}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      w={{ base: '100%', sm: 320 }}
    />
  );
}
