import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { passwordStrength } from '@hall/contracts/fields';
import { PasswordStrength } from './password-strength';

describe('the password strength meter', () => {
  it.each([
    ['', 0],
    ['Ab1!', 0],
    ['abcdef', 1],
    ['abcdeF', 2],
    ['abcde1F', 3],
    ['abc1F!x', 4],
    ['123456', 1],
    ['!!!!!!', 1],
  ])('rates %j at level %i (one per character class, 0 under 6 characters)', (password, level) => {
    expect(passwordStrength(password)).toBe(level);
    const { unmount } = render(<PasswordStrength password={password} />);
    const meter = screen.getByRole('meter', { name: 'Strength' });
    expect(meter.getAttribute('aria-valuenow')).toBe(String(level));
    expect(meter.querySelectorAll('.strength-bar-on')).toHaveLength(level);
    unmount();
  });

  it('names the level in words', () => {
    render(<PasswordStrength password="abc1F!x" />);
    expect(screen.getByRole('meter').getAttribute('aria-valuetext')).toBe('very strong');
    expect(screen.getByText('Strength: very strong')).toBeTruthy();
  });

  it('says what is needed while empty and that short passwords are too short', () => {
    const { rerender } = render(<PasswordStrength password="" />);
    expect(screen.getByText('Strength: at least 6 characters')).toBeTruthy();
    rerender(<PasswordStrength password="Ab1" />);
    expect(screen.getByText('Strength: too short')).toBeTruthy();
  });
});
