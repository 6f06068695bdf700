import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import consoleEn from '../../locales/console/en-US.json';
import { shimJsdomForAntd } from '../../test/antd-jsdom';
import { NS } from '../i18n';
import { KycDeclared } from './kyc-declared';

shimJsdomForAntd();
beforeAll(async () => {
  i18next.addResourceBundle('en-US', NS, consoleEn, true, true);
  await i18next.changeLanguage('en-US');
});

/** The value antd writes in the cell beside a label. */
function valueOf(label: string) {
  const labelCell = screen.getByText(label).closest('th, td');
  expect(labelCell, label).not.toBeNull();
  return labelCell!.nextElementSibling?.textContent;
}

// antd's first render in jsdom is slow on a busy machine.
describe('what the player entered, beside their ID photos', { timeout: 60_000 }, () => {
  it('shows the real name, date of birth, country and masked id number to compare with the document', () => {
    render(
      <KycDeclared
        detail={{
          firstName: 'Hanako',
          lastName: 'Yamada',
          birthDate: '1990-04-01',
          countryCode: 'JP',
          idNumberMasked: '*****4567',
        }}
      />,
    );
    expect(screen.getByText(consoleEn.kyc.declared)).toBeTruthy();
    expect(valueOf(consoleEn.player.name)).toBe('Yamada Hanako');
    // The calendar day as written, whatever the browser's time zone.
    expect(valueOf(consoleEn.kyc.birth_date)).toBe('Apr 1, 1990');
    expect(valueOf(consoleEn.kyc.country)).toBe('Japan (JP)');
    expect(valueOf(consoleEn.kyc.id_number)).toBe('*****4567');
  });

  it('shows a dash for what the player has not given', () => {
    render(
      <KycDeclared
        detail={{ firstName: null, lastName: null, birthDate: null, countryCode: null, idNumberMasked: null }}
      />,
    );
    for (const label of [
      consoleEn.player.name,
      consoleEn.kyc.birth_date,
      consoleEn.kyc.country,
      consoleEn.kyc.id_number,
    ])
      expect(valueOf(label)).toBe('—');
  });
});
