// What the console lets each role open comes from its one route table, and refine asks the same.
import { describe, expect, it } from 'vitest';
import { accessControlProvider, can } from './access';
import { CONSOLE_RESOURCES } from './console-resources';
import { writeSession } from './session';

describe('console access', () => {
  it("follows the route table's roles, admin everywhere, narrower actions apart", () => {
    for (const { name, roles } of CONSOLE_RESOURCES) {
      expect(can('admin', name)).toBe(true);
      for (const role of ['finance', 'support', 'content'] as const)
        expect(can(role, name)).toBe((roles as readonly string[]).includes(role));
    }
    expect(can('support', 'adjustments')).toBe(true);
    expect(can('support', 'adjustments', 'approve')).toBe(false);
    expect(can(undefined, 'dashboard')).toBe(false);
  });

  it("answers refine for the signed-in operator's role", async () => {
    writeSession({ token: 't', username: 'desk', role: 'content', twoFactor: 'none' });
    await expect(accessControlProvider.can({ resource: 'notices', action: 'list' })).resolves.toEqual({ can: true });
    await expect(accessControlProvider.can({ resource: 'withdrawals', action: 'list' })).resolves.toEqual({
      can: false,
    });
  });
});
