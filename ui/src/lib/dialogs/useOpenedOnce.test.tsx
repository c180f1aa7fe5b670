import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOpenedOnce } from './useOpenedOnce';

describe('useOpenedOnce', () => {
  it('is false until the dialog first opens, then stays true through its closing and after', () => {
    const { result, rerender } = renderHook(({ opened }) => useOpenedOnce(opened), { initialProps: { opened: false } });
    expect(result.current).toBe(false);
    rerender({ opened: false });
    expect(result.current).toBe(false);

    rerender({ opened: true });
    expect(result.current).toBe(true);
    rerender({ opened: false });
    expect(result.current).toBe(true);
  });

  it('is true at once for a dialog drawn open', () => {
    const { result } = renderHook(() => useOpenedOnce(true));
    expect(result.current).toBe(true);
  });
});
