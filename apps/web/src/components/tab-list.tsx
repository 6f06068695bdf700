// A row of tabs following the WAI-ARIA tabs pattern: one tab in the tab order, arrow keys move
// between tabs (wrapping), Home and End jump to the ends, and selecting follows focus. The panels
// are the caller's: each tab controls the element with id `panelId(tab)`.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabListProps<T extends string> {
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  /** The accessible name of the whole row. */
  label: string;
  tabId: (tab: T) => string;
  panelId: (tab: T) => string;
  renderLabel: (tab: T) => ReactNode;
  className: string;
  tabClassName: string;
  testId?: (tab: T) => string;
}

const step: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index + count - 1) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function TabList<T extends string>(props: TabListProps<T>) {
  const { tabs, value, onChange, label, tabId, panelId, renderLabel, className, tabClassName, testId } = props;
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = step[event.key];
    if (!move) return;
    event.preventDefault();
    const tab = tabs[move(index, tabs.length)]!;
    onChange(tab);
    refs.current[tab]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map((tab, index) => {
        const selected = tab === value;
        return (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={selected ? panelId(tab) : undefined}
            tabIndex={selected ? 0 : -1}
            className={tabClassName}
            onClick={() => onChange(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
            data-testid={testId?.(tab)}
          >
            {renderLabel(tab)}
          </button>
        );
      })}
    </div>
  );
}
