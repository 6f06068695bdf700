// Who runs the site, as the server's configuration names them (OPERATOR_NAME, LICENCE_TEXT,
// OPERATOR_ADDRESS): shown on the about page and the terms. A server without them is a development
// one, and the panel says plainly that the site is an unlicensed demonstration.
import { useTranslation } from 'react-i18next';
import { useSiteOperator } from '../api/get-site-operator';
import './operator-details.css';

export function OperatorDetails() {
  const { t } = useTranslation();
  const operator = useSiteOperator().data;
  if (!operator) return null;
  return (
    <section className="operator-details" aria-labelledby="operator-details-title">
      <h2 id="operator-details-title" className="operator-details-title">
        {t('operator.title')}
      </h2>
      {operator.name ? (
        <dl>
          <dt>{t('operator.name')}</dt>
          <dd>{operator.name}</dd>
          {operator.licence && (
            <>
              <dt>{t('operator.licence')}</dt>
              <dd>{operator.licence}</dd>
            </>
          )}
          {operator.address && (
            <>
              <dt>{t('operator.address')}</dt>
              <dd>{operator.address}</dd>
            </>
          )}
          <dt>{t('operator.contact')}</dt>
          <dd>
            <a className="text-link" href={`mailto:${operator.supportEmail}`}>
              {operator.supportEmail}
            </a>
          </dd>
        </dl>
      ) : (
        <p className="operator-details-demo">{t('operator.demo')}</p>
      )}
    </section>
  );
}
