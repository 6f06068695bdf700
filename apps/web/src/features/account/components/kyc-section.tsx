// Identity verification in the user centre (SPEC.md section 3): the front, the back and a handheld
// photo of the ID with the date of birth it shows (kept on the profile; shown, not asked, once it is
// locked), the state of the newest submission (submitted, approved, or rejected with the reason in the
// player's language and the reviewer's note as written), and a new submission after a rejection.
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BIRTH_DATE_MIN, BirthDate } from '@hall/contracts/fields';
import type { KycSubmission } from '@hall/contracts/kyc';
import '../../../components/form/form.css';
import { PageLoading } from '../../../components/page-loading';
import { TextField } from '../../../components/form/text-field';
import { toast } from '../../../components/toast';
import { fieldErrorText } from '../../../lib/form-errors';
import { useSessionStore } from '../../../lib/session-store';
import { useAddKyc } from '../api/add-kyc';
import { useKycLatest } from '../api/get-kyc-latest';
import { PhotoUploader } from './photo-uploader';

const SLOTS = ['front', 'back', 'handheld'] as const;
type Slot = (typeof SLOTS)[number];
type Photos = Record<Slot, string | null>;

export function KycSection() {
  const { t } = useTranslation('account');
  const latest = useKycLatest();

  return (
    <section className="form-section kyc" aria-labelledby="kyc-title" data-testid="kyc-section">
      <h2 id="kyc-title" className="form-section-title">
        {t('kyc.title')}
      </h2>
      {latest.isPending ? (
        <PageLoading />
      ) : latest.isError ? (
        <p className="form-section-text">{t('kyc.loadFailed')}</p>
      ) : (
        <>
          <KycStatus submission={latest.data} />
          {(latest.data === null || latest.data.status === 'rejected') && (
            <KycForm resubmission={latest.data !== null} />
          )}
        </>
      )}
    </section>
  );
}

function KycStatus({ submission }: { submission: KycSubmission | null }) {
  const { t, i18n } = useTranslation('account');
  if (!submission) return <p className="form-section-text">{t('kyc.intro')}</p>;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(submission.createdAt),
  );
  return (
    <div className={`kyc-status kyc-status-${submission.status}`} data-testid="kyc-status" role="status">
      <p className="kyc-status-title">{t(`kyc.status.${submission.status}`)}</p>
      <p className="kyc-status-text">{t(`kyc.statusText.${submission.status}`, { date })}</p>
      {submission.status === 'rejected' && submission.reasonCode && (
        <p className="kyc-status-reason" data-testid="kyc-reject-reason">
          {t('kyc.reason', { reason: t(`kyc.rejectReason.${submission.reasonCode}`) })}
        </p>
      )}
      {submission.status === 'rejected' && submission.reason && (
        <p className="kyc-status-reason" data-testid="kyc-reject-note">
          {t('kyc.note', { note: submission.reason })}
        </p>
      )}
    </div>
  );
}

function KycForm({ resubmission }: { resubmission: boolean }) {
  const { t } = useTranslation('account');
  const [photos, setPhotos] = useState<Photos>({ front: null, back: null, handheld: null });
  const [missing, setMissing] = useState<ReadonlySet<Slot>>(new Set());
  const user = useSessionStore((state) => state.user);
  const locked = Boolean(user?.birthDateLocked);
  const [birthDate, setBirthDate] = useState(user?.birthDate ?? '');
  const [birthDateError, setBirthDateError] = useState<string | undefined>();
  const addKyc = useAddKyc();

  const setPhoto = (slot: Slot, value: string | null) => {
    setPhotos((current) => ({ ...current, [slot]: value }));
    if (value) setMissing((current) => new Set([...current].filter((s) => s !== slot)));
  };

  const submit = () => {
    const absent = SLOTS.filter((slot) => !photos[slot]);
    setMissing(new Set(absent));
    const date = locked ? null : BirthDate.safeParse(birthDate);
    setBirthDateError(
      date && !date.success ? fieldErrorText(t, date.error.issues[0]?.message, t('fields.birthDate')) : undefined,
    );
    if (absent.length > 0 || (date && !date.success)) return;
    addKyc.mutate(
      { front: photos.front!, back: photos.back!, handheld: photos.handheld!, ...(date && { birthDate: date.data }) },
      { onSuccess: () => toast.success(t('kyc.sent')) },
    );
  };

  return (
    <div className="kyc-form">
      {resubmission && <p className="form-section-text">{t('kyc.resubmit')}</p>}
      <div className="photo-grid">
        {SLOTS.map((slot) => (
          <PhotoUploader
            key={slot}
            id={`kyc-${slot}`}
            label={t(`kyc.photo.${slot}`)}
            hint={t(`kyc.photoHint.${slot}`)}
            value={photos[slot]}
            onChange={(value) => setPhoto(slot, value)}
            disabled={addKyc.isPending}
            error={
              missing.has(slot)
                ? t('validation.pleaseUpload', { ns: 'translation', name: t(`kyc.photo.${slot}`) })
                : undefined
            }
          />
        ))}
      </div>
      <TextField
        id="kyc-birth-date"
        type="date"
        label={t('kyc.birthDate')}
        hint={locked ? t('profile.birthDateLocked') : t('kyc.birthDateHint')}
        autoComplete="bday"
        min={BIRTH_DATE_MIN}
        max={new Date().toISOString().slice(0, 10)}
        value={birthDate}
        onChange={(event) => setBirthDate(event.target.value)}
        disabled={locked || addKyc.isPending}
        error={birthDateError}
      />
      <p className="form-hint">{t('kyc.privacy')}</p>
      <div className="form-actions">
        <Button color="primary" size="large" loading={addKyc.isPending} onClick={submit} data-testid="kyc-submit">
          {t('kyc.submit')}
        </Button>
      </div>
    </div>
  );
}
