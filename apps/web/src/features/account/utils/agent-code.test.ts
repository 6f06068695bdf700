import { afterEach, describe, expect, it } from 'vitest';
import { AGENT_CODE_KEY, captureAgentCode, storedAgentCode } from './agent-code';

afterEach(() => window.sessionStorage.clear());

describe('the agent code of an invite link', () => {
  it('is kept for the visit from ?agentCode=', () => {
    captureAgentCode('?page=2&agentCode=AB12cd');
    expect(window.sessionStorage.getItem(AGENT_CODE_KEY)).toBe('AB12cd');
    expect(storedAgentCode('')).toBe('AB12cd');
  });

  it('is taken from the current address even before it was captured', () => {
    expect(storedAgentCode('?agentCode=XY9')).toBe('XY9');
  });

  it('ignores codes that are not letters and digits, keeping the earlier one', () => {
    captureAgentCode('?agentCode=GOOD1');
    captureAgentCode('?agentCode=<script>');
    captureAgentCode('?agentCode=');
    expect(storedAgentCode('')).toBe('GOOD1');
  });

  it('is empty without one', () => {
    expect(storedAgentCode('')).toBe('');
  });
});
