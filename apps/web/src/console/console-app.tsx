// The console's shell: refine over our data, auth, access and i18n providers, antd in the
// operator's language, the side menu from the resources the operator's role may open.
import { Authenticated, Refine, type ResourceProps } from '@refinedev/core';
import { ThemedLayout, ThemedTitle, useNotificationProvider } from '@refinedev/antd';
import routerProvider, { CatchAllNavigate, DocumentTitleHandler } from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { can, type ConsoleResource } from './access';
import { authProvider } from './auth-provider';
import { dataProvider } from './data-provider';
import { ConsoleHeader } from './header';
import { i18nProvider, NS } from './i18n';
import { LoginPage } from './pages/login';
import { readSession } from './session';

// Each screen is its own chunk, loaded when first opened: sign-in needs none of them.
const DashboardPage = lazy(() => import('./pages/dashboard').then((m) => ({ default: m.DashboardPage })));
const PlayersPage = lazy(() => import('./pages/players').then((m) => ({ default: m.PlayersPage })));
const DepositsPage = lazy(() => import('./pages/deposits').then((m) => ({ default: m.DepositsPage })));
const CryptoDepositsPage = lazy(() =>
  import('./pages/crypto-deposits').then((m) => ({ default: m.CryptoDepositsPage })),
);
const MigrationsPage = lazy(() => import('./pages/migrations').then((m) => ({ default: m.MigrationsPage })));
const WithdrawalsPage = lazy(() => import('./pages/withdrawals').then((m) => ({ default: m.WithdrawalsPage })));
const AdjustmentsPage = lazy(() => import('./pages/adjustments').then((m) => ({ default: m.AdjustmentsPage })));
const KycPage = lazy(() => import('./pages/kyc').then((m) => ({ default: m.KycPage })));
const AmlPage = lazy(() => import('./pages/aml').then((m) => ({ default: m.AmlPage })));
const AgentsPage = lazy(() => import('./pages/agents').then((m) => ({ default: m.AgentsPage })));
const ContentListPage = lazy(() => import('./pages/content').then((m) => ({ default: m.ContentListPage })));
const ContentEditPage = lazy(() => import('./pages/content').then((m) => ({ default: m.ContentEditPage })));
const CONTENT = ['notices', 'banners', 'promotions'] as const;
const OperatorsPage = lazy(() => import('./pages/operators').then((m) => ({ default: m.OperatorsPage })));
const ChannelsPage = lazy(() => import('./pages/channels').then((m) => ({ default: m.ChannelsPage })));
const ReportsPage = lazy(() => import('./pages/reports').then((m) => ({ default: m.ReportsPage })));
const GamesPage = lazy(() => import('./pages/games').then((m) => ({ default: m.GamesPage })));
const RoundsPage = lazy(() => import('./pages/rounds').then((m) => ({ default: m.RoundsPage })));
const LettersPage = lazy(() => import('./pages/letters').then((m) => ({ default: m.LettersPage })));
const BonusesPage = lazy(() => import('./pages/bonuses').then((m) => ({ default: m.BonusesPage })));
const SupportPage = lazy(() => import('./pages/support').then((m) => ({ default: m.SupportPage })));
const AuditPage = lazy(() => import('./pages/audit').then((m) => ({ default: m.AuditPage })));

/**
 * antd's defaults put secondary text (#8c8c8c) and links (#1677ff) under the 4.5:1 contrast that
 * small text needs on white; these keep every text readable.
 */
const THEME = {
  token: {
    colorPrimary: '#4338ca',
    colorInfo: '#4338ca',
    colorLink: '#4338ca',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    // antd's placeholder grey (#bfbfbf) is 1.8:1 on white: an empty select's hint must be readable.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.62)',
    colorError: '#c62828',
    colorSuccess: '#2e7d32',
    colorWarning: '#a15c00',
  },
};

const RESOURCES: { name: ConsoleResource; path: string }[] = [
  { name: 'dashboard', path: '/' },
  { name: 'players', path: '/players' },
  { name: 'deposits', path: '/deposits' },
  { name: 'crypto-deposits', path: '/crypto-deposits' },
  { name: 'migrations', path: '/migrations' },
  { name: 'withdrawals', path: '/withdrawals' },
  { name: 'adjustments', path: '/adjustments' },
  { name: 'kyc', path: '/kyc' },
  { name: 'aml', path: '/aml' },
  { name: 'agents', path: '/agents' },
  { name: 'notices', path: '/notices' },
  { name: 'banners', path: '/banners' },
  { name: 'promotions', path: '/promotions' },
  { name: 'bonuses', path: '/bonuses' },
  { name: 'letters', path: '/letters' },
  { name: 'support', path: '/support' },
  { name: 'games', path: '/games' },
  { name: 'rounds', path: '/rounds' },
  { name: 'reports', path: '/reports' },
  { name: 'channels', path: '/channels' },
  { name: 'operators', path: '/operators' },
  { name: 'audit', path: '/audit' },
];

const accessControlProvider = {
  can: async ({ resource, action }: { resource?: string; action: string }) => ({
    can: can(readSession()?.role, (resource ?? 'dashboard') as ConsoleResource, action),
  }),
};

