// The frame of every agent page: its title and intro from the route texts, and the page's content
// once the agent texts have loaded (before that a spinner, never raw keys).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';

export function AgentPage({ name, intro, children }: { name: string; intro?: string; children: ReactNode }) {
  const { t, ready } = useTranslation(['agent', 'translation']);
  return (
    <PageShell
      title={t(`routes.${name}`, { ns: 'translation' })}
      intro={intro ?? t(`intros.${name}`, { ns: 'translation' })}
    >
      {ready ? children : <PageLoading />}
    </PageShell>
  );
}
