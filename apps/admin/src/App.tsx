import { ErrorComponent, ThemedLayout, ThemedTitle, useNotificationProvider } from '@refinedev/antd';
import { Authenticated, CanAccess, Refine, useGetIdentity, useLogout, useTranslate } from '@refinedev/core';
import routerProvider, { CatchAllNavigate } from '@refinedev/react-router';
import { App as AntdApp, Button, ConfigProvider, Layout, Result, Space, Spin, Tag, Typography } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import 'dayjs/locale/zh-cn';
import { CONTENT_KINDS } from '@site/contracts/admin';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import { i18nProvider, translate } from './i18n/index.ts';
import { ChangePasswordPage, LoginPage, TwoFactorSetupPage } from './pages/auth.tsx';
import { AuditList, LeadList, LeadShow } from './pages/leads.tsx';
import { apiCall, type Me } from './providers/api.ts';
import { accessControlProvider, authProvider, nextStepOf } from './providers/auth.ts';
import { dataProvider } from './providers/data.ts';

// The heavy pages load on first visit (ECharts with the funnel, Tiptap with the content forms): the inbox and the
// sign-in pages do not wait for them.
const FunnelPage = lazy(() => import('./pages/funnel.tsx').then((m) => ({ default: m.FunnelPage })));
const ContentList = lazy(() => import('./pages/content.tsx').then((m) => ({ default: m.ContentList })));
const MarkImportPage = lazy(() => import('./pages/marks.tsx').then((m) => ({ default: m.MarkImportPage })));
const ContentEdit = lazy(() => import('./pages/content.tsx').then((m) => ({ default: m.ContentEdit })));
const RuleList = lazy(() => import('./pages/rules.tsx').then((m) => ({ default: m.RuleList })));
const RuleEdit = lazy(() => import('./pages/rules.tsx').then((m) => ({ default: m.RuleEdit })));
const RuleImpact = lazy(() => import('./pages/rules.tsx').then((m) => ({ default: m.RuleImpact })));
const RuleVersions = lazy(() => import('./pages/rules.tsx').then((m) => ({ default: m.RuleVersions })));
const MediaPage = lazy(() => import('./pages/media.tsx').then((m) => ({ default: m.MediaPage })));

dayjs.locale('zh-cn');

const Header = () => {
  const t = useTranslate();
  const { data: me } = useGetIdentity<Me>();
  const { mutate: logout } = useLogout();
  return (
    <Layout.Header
      style={{
        background: '#fff',
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        padding: '0 24px',
      }}
    >
      <Space>
        <Typography.Text data-testid="whoami">{me?.username ?? me?.name}</Typography.Text>
        {me && <Tag>{t(`roles.${me.role}`)}</Tag>}
        <Button size="small" onClick={() => logout()}>
          {t('app.signOut')}
        </Button>
        <Button
          size="small"
          danger
          onClick={async () => {
            await apiCall('/auth/revoke-sessions', { method: 'POST', body: {} }).catch(() => undefined);
            logout();
          }}
        >
          {t('app.signOutEverywhere')}
        </Button>
      </Space>
    </Layout.Header>
  );
};

/** The first page of a role: the inbox for those who read leads, the funnel for marketing. */
const Home = () => {
  const { data: me } = useGetIdentity<Me>();
  return me ? <Navigate to={nextStepOf(me)} replace /> : null;
};

const Forbidden = () => <Result status="403" title="403" subTitle={translate('errors.forbidden')} />;

/** Pages of a signed-in staff member with the menu; each resource's page also checks the role (CanAccess). */
const Shell = () => (
  <Authenticated key="shell" fallback={<CatchAllNavigate to="/login" />}>
    <ThemedLayout
      Header={Header}
      Title={({ collapsed }) => <ThemedTitle collapsed={collapsed} text={translate('app.title')} />}
    >
      <CanAccess fallback={<Forbidden />}>
        <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
          <Outlet />
        </Suspense>
      </CanAccess>
    </ThemedLayout>
  </Authenticated>
);

export const App = () => (
  <BrowserRouter>
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }} theme={{ token: { colorPrimary: '#1677ff' } }}>
      <AntdApp>
        <Refine
          dataProvider={dataProvider}
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          i18nProvider={i18nProvider}
          routerProvider={routerProvider}
          notificationProvider={useNotificationProvider}
          resources={[
            { name: 'leads', list: '/leads', show: '/leads/show/:id', meta: { label: translate('leads.title') } },
            { name: 'funnel', list: '/funnel', meta: { label: translate('funnel.title') } },
            { name: 'audit', list: '/audit', meta: { label: translate('audit.title') } },
            { name: 'marks/imports', list: '/marks/imports', meta: { label: translate('marks.title') } },
            ...CONTENT_KINDS.map((kind) => ({
              name: `content/${kind}`,
              list: `/content/${kind}`,
              edit: `/content/${kind}/edit/:id`,
              meta: { label: translate(`content.${kind}.title`) },
            })),
            { name: 'rules', list: '/rules', edit: '/rules/edit/:id', meta: { label: translate('rules.title') } },
            { name: 'rules/impact', list: '/rules/impact', meta: { label: translate('rules.impact') } },
            { name: 'rules/versions', list: '/rules/versions', meta: { label: translate('rules.versions') } },
            { name: 'media', list: '/media', meta: { label: translate('media.title') } },
          ]}
          options={{ syncWithLocation: true, disableTelemetry: true, title: { text: translate('app.title') } }}
        >
          <Routes>
            <Route element={<Shell />}>
              <Route index element={<Home />} />
              <Route path="/leads" element={<LeadList />} />
              <Route path="/leads/show/:id" element={<LeadShow />} />
              <Route path="/funnel" element={<FunnelPage />} />
              <Route path="/audit" element={<AuditList />} />
              <Route path="/marks/imports" element={<MarkImportPage />} />
              {CONTENT_KINDS.flatMap((kind) => [
                <Route key={kind} path={`/content/${kind}`} element={<ContentList kind={kind} />} />,
                <Route key={`${kind}-edit`} path={`/content/${kind}/edit/:id`} element={<ContentEdit kind={kind} />} />,
              ])}
              <Route path="/rules" element={<RuleList />} />
              <Route path="/rules/edit/:id" element={<RuleEdit />} />
              <Route path="/rules/impact" element={<RuleImpact />} />
              <Route path="/rules/versions" element={<RuleVersions />} />
              <Route path="/media" element={<MediaPage />} />
              <Route path="/welcome" element={<Result status="info" title={translate('app.title')} />} />
              <Route path="*" element={<ErrorComponent />} />
            </Route>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/two-factor" element={<LoginPage step="code" />} />
            <Route
              element={
                <Authenticated key="setup" fallback={<CatchAllNavigate to="/login" />}>
                  <Outlet />
                </Authenticated>
              }
            >
              <Route path="/change-password" element={<ChangePasswordPage />} />
              <Route path="/two-factor/setup" element={<TwoFactorSetupPage />} />
            </Route>
          </Routes>
        </Refine>
      </AntdApp>
    </ConfigProvider>
  </BrowserRouter>
);
