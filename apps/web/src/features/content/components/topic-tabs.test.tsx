import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TopicTabs } from './topic-tabs';

function Harness({ start = 0 }: { start?: number }) {
  const [active, setActive] = useState(start);
  return <TopicTabs label="Guide topics" labels={['One', 'Two', 'Three']} active={active} onSelect={setActive} />;
}

const selected = () => screen.getByRole('tab', { selected: true });

describe('guide topic tabs', () => {
  it('keep only the selected tab in the Tab order and point it at its panel', () => {
    render(<Harness start={1} />);
    expect(screen.getByRole('tablist', { name: 'Guide topics' })).toBeTruthy();
    expect(selected().textContent).toBe('Two');
    expect(selected().getAttribute('tabindex')).toBe('0');
    expect(selected().getAttribute('aria-controls')).toBe('guide-panel-1');
    expect(screen.getByRole('tab', { name: 'One' }).getAttribute('tabindex')).toBe('-1');
  });

  it('move with the arrow keys, wrapping around, and jump with Home and End', () => {
    render(<Harness />);
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected().textContent).toBe('Two');
    expect(document.activeElement).toBe(selected());
    fireEvent.keyDown(selected(), { key: 'End' });
    expect(selected().textContent).toBe('Three');
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected().textContent).toBe('One');
    fireEvent.keyDown(selected(), { key: 'ArrowLeft' });
    expect(selected().textContent).toBe('Three');
    fireEvent.keyDown(selected(), { key: 'Home' });
    expect(selected().textContent).toBe('One');
  });

  it('select on click', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'Three' }));
    expect(selected().textContent).toBe('Three');
  });
});
