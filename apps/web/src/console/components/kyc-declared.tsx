// What the player gave about themselves, shown beside their ID photos so the reviewer can compare
// the document with it. The id number arrives masked from the server; it is never shown whole.
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminKycDetail } from '@hall/contracts/kyc';
import { country, day } from '../format';
import { NS } from '../i18n';

type Declared = Pick<AdminKycDetail, 'firstName' | 'lastName' | 'birthDate' | 'countryCode' | 'idNumberMasked'>;

export function KycDeclared({ detail }: { detail: Declared }) {
  const { t } = useTranslation(NS);
  return (
    <Descriptions
      title={t('kyc.declared')}
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      style={{ marginBottom: 16 }}
      data-testid="kyc-declared"
    >
      <Descriptions.Item label={t('player.name')}>
        {/* Family name first, as the player page writes it. */}
        {[detail.lastName, detail.firstName].filter(Boolean).join(' ') || '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('kyc.birth_date')}>{day(detail.birthDate)}</Descriptions.Item>
      <Descriptions.Item label={t('kyc.country')}>{country(detail.countryCode)}</Descriptions.Item>
      <Descriptions.Item label={t('kyc.id_number')}>{detail.idNumberMasked ?? '—'}</Descriptions.Item>
    </Descriptions>
  );
}
