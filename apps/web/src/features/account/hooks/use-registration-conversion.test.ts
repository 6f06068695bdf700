import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { REGISTERED_EVENT, useRegistrationConversion } from './use-registration-conversion';

describe('the registration conversion', () => {
  it('announces a new account with a hall:registered event on the window', () => {
    const listener = vi.fn();
    window.addEventListener(REGISTERED_EVENT, listener);
    const { result } = renderHook(() => useRegistrationConversion());
    result.current();
    window.removeEventListener(REGISTERED_EVENT, listener);
    expect(REGISTERED_EVENT).toBe('hall:registered');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
