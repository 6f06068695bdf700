// Verify a round in the browser: from a round of the player's (?roundSn=, prefilled, checked at once
// when its server seed is revealed) or from seeds typed in. The round is recomputed here with the
// engine the server plays with, and the server seed is hashed against the commitment shown before play.
// Public: anyone holding revealed seeds can check a round; loading a stored round needs a sign-in.
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useGames } from '../api/get-games';
import { TextField } from '../../../components/form/text-field';
import { Callout } from '../../../components/callout';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { hasToken } from '../../../lib/session-store';
import { useRound } from '../api/get-round';
import { useRotateSeed } from '../api/rotate-seed';
import { VerifyResult } from './verify-result';
import { GAMES, gameById } from '@hall/game-engine/games';
import { reelLayoutOf } from '../reels/reel-layouts';
import { roundViewOf } from '../reels/round-view';
import { EMPTY_FIELDS, fieldsFromRound, type VerifyFields } from '../verify/verify-input';
import { verify } from '../verify/verification';
import { paths } from '../../../config/paths';
import '../../../styles/money.css';
import '../game-hall.css';

const GAME_IDS = Object.keys(GAMES);

export function VerifyPage() {
  const { t, ready } = useTranslation(['game', 'finance']);
  const id = useId();
  const [searchParams] = useSearchParams();
  const roundSn = searchParams.get('roundSn');
  const signedIn = hasToken();
  const round = useRound(signedIn ? roundSn : null);
  const rotate = useRotateSeed();
  const games = useGames();
  const [fields, setFields] = useState<VerifyFields>(EMPTY_FIELDS);
  const [checked, setChecked] = useState<VerifyFields | null>(null);

  // A loaded round fills the form, and is checked at once when its seed is already revealed.
  const loaded = round.data;
  useEffect(() => {
    if (!loaded) return;
    const next = fieldsFromRound(loaded);
    setFields(next);
    setChecked(loaded.serverSeed ? next : null);
  }, [loaded]);

  const stored = useMemo(() => (loaded ? roundViewOf(loaded) : null), [loaded]);
  const verification = useMemo(() => (checked ? verify(checked, stored) : null), [checked, stored]);
  const set = (key: keyof VerifyFields) => (value: string) => setFields((current) => ({ ...current, [key]: value }));
  const field = (key: keyof VerifyFields, fieldId: string) => ({
    id: fieldId,
    value: fields[key],
    className: 'mono-field',
    autoComplete: 'off',
    spellCheck: false,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key)(event.target.value),
  });
  const result = useRef<HTMLDivElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked({ ...fields });
    // The result sits above the form: bring it into view once drawn.
    requestAnimationFrame(() => result.current?.scrollIntoView({ block: 'start' }));
  };

  if (!ready) return <PageShell title={t('routes.amigoVerify', { ns: 'translation' })} />;
  const layout = reelLayoutOf(fields.gameId);
  return (
    <PageShell title={t('routes.amigoVerify', { ns: 'translation' })} intro={t('verify.intro')}>
      <div className="verify">
        {roundSn && !signedIn && (
          <Callout tone="info" title={t('verify.signInToLoad', { roundSn })}>
            <p>{t('verify.signInToLoadText')}</p>
          </Callout>
        )}
        {roundSn && signedIn && round.isPending && <PageLoading />}
        {roundSn && round.isError && (
          <Callout tone="danger" role="alert" title={t('verify.roundMissing', { roundSn })} />
        )}
        {loaded && (
          <p className="verify-round" data-testid="verify-round">
            <KeepWhole
              text={t('verify.loadedRound', { roundSn: loaded.roundSn, machineId: loaded.machineId })}
              words={[loaded.roundSn, loaded.machineId]}
            />
          </p>
        )}
        {loaded?.voided && (
          <Callout tone="info" title={t('verify.voidedTitle')} testId="round-voided">
            <p>{t('verify.voidedText', { reason: loaded.voided.reason })}</p>
          </Callout>
        )}
        {loaded && !loaded.serverSeed && (
          <Callout tone="warning" title={t('verify.secretTitle')} testId="seed-secret">
            <p>{t('verify.secretText')}</p>
            <button
              type="button"
              className="button-link button-link-primary"
              disabled={rotate.isPending}
              onClick={() => rotate.mutate(undefined, { onSuccess: () => void round.refetch() })}
              data-testid="reveal-seed"
            >
              {t('verify.revealNow')}
            </button>
          </Callout>
        )}

        <div ref={result} className="verify-result-anchor">
          {verification && <VerifyResult verification={verification} stored={stored} />}
        </div>

        <form className="form verify-form side-panel" onSubmit={submit} noValidate>
          <div className="form-row">
            <div className="form-field">
              <label htmlFor={`${id}-game`}>{t('verify.game')}</label>
              <select
                id={`${id}-game`}
                className="text-input select-input"
                value={fields.gameId}
                onChange={(event) => set('gameId')(event.target.value)}
              >
                {GAME_IDS.map((game) => (
                  <option key={game} value={game}>
                    {games.data?.find((g) => g.id === game)?.name ?? game}
                  </option>
                ))}
              </select>
            </div>
            {(gameById(fields.gameId)?.lineBets.length ?? 0) > 0 && layout && (
              <div className="form-field">
                <label htmlFor={`${id}-line-bet`}>{t('verify.lineBet')}</label>
                <select
                  id={`${id}-line-bet`}
                  className="text-input select-input"
                  value={fields.lineBet}
                  onChange={(event) => set('lineBet')(event.target.value)}
                >
                  {layout.bets.map((bet) => (
                    <option key={bet.total} value={String(bet.lineBet)}>
                      {bet.lineBet}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {(gameById(fields.gameId)?.settings.length ?? 0) > 0 && (
              <div className="form-field">
                <label htmlFor={`${id}-setting`}>{t('verify.setting')}</label>
                <select
                  id={`${id}-setting`}
                  className="text-input select-input"
                  value={fields.setting}
                  onChange={(event) => set('setting')(event.target.value)}
                >
                  <option value="">{t('verify.settingUnknown')}</option>
                  {gameById(fields.gameId)!.settings.map((setting) => (
                    <option key={setting} value={String(setting)}>
                      {setting}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </div>
          <TextField
            {...field('serverSeed', `${id}-server-seed`)}
            label={t('verify.serverSeed')}
            hint={t('verify.serverSeedHint')}
          />
          <TextField {...field('serverSeedHash', `${id}-hash`)} label={t('verify.committedHash')} />
          <div className="form-row">
            <TextField {...field('clientSeed', `${id}-client-seed`)} label={t('verify.clientSeed')} />
            <TextField {...field('nonce', `${id}-nonce`)} label={t('verify.nonce')} inputMode="numeric" />
          </div>
          <button type="submit" className="button-link button-link-primary verify-submit" data-testid="verify-submit">
            {t('verify.submit')}
          </button>
        </form>

        <p>
          <Link className="text-link" to={paths.amigo.getHref()}>
            {t('machine.backToHall')}
          </Link>
        </p>
      </div>
    </PageShell>
  );
}

/** A translated sentence whose ids ("S-001", a round number) never break across lines, at a hyphen or not. */
function KeepWhole({ text, words }: { text: string; words: string[] }) {
  const pattern = new RegExp(`(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  return text.split(pattern).map((part, index) =>
    words.includes(part) ? (
      <span key={index} className="keep-whole">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
