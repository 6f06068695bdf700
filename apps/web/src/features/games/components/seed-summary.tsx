// The live seed pair as the player sees it before playing: the server seed's SHA-256 (the commitment),
// the client seed and the next nonce.
import { useTranslation } from 'react-i18next';
import type { Seeds } from '../api/get-seed';
import { HashText } from './hash-text';

export function SeedSummary({ seeds }: { seeds: Seeds | undefined }) {
  const { t } = useTranslation('game');
  return (
    <dl className="seed-summary" data-testid="seed-summary">
      <div>
        <dt>{t('seeds.serverSeedHash')}</dt>
        <dd className="mono mono-long" data-testid="server-seed-hash">
          {seeds ? <HashText value={seeds.serverSeedHash} /> : '—'}
        </dd>
      </div>
      <div>
        <dt>{t('seeds.clientSeed')}</dt>
        <dd className="mono mono-long" data-testid="client-seed">
          {seeds ? <HashText value={seeds.clientSeed} /> : '—'}
        </dd>
      </div>
      <div>
        <dt>{t('seeds.nonce')}</dt>
        <dd className="mono" data-testid="nonce">
          {seeds?.nonce ?? '—'}
        </dd>
      </div>
    </dl>
  );
}
