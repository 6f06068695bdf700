// "Restrict how we use your data" (privacy notice, "Your rights"): two switches, each an objection the
// server keeps and acts on: to marketing (no offers reach the player, and the marketing consent is
// withdrawn) and to profiling (never chosen for letters to a group of players by what we know of
// them). Below, the way to any other request about the player's data: a help request on the data
// request topic, which the server gives its one-month deadline.
import { Switch } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../../../components/form/form.css';
import { PageLoading } from '../../../components/page-loading';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useDataUse, useSetDataUse } from '../api/data-use';

type Use = 'marketing' | 'profiling';
const USES: Use[] = ['marketing', 'profiling'];

export function DataUseSection() {
  const { t } = useTranslation('account');
  const format = useMoneyFormat();
  const objections = useDataUse();
  const change = useSetDataUse();

  const toggle = (use: Use, objected: boolean) =>
    change.mutate(
      { [use]: objected },
      { onSuccess: () => toast.success(t(`dataUse.${use}.${objected ? 'objected' : 'lifted'}`)) },
    );

  return (
    <div className="settings-stack">
      <section className="form-section" aria-labelledby="data-use-title" data-testid="data-use">
        <h2 id="data-use-title" className="form-section-title">
          {t('dataUse.title')}
        </h2>
        <p className="form-section-text">{t('dataUse.intro')}</p>
        {objections.isPending ? (
          <PageLoading />
        ) : objections.isError ? (
          <p className="form-section-text">{t('dataUse.loadFailed')}</p>
        ) : (
          <>
            {USES.map((use) => (
              <div key={use} className="marketing-consent-row">
                <div>
                  <p id={`data-use-${use}-label`} className="marketing-consent-label">
                    {t(`dataUse.${use}.label`)}
                  </p>
                  <p id={`data-use-${use}-hint`} className="form-section-text">
                    {t(`dataUse.${use}.hint`)}
                  </p>
                </div>
                <Switch
                  checked={objections.data[use]}
                  loading={change.isPending && change.variables[use] !== undefined}
                  onChange={(objected) => toggle(use, objected)}
                  aria-labelledby={`data-use-${use}-label`}
                  aria-describedby={`data-use-${use}-hint`}
                  data-testid={`data-use-${use}`}
                />
              </div>
            ))}
            {objections.data.updatedAt && (
              <p className="form-section-text" data-testid="data-use-updated">
                {t(objections.data.recordedBy === 'support' ? 'dataUse.updatedBySupport' : 'dataUse.updated', {
                  date: format.dateTime(objections.data.updatedAt),
                })}
              </p>
            )}
          </>
        )}
      </section>
      <section className="form-section" aria-labelledby="data-request-title">
        <h2 id="data-request-title" className="form-section-title">
          {t('dataUse.requestTitle')}
        </h2>
        <p className="form-section-text">{t('dataUse.requestText')}</p>
        <Link
          to={paths.supportNew.getHref('data_request')}
          className="button-link button-link-primary"
          data-testid="data-request-link"
        >
          {t('dataUse.requestLink')}
        </Link>
      </section>
    </div>
  );
}
