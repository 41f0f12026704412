import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { MAX_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS } from '@portal/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './search-input.module.css';

export type SearchInputProps = {
  /** The search in effect (from the URL). */
  value: string;
  /** Called once typing pauses for SEARCH_DEBOUNCE_MS, with the trimmed text. */
  onSearch: (q: string) => void;
  label: string;
  placeholder?: string;
};

/**
 * A list's search box (spec §4: debounced, a new search starts at page 1 — the caller's job), with a
 * button that clears it at once.
 */
export function SearchInput({ value, onSearch, label, placeholder }: SearchInputProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  const search = useDebouncedCallback((next: string) => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);

  // Follow the URL when it changes from outside (back button), but never rewrite what is being typed.
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== text.trim()) setText(value);
  }

  const clear = () => {
    setText('');
    search.cancel();
    onSearch('');
    inputRef.current?.focus();
  };

  return (
    <TextInput
      ref={inputRef}
      type="search"
      label={label}
      placeholder={placeholder}
      maxLength={MAX_SEARCH_LENGTH}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      // Our own button: the browser's cross shows only on hover and is out of reach of the keyboard.
      rightSection={
        text ? <CloseButton size="sm" aria-label={t('common.clearSearch')} onClick={clear} /> : undefined
      }
      classNames={{ input: classes.input }}
      w={{ base: '100%', sm: 420 }}
    />
  );
}
