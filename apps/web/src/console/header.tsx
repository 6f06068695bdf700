// The console's top bar: who is signed in, in which role, the language, and sign-out.
import { useGetIdentity, useLogout } from '@refinedev/core';
import { Button, Layout, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@hall/contracts/locale';
import { currentLocale, LOCALE_NATIVE_NAMES, switchLocale } from '../lib/locale';
import { NS } from './i18n';

export function LanguageSelect() {
  const { t } = useTranslation(NS);
  return (
    <Select<Locale>
      aria-label={t('language')}
      value={currentLocale()}
      onChange={(locale) => switchLocale(locale)}
      options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NATIVE_NAMES[locale] }))}
      style={{ minWidth: 130 }}
    />
  );
}

export function ConsoleHeader() {
  const { t } = useTranslation(NS);
  const { data: identity } = useGetIdentity<{ name: string; role: string }>();
  const { mutate: logout } = useLogout();
  return (
    <Layout.Header className="console-header">
      <Space size="middle" wrap>
        {identity && (
          <Typography.Text>
            {identity.name} <Tag color="geekblue">{t(`role.${identity.role}`)}</Tag>
          </Typography.Text>
        )}
        <LanguageSelect />
        <Button onClick={() => logout()}>{t('buttons.logout')}</Button>
      </Space>
    </Layout.Header>
  );
}
