import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_SAVE_DELAY_MS, useDraft } from './use-draft';

const defaults = { name: '', choice: 'no', tags: [] as string[] };

afterEach(() => {
  vi.useRealTimers();
});

describe('useDraft', () => {
  it('starts from the defaults when nothing is stored', () => {
    const { result } = renderHook(() => useDraft('form', defaults));
    expect(result.current.initialValues).toEqual(defaults);
    expect(result.current.restored).toBe(false);
  });

  it('lays a stored draft over the defaults, ignoring unknown fields and wrong types', () => {
    localStorage.setItem(
      'draft:form',
      JSON.stringify({ name: 'Ada', choice: 42, tags: ['a', 1], extra: 'x' }),
    );
    const { result } = renderHook(() => useDraft('form', defaults));
    expect(result.current.initialValues).toEqual({ name: 'Ada', choice: 'no', tags: [] });
    expect(result.current.restored).toBe(true);
  });

  it('lays grouped values over their groups the same way', () => {
    const grouped = { reg: 'us', genInfo: { genComp: '', tags: [] as string[] }, abInfo: { abProduct: [] } };
    localStorage.setItem(
      'draft:grouped',
      JSON.stringify({ reg: 'eu', genInfo: { genComp: 'Nordlicht', tags: 'x', extra: 1 }, abInfo: 'junk' }),
    );
    const { result } = renderHook(() => useDraft('grouped', grouped));
    expect(result.current.initialValues).toEqual({
      reg: 'eu',
      genInfo: { genComp: 'Nordlicht', tags: [] },
      abInfo: { abProduct: [] },
    });
    expect(result.current.restored).toBe(true);
  });

  it('survives a corrupt draft', () => {
    localStorage.setItem('draft:form', '{not json');
    const { result } = renderHook(() => useDraft('form', defaults));
    expect(result.current.initialValues).toEqual(defaults);
  });

  it('writes after the pause, at once on unmount, and removes a draft equal to the defaults', () => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useDraft('form', defaults));
    act(() => result.current.save({ ...defaults, name: 'Ada' }));
    expect(localStorage.getItem('draft:form')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    });
    expect(JSON.parse(localStorage.getItem('draft:form') ?? '{}').name).toBe('Ada');

    act(() => result.current.save({ ...defaults, name: 'Grace' }));
    unmount();
    expect(JSON.parse(localStorage.getItem('draft:form') ?? '{}').name).toBe('Grace');

    const { result: remounted } = renderHook(() => useDraft('form', defaults));
    act(() => remounted.current.save(defaults));
    act(() => {
      vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    });
    expect(localStorage.getItem('draft:form')).toBeNull();
  });

  it('forgets the draft and any pending save on clear', () => {
    vi.useFakeTimers();
    localStorage.setItem('draft:form', JSON.stringify({ name: 'Ada' }));
    const { result } = renderHook(() => useDraft('form', defaults));
    act(() => result.current.save({ ...defaults, name: 'Grace' }));
    act(() => result.current.clear());
    act(() => {
      vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    });
    expect(localStorage.getItem('draft:form')).toBeNull();
  });
});
