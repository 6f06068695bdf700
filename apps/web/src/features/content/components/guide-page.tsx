// The player guide: topics as tabs (/game/guide/:tabIndex? picks one, so each can be linked), and
// the ways on to deposit methods and the FAQ. Texts come from the lazily loaded `help` namespace.
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArticleBody } from '../../../components/article/article-body';
import { Icon } from '../../../components/icon';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { TopicTabs, topicPanelId, topicTabId } from './topic-tabs';
import { guideTopics } from '../utils/help-content';
import { topicIndex } from '../utils/topic-index';
import { paths } from '../../../config/paths';
import '../guide.css';

export function GuidePage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('routes.gameGuide')} intro={t('intros.gameGuide')}>
      <GuideTopics />
      <MoreHelp />
    </PageShell>
  );
}

function GuideTopics() {
  const { t, ready } = useTranslation('help');
  const { tabIndex } = useParams();
  const navigate = useNavigate();
  if (!ready) return <PageLoading />;
  const topics = guideTopics(t);
  const active = topicIndex(tabIndex, topics.length);
  const topic = topics[active]!;
  return (
    <div className="guide-topics">
      <TopicTabs
        label={t('guide.topicsLabel')}
        labels={topics.map((item) => item.tab)}
        active={active}
        // The address keeps the topic, so a shared or reloaded link opens the same one.
        onSelect={(index) => void navigate(paths.gameGuide.getHref(index), { replace: true, preventScrollReset: true })}
      />
      <div
        className="guide-panel"
        role="tabpanel"
        id={topicPanelId(active)}
        aria-labelledby={topicTabId(active)}
        tabIndex={0}
      >
        <ArticleBody content={topic} />
      </div>
    </div>
  );
}

function MoreHelp() {
  const { t } = useTranslation();
  const { t: help, ready } = useTranslation('help');
  return (
    <section className="guide-more" aria-labelledby="guide-more-title">
      <h2 id="guide-more-title" className="section-title">
        {ready ? help('guide.moreTitle') : t('menu.guide')}
      </h2>
      <ul className="link-cards">
        <li>
          <Link to={paths.guideDeposit.getHref()} className="link-card">
            <Icon name="wallet" size={24} />
            <span>{t('routes.guideDeposit')}</span>
            <Icon name="chevronRight" size={18} />
          </Link>
        </li>
        <li>
          <Link to={paths.guideFaq.getHref()} className="link-card">
            <Icon name="book" size={24} />
            <span>{t('routes.guideFaq')}</span>
            <Icon name="chevronRight" size={18} />
          </Link>
        </li>
      </ul>
    </section>
  );
}
