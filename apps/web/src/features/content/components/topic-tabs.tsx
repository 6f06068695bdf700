// The guide's topic tabs; the panel follows the tab list. Tabs are keyed by their index, which is
// also the page address's :tabIndex.
import { TabList } from '../../../components/tab-list';

export const topicTabId = (index: number) => `guide-tab-${index}`;
export const topicPanelId = (index: number) => `guide-panel-${index}`;

export interface TopicTabsProps {
  label: string;
  labels: string[];
  active: number;
  onSelect: (index: number) => void;
}

export function TopicTabs({ label, labels, active, onSelect }: TopicTabsProps) {
  const keys = labels.map((_, index) => String(index));
  return (
    <TabList
      tabs={keys}
      value={String(active)}
      onChange={(key) => onSelect(Number(key))}
      label={label}
      tabId={(key) => topicTabId(Number(key))}
      panelId={(key) => topicPanelId(Number(key))}
      renderLabel={(key) => labels[Number(key)]}
      className="guide-tabs"
      tabClassName="guide-tab"
    />
  );
}
