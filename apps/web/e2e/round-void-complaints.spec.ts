// A voided round and a complaint as the player sees them on a phone: the finance operator voids a
// round that won (through the back office's API), the round shows as voided in the game records
// and on its verification page, and a complaint shows its deadline from the terms. Screenshots at
// 390 px land in ROUND_VOID_SHOTS_DIR (/tmp/round-void-shots unless set), which is not committed.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { generateSync } from 'otplib';
import { expectAccessible } from './support/a11y';
import { E2E_OPERATOR, E2E_OPERATOR_TOTP_SECRET } from './support/operator';
import { callApi, createPlayer, depositThroughApi, signInAs } from './support/player';
import { MOBILE_ONLY } from './support/viewports';

const dir = process.env.ROUND_VOID_SHOTS_DIR ?? '/tmp/round-void-shots';
mkdirSync(dir, { recursive: true });

/** The finance operator signed in with its authenticator (this step's code, or the next step's). */
async function financeToken(request: APIRequestContext) {
  for (let step = 0; step < 4; step++) {
    const { challenge } = await callApi<{ challenge: string }>(request, '/v2/admin/auth/login', {
      username: E2E_OPERATOR.username,
      password: E2E_OPERATOR.password,
    });
    const epoch = Math.floor(Date.now() / 1000) + (step % 2) * 30;
    const response = await request.post('/v2/admin/auth/login/totp', {
      data: { challenge, code: generateSync({ secret: E2E_OPERATOR_TOTP_SECRET, epoch }) },
    });
    const answer = (await response.json()) as { code: number; data: { token: string } };
    if (answer.code === 200) return answer.data.token;
    if (step === 1) await new Promise((resolve) => setTimeout(resolve, 30_000));
  }
  throw new Error('the finance operator could not sign in');
}

test(
  'a voided round and a complaint’s deadline, as the player sees them',
  MOBILE_ONLY,
  async ({ page, context, request }) => {
    test.setTimeout(180_000);
    const player = await createPlayer(request, 'void');
    await depositThroughApi(request, player, '5000');
    let roundSn: string | undefined;
    for (let i = 0; i < 300 && !roundSn; i++) {
      const round = await callApi<{ roundSn: string; win: string }>(
        request,
        '/v2/app/game/spin',
        { machineId: 'S-001', lineBet: 1, requestKey: `void${i}${Date.now()}` },
        player.token,
      );
      if (round.win !== '0') roundSn = round.roundSn;
    }
    expect(roundSn).toBeDefined();
    const finance = await financeToken(request);
    await callApi(
      request,
      '/v2/admin/game/round/void',
      { roundSn, reason: 'The reels stopped on a line the paytable does not pay.' },
      finance,
    );
    await callApi(
      request,
      '/v2/app/support/ticket/create',
      { topic: 'complaint', subject: 'A round was voided', message: `Why was round ${roundSn} voided?` },
      player.token,
    );
    await signInAs(context, player, 'en-US');
    const shot = (name: string) => page.screenshot({ path: path.join(dir, `${name}-390.png`), fullPage: true });

    await page.goto('/user/record?tab=game');
    const card = page.locator(`[data-round="${roundSn}"]`);
    await expect(card.getByTestId('round-voided')).toHaveText('Voided');
    await shot('records-voided');

    await page.goto(`/amigo/verify?roundSn=${roundSn}`);
    await expect(page.getByTestId('round-voided')).toContainText('The reels stopped on a line');
    await shot('verify-voided');
    await expectAccessible(page, 'verify a voided round');

    await page.goto('/user/support');
    await page.getByText('A round was voided').click();
    await expect(page.getByTestId('support-ticket-due')).toBeVisible();
    await expect(page.getByText(/resolve a complaint within 14 days/)).toBeVisible();
    await shot('complaint-deadline');
    await expectAccessible(page, 'a complaint');

    await page.goto('/user/station-letter');
    await shot('inbox-void-letter');
  },
);
