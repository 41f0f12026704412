import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@portal/shared';
import { useState } from 'react';

export type SearchInputProps = {
  /** The search in effect (from the URL). */
  value: string;
  /** Called once typing pauses for SEARCH_DEBOUNCE_MS, with the trimmed text. */
  onSearch: (q: string) => void;
  label: string;
  placeholder?: string;
};

/** A list's search box (spec §4: debounced, a new search starts at page 1 — the caller's job). */
export function SearchInput({ value, onSearch, label, placeholder }: SearchInputProps) {
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
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      w={{ base: '100%', sm: 420 }}
    />
  );
}
