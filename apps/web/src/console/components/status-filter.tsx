// The status tabs above a queue: choosing one filters the list on the server.
import type { CrudFilter } from '@refinedev/core';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

export function StatusFilter({
  statuses,
  value,
  onChange,
  field = 'status',
}: {
  statuses: readonly string[];
  value: string | undefined;
  onChange: (filters: CrudFilter[]) => void;
  field?: string;
}) {
  const { t } = useTranslation(NS);
  return (
    <Segmented
      style={{ marginBottom: 16 }}
      value={value ?? ''}
      onChange={(v) => onChange([{ field, operator: 'eq', value: v || undefined }])}
      options={[{ value: '', label: t('status.all') }, ...statuses.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
    />
  );
}
