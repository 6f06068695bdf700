import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SlumpGraph, slumpGeometry } from './slump-graph';

describe('the slump graph', () => {
  it('keeps the zero line inside the box and scales the running total around it', () => {
    const rising = slumpGeometry([10, 20, 40], 100, 48);
    expect(rising.low).toBe(0);
    expect(rising.high).toBe(40);
    expect(rising.zeroY).toBe(44);
    expect(rising.points).toBe('0.0,34.0 50.0,24.0 100.0,4.0');

    const falling = slumpGeometry([-30, -60], 100, 48);
    expect(falling.zeroY).toBe(4);
    expect(falling.points.split(' ').at(-1)).toBe('100.0,44.0');
    expect(falling.last).toBe(-60);
  });

  it('draws one game as a line from zero, and no games as the zero line only', () => {
    expect(slumpGeometry([5], 100, 48).points).toBe('0.0,44.0 100.0,4.0');
    const { container } = render(<SlumpGraph values={[]} label="No games yet today" />);
    expect(container.querySelector('polyline')).toBeNull();
    expect(screen.getByRole('img', { name: 'No games yet today' })).toBeTruthy();
  });
});
