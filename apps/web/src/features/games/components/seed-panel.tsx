// Seed settings on the machine: the live pair, a new client seed of the player's own, and rotating
// the pair, which reveals the old server seed so every round it drew can be verified.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '../../../components/form/text-field';
import { Callout } from '../../../components/callout';
import { useSeed } from '../api/get-seed';
import { useRotateSeed } from '../api/rotate-seed';
import { HashText } from './hash-text';
import { SeedSummary } from './seed-summary';
import { paths } from '../../../config/paths';

/** The server's rule for client seeds (RotateSeedRequest in the contracts). */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function SeedPanel({ busy, lastRoundSn }: { busy: boolean; lastRoundSn: string | null }) {
  const { t } = useTranslation('game');
  const id = useId();
  const seed = useSeed();
  const rotate = useRotateSeed();
  const [clientSeed, setClientSeed] = useState('');
  const [touched, setTouched] = useState(false);
  // The newest round of the pair being revealed, kept from the moment of the rotation.
  const [revealedRoundSn, setRevealedRoundSn] = useState<string | null>(null);
  const trimmed = clientSeed.trim();
  const invalid = trimmed !== '' && !CLIENT_SEED_PATTERN.test(trimmed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid || busy) return;
    const roundSn = lastRoundSn;
    rotate.mutate(trimmed || undefined, {
      onSuccess: () => {
        setClientSeed('');
        setRevealedRoundSn(roundSn);
      },
    });
  };

  const revealed = rotate.data?.revealed;
  return (
    <section className="side-panel seed-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="side-panel-title">
        {t('seeds.title')}
      </h2>
      <p className="side-panel-text">{t('seeds.explain')}</p>
      <SeedSummary seeds={seed.data} />
      <form className="form seed-form" onSubmit={submit} noValidate>
        <TextField
          id={`${id}-client`}
          className="mono-field"
          label={t('seeds.newClientSeed')}
          value={clientSeed}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('seeds.newClientSeedPlaceholder')}
          hint={t('seeds.clientSeedRule')}
          error={touched && invalid ? t('seeds.clientSeedInvalid') : undefined}
          onChange={(event) => setClientSeed(event.target.value)}
        />
        <button
          type="submit"
          className="button-link seed-rotate"
          disabled={busy || rotate.isPending}
          data-testid="rotate-seed"
        >
          {t('seeds.rotate')}
        </button>
      </form>
      {revealed && (
        <Callout tone="success" role="status" title={t('seeds.revealedTitle')} testId="revealed-seed">
          <dl className="seed-summary">
            <div>
              <dt>{t('seeds.serverSeed')}</dt>
              <dd className="mono mono-long" data-testid="revealed-server-seed">
                <HashText value={revealed.serverSeed} />
              </dd>
            </div>
            <div>
              <dt>{t('seeds.serverSeedHash')}</dt>
              <dd className="mono mono-long">
                <HashText value={revealed.serverSeedHash} />
              </dd>
            </div>
            <div>
              <dt>{t('seeds.clientSeed')}</dt>
              <dd className="mono mono-long">
                <HashText value={revealed.clientSeed} />
              </dd>
            </div>
            <div>
              <dt>{t('seeds.roundsPlayed')}</dt>
              <dd>{revealed.nonces}</dd>
            </div>
          </dl>
          {revealedRoundSn && (
            <Link className="text-link" to={paths.amigoVerify.getHref(revealedRoundSn)}>
              {t('seeds.verifyLast')}
            </Link>
          )}
        </Callout>
      )}
    </section>
  );
}
