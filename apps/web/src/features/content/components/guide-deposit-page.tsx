// Deposit and withdrawal methods: the ways to add coins (rate and how soon they arrive) as cards on
// phones and a table on wider screens, then how withdrawals, limits and fees work. Texts come from
// the `help` namespace.
import { useTranslation } from 'react-i18next';
import { ArticleBody } from '../../../components/article/article-body';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { depositArticle, depositMethods } from '../utils/help-content';
import '../guide.css';

export function GuideDepositPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('routes.guideDeposit')} intro={t('intros.guideDeposit')}>
      <DepositGuide />
    </PageShell>
  );
}

function DepositGuide() {
  const { t, ready } = useTranslation('help');
  if (!ready) return <PageLoading />;
  const columns = ['method', 'currency', 'rate', 'time'] as const;
  const methods = depositMethods(t);
  return (
    <>
      <section className="guide-methods" aria-labelledby="deposit-methods-title">
        <h2 id="deposit-methods-title" className="article-heading">
          {t('deposit.methodsTitle')}
        </h2>
        <ul className="method-cards">
          {methods.map((row) => (
            <li key={row.method} className="method-card">
              <h3 className="method-card-title">{row.method}</h3>
              <dl>
                {(['currency', 'rate', 'time'] as const).map((column) => (
                  <div key={column}>
                    <dt>{t(`deposit.columns.${column}`)}</dt>
                    <dd>{row[column]}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <div className="guide-table-wrap">
          <table className="guide-table">
            <caption className="visually-hidden">{t('deposit.methodsCaption')}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {t(`deposit.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {methods.map((row) => (
                <tr key={row.method}>
                  <th scope="row">{row.method}</th>
                  <td>{row.currency}</td>
                  <td>{row.rate}</td>
                  <td>{row.time}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <ArticleBody content={depositArticle(t)} />
    </>
  );
}
