// Table headers on one line: on a narrow screen the table scrolls sideways (scroll x: max-content)
// rather than stacking a header's letters one under another.
import type { TableColumnsType } from 'antd';

export function nowrapHeaders<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((column) => ({ ...column, onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }) }));
}
