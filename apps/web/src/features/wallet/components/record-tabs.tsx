// Deposits, withdrawals and game records as tabs.
import { useTranslation } from 'react-i18next';
import { TabList } from '../../../components/tab-list';
import { RECORD_TABS, type RecordTab } from './cashier-result';

export const tabId = (tab: RecordTab) => `record-tab-${tab}`;
export const panelId = (tab: RecordTab) => `record-panel-${tab}`;

export function RecordTabs({ value, onChange }: { value: RecordTab; onChange: (tab: RecordTab) => void }) {
  const { t } = useTranslation('finance');
  return (
    <TabList
      tabs={RECORD_TABS}
      value={value}
      onChange={onChange}
      label={t('record.tabsLabel')}
      tabId={tabId}
      panelId={panelId}
      renderLabel={(tab) => t(`record.tabs.${tab}`)}
      className="record-tabs"
      tabClassName="record-tab"
    />
  );
}