function Title({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation(NS);
  return <ThemedTitle collapsed={collapsed} text={t('title')} />;
}

function Shell() {
  return (
    <Authenticated key="console" fallback={<CatchAllNavigate to="/login" />}>
      <ThemedLayout Header={ConsoleHeader} Title={Title}>
        <div className="console-page">
          <Suspense fallback={<Skeleton active />}>
            <Outlet />
          </Suspense>
        </div>
      </ThemedLayout>
    </Authenticated>
  );
}

/** A page the operator's role may not open shows the refusal, as the server would answer. */
function Guarded({ resource, children }: { resource: ConsoleResource; children: React.ReactNode }) {
  const { t } = useTranslation(NS);
  return can(readSession()?.role, resource) ? children : <p role="alert">{t('forbidden')}</p>;
}

export function ConsoleApp({ antdLocale }: { antdLocale: AntdLocale }) {
  const { t } = useTranslation(NS);
  const resources: ResourceProps[] = RESOURCES.map(({ name, path }) => ({
    name,
    list: path,
    ...((CONTENT as readonly string[]).includes(name) ? { create: `${path}/new`, edit: `${path}/:id` } : {}),
    meta: { label: t(`nav.${name}`) },
  }));
  return (
    <BrowserRouter basename="/console">
      <ConfigProvider locale={antdLocale} theme={THEME}>
        <AntdApp>
          <Refine
            dataProvider={dataProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            i18nProvider={i18nProvider}
            routerProvider={routerProvider}
            notificationProvider={useNotificationProvider}
            resources={resources}
            options={{ disableTelemetry: true, syncWithLocation: false }}
          >
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route element={<Shell />}>
                <Route index element={<DashboardPage />} />
                <Route
                  path="players"
                  element={
                    <Guarded resource="players">
                      <PlayersPage />
                    </Guarded>
                  }
                />
                <Route
                  path="deposits"
                  element={
                    <Guarded resource="deposits">
                      <DepositsPage />
                    </Guarded>
                  }
                />
                <Route
                  path="crypto-deposits"
                  element={
                    <Guarded resource="crypto-deposits">
                      <CryptoDepositsPage />
                    </Guarded>
                  }
                />
                <Route
                  path="migrations"
                  element={
                    <Guarded resource="migrations">
                      <MigrationsPage />
                    </Guarded>
                  }
                />
                <Route
                  path="withdrawals"
                  element={
                    <Guarded resource="withdrawals">
                      <WithdrawalsPage />
                    </Guarded>
                  }
                />
                <Route
                  path="adjustments"
                  element={
                    <Guarded resource="adjustments">
                      <AdjustmentsPage />
                    </Guarded>
                  }
                />
                <Route
                  path="kyc"
                  element={
                    <Guarded resource="kyc">
                      <KycPage />
                    </Guarded>
                  }
                />
                <Route
                  path="aml"
                  element={
                    <Guarded resource="aml">
                      <AmlPage />
                    </Guarded>
                  }
                />
                <Route
                  path="agents"
                  element={
                    <Guarded resource="agents">
                      <AgentsPage />
                    </Guarded>
                  }
                />
                {CONTENT.flatMap((resource) => [
                  <Route
                    key={resource}
                    path={resource}
                    element={
                      <Guarded resource={resource}>
                        <ContentListPage resource={resource} />
                      </Guarded>
                    }
                  />,
                  <Route
                    key={`${resource}/new`}
                    path={`${resource}/new`}
                    element={
                      <Guarded resource={resource}>
                        <ContentEditPage resource={resource} />
                      </Guarded>
                    }
                  />,
                  <Route
                    key={`${resource}/:id`}
                    path={`${resource}/:id`}
                    element={
                      <Guarded resource={resource}>
                        <ContentEditPage key={resource} resource={resource} />
                      </Guarded>
                    }
                  />,
                ])}
                <Route
                  path="bonuses"
                  element={
                    <Guarded resource="bonuses">
                      <BonusesPage />
                    </Guarded>
                  }
                />
                <Route
                  path="letters"
                  element={
                    <Guarded resource="letters">
                      <LettersPage />
                    </Guarded>
                  }
                />
                <Route
                  path="support"
                  element={
                    <Guarded resource="support">
                      <SupportPage />
                    </Guarded>
                  }
                />
                <Route
                  path="games"
                  element={
                    <Guarded resource="games">
                      <GamesPage />
                    </Guarded>
                  }
                />
                <Route
                  path="rounds"
                  element={
                    <Guarded resource="rounds">
                      <RoundsPage />
                    </Guarded>
                  }
                />
                <Route
                  path="reports"
                  element={
                    <Guarded resource="reports">
                      <ReportsPage />
                    </Guarded>
                  }
                />
                <Route
                  path="channels"
                  element={
                    <Guarded resource="channels">
                      <ChannelsPage />
                    </Guarded>
                  }
                />
                <Route
                  path="operators"
                  element={
                    <Guarded resource="operators">
                      <OperatorsPage />
                    </Guarded>
                  }
                />
                <Route
                  path="audit"
                  element={
                    <Guarded resource="audit">
                      <AuditPage />
                    </Guarded>
                  }
                />
                <Route path="*" element={<Navigate to="/" replace />} />
              </Route>
            </Routes>
            <DocumentTitleHandler handler={() => t('title')} />
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
