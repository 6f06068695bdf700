import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSpinKey } from '../hooks/use-spin-key';
import { ownsSpace, spinKeyAction } from './spin-keys';

function Machine({ onSpin }: { onSpin: () => void }) {
  useSpinKey(onSpin);
  return (
    <div>
      <p data-testid="reels">reels</p>
      <input aria-label="client seed" data-testid="seed" />
      <textarea aria-label="note" data-testid="note" />
      <button type="button">Sound</button>
      <div role="dialog" aria-label="Reality check">
        <p data-testid="in-dialog">Keep playing?</p>
      </div>
    </div>
  );
}

const space = (target: Element | Window, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(target, { key: ' ', code: 'Space', bubbles: true, cancelable: true, ...init });

describe('the space key on the machine', () => {
  it('spins once per press, and does not scroll the page', () => {
    const onSpin = vi.fn();
    const { getByTestId } = render(<Machine onSpin={onSpin} />);
    // fireEvent returns false when the default (scrolling) was prevented.
    expect(space(document.body)).toBe(false);
    expect(onSpin).toHaveBeenCalledTimes(1);
    expect(space(getByTestId('reels'))).toBe(false);
    expect(onSpin).toHaveBeenCalledTimes(2);
    // A held key repeats: swallowed, no second spin and no scrolling.
    expect(space(document.body, { repeat: true })).toBe(false);
    expect(onSpin).toHaveBeenCalledTimes(2);
  });

  it('is left to form fields, buttons and dialogs, and ignores other keys and modifiers', () => {
    const onSpin = vi.fn();
    const { getByTestId, getByRole } = render(<Machine onSpin={onSpin} />);
    expect(space(getByTestId('seed'))).toBe(true);
    expect(space(getByTestId('note'))).toBe(true);
    expect(space(getByRole('button', { name: 'Sound' }))).toBe(true);
    expect(space(getByTestId('in-dialog'))).toBe(true);
    fireEvent.keyDown(document.body, { key: 'Enter', code: 'Enter' });
    space(document.body, { ctrlKey: true });
    expect(onSpin).not.toHaveBeenCalled();
  });

  it('stops listening when the machine leaves the screen', () => {
    const onSpin = vi.fn();
    const { unmount } = render(<Machine onSpin={onSpin} />);
    unmount();
    space(document.body);
    expect(onSpin).not.toHaveBeenCalled();
  });

  it('is decided from the key, the target and the modifiers', () => {
    const base = {
      key: ' ',
      code: 'Space',
      repeat: false,
      defaultPrevented: false,
      altKey: false,
      ctrlKey: false,
      metaKey: false,
      target: document.body,
    };
    expect(spinKeyAction(base)).toBe('spin');
    expect(spinKeyAction({ ...base, repeat: true })).toBe('swallow');
    expect(spinKeyAction({ ...base, defaultPrevented: true })).toBe('ignore');
    expect(spinKeyAction({ ...base, key: 'a', code: 'KeyA' })).toBe('ignore');
    const select = document.createElement('select');
    expect(ownsSpace(select)).toBe(true);
    expect(spinKeyAction({ ...base, target: select })).toBe('ignore');
    expect(ownsSpace(null)).toBe(false);
  });
});
