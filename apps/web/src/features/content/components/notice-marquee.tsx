// The lobby's notice bar (antd-mobile NoticeBar): the latest notice titles scroll by, with a link to
// every notice. Players who asked for less motion, or who press pause, get the titles standing
// still on as many lines as they need.
import { NoticeBar } from 'antd-mobile';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { noticeBarQuery } from '../api/get-notices';
import { Icon } from '../../../components/icon';
import { localizedText } from '../../../lib/localized-field';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { paths } from '../../../config/paths';

export default function NoticeMarquee() {
  const { t } = useTranslation('content');
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const notices = useInfiniteQuery(noticeBarQuery());
  const titles = (notices.data?.pages[0]?.list ?? [])
    .map((notice) => localizedText(notice, 'title'))
    .filter((title): title is string => Boolean(title));
  if (titles.length === 0) return null;
  const still = reducedMotion || paused;

  return (
    <section className="notice-marquee" aria-label={t('home.noticesLabel')}>
      <NoticeBar
        // Remounting switches cleanly between scrolling and standing still.
        key={still ? 'still' : 'moving'}
        color="default"
        shape="rounded"
        wrap={still}
        icon={<Icon name="bell" size={18} />}
        content={<span className="notice-marquee-text">{titles.join('   ·   ')}</span>}
        extra={
          <span className="notice-marquee-extra">
            {!reducedMotion && (
              <button
                type="button"
                className="notice-marquee-pause"
                onClick={() => setPaused((value) => !value)}
                aria-label={paused ? t('home.noticesPlay') : t('home.noticesPause')}
              >
                <Icon name={paused ? 'play' : 'pause'} size={14} />
              </button>
            )}
            <Link to={paths.notice.getHref()} className="notice-marquee-link">
              {t('home.allNotices')}
            </Link>
          </span>
        }
      />
    </section>
  );
}
