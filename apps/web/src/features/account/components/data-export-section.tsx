// "Download my data" (privacy notice, "Your rights"): the player asks for a copy of their data, which
// is prepared in the background (a letter says when it is ready); each copy is listed with its state
// and a ready one downloads as a JSON file until it expires. One copy may be asked for a day: the
// server's refusal says when the next may be.
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataExport } from '@hall/contracts/privacy';
import { Callout } from '../../../components/callout';
import { ApiError } from '../../../lib/api-client';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useDataExports, useDownloadDataExport, useRequestDataExport } from '../api/privacy';
import { saveTextFile } from '../utils/save-file';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function DataExportSection() {
  const { t } = useTranslation('account');
  const exports = useDataExports();
  const request = useRequestDataExport();
  const download = useDownloadDataExport();
  const format = useMoneyFormat();
  const [refusal, setRefusal] = useState<string | null>(null);

  const ask = () => {
    setRefusal(null);
    request.mutate(undefined, {
      onError: (error) => {
        if (error instanceof ApiError && error.reason === 'export_too_soon') setRefusal(error.message);
      },
    });
  };

  const save = (copy: DataExport) => {
    setRefusal(null);
    download.mutate(copy.id, {
      onSuccess: (file) => saveTextFile(file.filename, file.json),
      onError: (error) => {
        if (error instanceof ApiError && error.reason !== undefined) setRefusal(messageOf(error));
      },
    });
  };

  const next = exports.data?.nextAllowedAt;
  // "We are preparing it" holds until the list shows the asked-for copy ready.
  const asked = request.data && exports.data?.list.find((copy) => copy.id === request.data.id);
  const askedPreparing = request.isSuccess && (!asked || asked.status === 'preparing');
  return (
    <section className="form-section" aria-labelledby="data-export-title" data-testid="data-export">
      <h2 id="data-export-title" className="form-section-title">
        {t('dataExport.title')}
      </h2>
      <p className="form-section-text">{t('dataExport.intro')}</p>
      <p className="form-section-text">{t('dataExport.rules')}</p>
      {askedPreparing && !refusal && (
        <p className="notice notice-success" role="status" data-testid="data-export-asked">
          {t('dataExport.asked')}
        </p>
      )}
      {refusal && (
        <Callout tone="danger" role="alert" testId="data-export-refusal">
          <p>{refusal}</p>
        </Callout>
      )}
      <div className="form-actions">
        <Button color="primary" size="large" loading={request.isPending} onClick={ask}>
          {t('dataExport.request')}
        </Button>
      </div>
      {next && (
        <p className="form-section-text" data-testid="data-export-next">
          {t('dataExport.nextAllowed', { date: format.dateTime(next) })}
        </p>
      )}
      {/* A list that failed to load is reported by the app's one error toast. */}
      {exports.data && exports.data.list.length > 0 && (
        <ul className="data-export-list" aria-label={t('dataExport.listLabel')}>
          {exports.data.list.map((copy) => (
            <li key={copy.id} className="data-export-item" data-testid="data-export-item" data-status={copy.status}>
              <div className="data-export-facts">
                <span className="data-export-date">
                  {t('dataExport.askedAt', { date: format.dateTime(copy.createdAt) })}
                </span>
                <span className={`data-export-state data-export-state-${copy.status}`}>
                  {t(`dataExport.status.${copy.status}`)}
                </span>
                <span className="data-export-detail">
                  {copy.status === 'ready' && copy.expiresAt
                    ? t('dataExport.readyUntil', { date: format.dateTime(copy.expiresAt) })
                    : copy.status === 'preparing'
                      ? t('dataExport.preparingText')
                      : t('dataExport.expiredText')}
                </span>
              </div>
              {copy.status === 'ready' && (
                <Button
                  size="small"
                  color="primary"
                  fill="outline"
                  loading={download.isPending && download.variables === copy.id}
                  onClick={() => save(copy)}
                  aria-label={t('dataExport.downloadLabel', { date: format.dateTime(copy.createdAt) })}
                >
                  {t('dataExport.download')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
