// A boxed notice inside a page: a hint, a warning with a way forward, or an error the page explains.
import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import '../styles/money.css';

export type CalloutTone = 'info' | 'warning' | 'danger' | 'success';

const icons: Record<CalloutTone, IconName> = { info: 'info', warning: 'info', danger: 'info', success: 'shield' };

export interface CalloutProps {
  tone?: CalloutTone;
  title?: ReactNode;
  children?: ReactNode;
  /** alert for problems that just happened, status for results; none for standing hints. */
  role?: 'alert' | 'status';
  testId?: string;
}

export function Callout({ tone = 'info', title, children, role, testId }: CalloutProps) {
  return (
    <div className={`callout callout-${tone}`} role={role} data-testid={testId}>
      <Icon name={icons[tone]} size={20} className="callout-icon" />
      <div className="callout-body">
        {title && <p className="callout-title">{title}</p>}
        {children}
      </div>
    </div>
  );
}
