// The console's shell: refine over our data, auth, access and i18n providers, antd in the
// operator's language, the side menu from the resources the operator's role may open.
import { Authenticated, CanAccess, Refine, type ResourceProps } from '@refinedev/core';
import { ThemedLayout, ThemedTitle, useNotificationProvider } from '@refinedev/antd';
import routerProvider, { CatchAllNavigate, DocumentTitleHandler } from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider, Skeleton } from 'antd';
import { Suspense, type ReactNode } from 'react';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { accessControlProvider } from './access';
import { authProvider } from './auth-provider';
import { CONSOLE_RESOURCES, type ConsoleResource } from './console-resources';
import { ContentEditPage, ContentListPage, SCREENS } from './console-screens';
import { dataProvider } from './data-provider';
import { ConsoleHeader } from './header';
import { i18nProvider, NS } from './i18n';
import { LoginPage } from './pages/login';
import { readSession } from './session';

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
function Guarded({ resource, children }: { resource: ConsoleResource; children: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <CanAccess
      resource={resource}
      action="list"
      // The role keys the remembered answer: another operator signing in on this tab is asked afresh.
      params={{ role: readSession()?.role }}
      fallback={<p role="alert">{t('forbidden')}</p>}
    >
      {children}
    </CanAccess>
  );
}

/** Each resource's routes: its page, or content's list, new and edit pages. */
type Entry = (typeof CONSOLE_RESOURCES)[number];
const isContent = (entry: Entry): entry is Extract<Entry, { content: true }> => 'content' in entry;

function routesOf(entry: Entry) {
  const { name, path } = entry;
  const guarded = (key: string, route: string, page: ReactNode) => (
    <Route
      key={key}
      {...(route === '/' ? { index: true } : { path: route.slice(1) })}
      element={<Guarded resource={name}>{page}</Guarded>}
    />
  );
  if (!isContent(entry)) {
    const Page = SCREENS[entry.name];
    return [guarded(name, path, <Page />)];
  }
  return [
    guarded(name, path, <ContentListPage resource={entry.name} />),
    guarded(`${name}/new`, `${path}/new`, <ContentEditPage resource={entry.name} />),
    guarded(`${name}/:id`, `${path}/:id`, <ContentEditPage key={name} resource={entry.name} />),
  ];
}

const resources: ResourceProps[] = CONSOLE_RESOURCES.map((entry) => ({
  name: entry.name,
  list: entry.path,
  ...(isContent(entry) ? { create: `${entry.path}/new`, edit: `${entry.path}/:id` } : {}),
}));

export function ConsoleApp({ antdLocale }: { antdLocale: AntdLocale }) {
  const { t } = useTranslation(NS);
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
            resources={resources.map((r) => ({ ...r, meta: { label: t(`nav.${r.name}`) } }))}
            options={{ disableTelemetry: true, syncWithLocation: false }}
          >
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route element={<Shell />}>
                {CONSOLE_RESOURCES.flatMap(routesOf)}
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
