import { renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useAddressChange } from './useAddressChange';

describe('useAddressChange', () => {
  it('should leave the page as it is on the first render, however often it runs', () => {
    const apply = vi.fn();
    const { rerender } = renderHook(({ type }) => useAddressChange(type, apply), {
      initialProps: { type: 'internship' },
      wrapper: StrictMode,
    });
    rerender({ type: 'internship' });
    expect(apply).not.toHaveBeenCalled();
  });

  it('should hand each new value to the page once, as the address changes', () => {
    const apply = vi.fn();
    const { rerender } = renderHook(({ type }) => useAddressChange(type, apply), {
      initialProps: { type: 'internship' },
    });
    rerender({ type: 'job' });
    rerender({ type: 'job' });
    rerender({ type: 'internship' });
    expect(apply.mock.calls).toEqual([['job'], ['internship']]);
  });
});
