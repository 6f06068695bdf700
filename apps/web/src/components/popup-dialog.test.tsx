import { fireEvent, render, screen } from '@testing-library/react';
import { waitForDialogToClose } from '../test/dialogs';
import { describe, expect, it, vi } from 'vitest';
import { PopupDialog } from './popup-dialog';

describe('the popup dialog', () => {
  it('shows its title, content, confirm and cancel buttons', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <PopupDialog
        visible
        title="Apply as agent"
        onClose={() => undefined}
        onConfirm={onConfirm}
        onCancel={onCancel}
        showCancelButton
      >
        <p>Your application will be reviewed.</p>
      </PopupDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Apply as agent' })).toBeTruthy();
    expect(screen.getByText('Your application will be reviewed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('closes with its labelled close button and with Escape', () => {
    const onClose = vi.fn();
    render(<PopupDialog visible ariaLabel="Notice" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('is 500 px wide by default, and never wider than the screen minus margins', () => {
    render(<PopupDialog visible title="Wide" onClose={() => undefined} />);
    const popup = document.querySelector<HTMLElement>('.adm-center-popup');
    expect(popup?.style.getPropertyValue('--max-width')).toBe('min(500px, calc(100vw - 32px))');
  });

  it('accepts another width', () => {
    render(<PopupDialog visible title="Narrow" width={360} onClose={() => undefined} />);
    const popup = document.querySelector<HTMLElement>('.adm-center-popup');
    expect(popup?.style.getPropertyValue('--max-width')).toBe('min(360px, calc(100vw - 32px))');
  });

  it('keeps keyboard focus inside while open', async () => {
    render(
      <>
        <button type="button">Outside</button>
        <PopupDialog visible title="Trap" onClose={() => undefined} onConfirm={() => undefined} />
      </>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('leaves the accessibility tree and the tab order the moment it is closed, while it fades out', async () => {
    const { rerender } = render(<PopupDialog visible title="Leaving" onClose={() => undefined} testId="leaving" />);
    expect(screen.getByRole('dialog', { name: 'Leaving' })).toBeTruthy();
    rerender(<PopupDialog visible={false} title="Leaving" onClose={() => undefined} testId="leaving" />);
    // Still in the document for its fade, but no longer a dialog anyone can reach.
    expect(screen.queryByRole('dialog', { name: 'Leaving' })).toBeNull();
    const faded = screen.queryByTestId('leaving');
    if (faded) expect(faded.hasAttribute('inert')).toBe(true);
    await waitForDialogToClose('leaving');
  });
});
