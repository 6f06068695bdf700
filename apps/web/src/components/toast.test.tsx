import { Toast } from 'antd-mobile';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { showToast, toast, TOAST_DURATION_MS } from './toast';

describe('toasts', () => {
  it('last 2000 ms unless told otherwise', async () => {
    const show = vi.spyOn(Toast, 'show').mockReturnValue({ close: () => undefined });
    await toast.text('Saved');
    expect(TOAST_DURATION_MS).toBe(2000);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ duration: 2000, icon: undefined }));
    await toast.loading('Loading', { duration: 0 });
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ duration: 0, icon: 'loading' }));
  });

  it.each([
    ['success', 'success'],
    ['fail', 'fail'],
    ['loading', 'loading'],
    ['text', undefined],
    ['html', undefined],
  ] as const)('show the %s type with the matching icon', async (type, icon) => {
    const show = vi.spyOn(Toast, 'show').mockReturnValue({ close: () => undefined });
    await showToast(type, 'Message');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ icon }));
  });

  it('repeats text messages in a live region for screen readers', async () => {
    vi.spyOn(Toast, 'show').mockReturnValue({ close: () => undefined });
    void toast.fail('Wrong account or password');
    const region = document.getElementById('toast-announcer');
    expect(region?.getAttribute('role')).toBe('status');
    await waitFor(() => expect(region?.textContent).toBe('Wrong account or password'));
  });
});
