import { describe, expect, it } from 'vitest';
import { topicIndex } from './topic-index';

describe('the guide topic from the address', () => {
  it('is the number given when there is such a topic', () => {
    expect(topicIndex('2', 4)).toBe(2);
    expect(topicIndex('0', 4)).toBe(0);
  });

  it('is the first topic for a missing, unknown or malformed number', () => {
    expect(topicIndex(undefined, 4)).toBe(0);
    expect(topicIndex('4', 4)).toBe(0);
    expect(topicIndex('-1', 4)).toBe(0);
    expect(topicIndex('1.5', 4)).toBe(0);
    expect(topicIndex('faq', 4)).toBe(0);
  });
});
