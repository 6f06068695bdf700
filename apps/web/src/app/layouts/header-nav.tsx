// The main navigation in the header on wide screens. As many entries as fit stand in a row; the rest
// go under "More", so that no entry is ever cut off (a long language, or the balance and the user's
// menu beside it, used to push "Account transfer" out of sight with no way to reach it). What fits
// is measured from a hidden copy of the row, again whenever the space or the texts change.
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { useDisclosure } from '../../lib/use-disclosure';
import { gameMenu } from '../menus';

/** The row's gap between entries, as in app.css (.header-nav ul). */
const GAP_PX = 2;

/** How many entries fit in `available` px, leaving room for "More" when not all of them do. */
export function entriesThatFit(widths: number[], moreWidth: number, available: number): number {
  const row = (list: number[]) => list.reduce((sum, width) => sum + width, 0) + GAP_PX * Math.max(0, list.length - 1);
  if (row(widths) <= available) return widths.length;
  let count = 0;
  while (count < widths.length && row([...widths.slice(0, count + 1), moreWidth]) <= available) count += 1;
  return count;
}

export function HeaderNav() {
  const { t } = useTranslation();
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const [fit, setFit] = useState(gameMenu.length);
  const more = useDisclosure<HTMLLIElement>();

  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return;
    const update = () => {
      // A hidden header (narrow screens) measures nothing: keep the last answer.
      if (nav.clientWidth === 0) return;
      const widths = [...measure.children].map((item) => item.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      // Applied at once, so the frame being drawn already shows the row that fits.
      flushSync(() => setFit(entriesThatFit(widths, moreWidth, nav.clientWidth)));
    };
    if (typeof ResizeObserver === 'undefined') return;
    // The observer's first report comes after the browser lays the page out for its next frame (and
    // before it paints): measuring here instead, inside the first render's work, forced that layout
    // early and made the startup's longest task longer still on phones, where the row is hidden anyway.
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    observer.observe(measure);
    return () => observer.disconnect();
  }, []);

  const link = (item: (typeof gameMenu)[number], className: string, onClick?: () => void) => (
    <NavLink to={item.to} end={item.to === '/'} className={className} onClick={onClick}>
      {t(item.labelKey)}
    </NavLink>
  );
  const rest = gameMenu.slice(fit);

  return (
    <nav className="header-nav" ref={navRef} aria-label={t('menu.groups.main')} data-testid="header-nav">
      <ul>
        {gameMenu.slice(0, fit).map((item) => (
          <li key={item.to}>{link(item, 'header-nav-link')}</li>
        ))}
        {rest.length > 0 && (
          <li className="header-nav-more" ref={more.rootRef}>
            <button {...more.buttonProps} className="header-nav-link header-nav-more-button">
              {t('menu.more')}
              <Icon name="chevronDown" size={14} />
            </button>
            <ul {...more.panelProps} className="header-nav-more-panel">
              {rest.map((item) => (
                <li key={item.to}>{link(item, 'menu-link', more.close)}</li>
              ))}
            </ul>
          </li>
        )}
      </ul>
      <div className="header-nav-measure" aria-hidden="true">
        <ul ref={measureRef}>
          {gameMenu.map((item) => (
            <li key={item.to} className="header-nav-link">
              {t(item.labelKey)}
            </li>
          ))}
          <li className="header-nav-link header-nav-more-button">
            {t('menu.more')}
            <Icon name="chevronDown" size={14} />
          </li>
        </ul>
      </div>
    </nav>
  );
}
