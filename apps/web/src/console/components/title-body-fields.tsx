// The seven languages side by side, each with a title and a rich-text body: the fields every piece
// of written content has (notices, letters). Field names follow the API: titleEn, bodyJp, ...
import { Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALE_FIELD_SUFFIX, LOCALES } from '@hall/contracts/locale';
import { LOCALE_NATIVE_NAMES } from '../../lib/locale';
import { NS } from '../i18n';

/** Builds the API's body from the form: every language's title and body, empty where not written. */
export function titleBodyValues(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const locale of LOCALES) {
    for (const base of ['title', 'body']) {
      const name = `${base}${LOCALE_FIELD_SUFFIX[locale]}`;
      out[name] = (values[name] as string | undefined) ?? '';
    }
  }
  return out;
}

export function TitleBodyFields({ testIdPrefix }: { testIdPrefix: string }) {
  const { t } = useTranslation(NS);
  return (
    <div className="console-languages">
      {LOCALES.map((locale) => {
        const suffix = LOCALE_FIELD_SUFFIX[locale];
        return (
          <Card
            key={locale}
            size="small"
            title={LOCALE_NATIVE_NAMES[locale]}
            lang={locale}
            data-testid={`${testIdPrefix}-${locale}`}
          >
            <Form.Item
              name={`title${suffix}`}
              label={t('notice.title')}
              rules={[{ max: 200, message: t('too_long', { max: 200 }) }]}
            >
              <Input />
            </Form.Item>
            <Form.Item name={`body${suffix}`} label={t('notice.body')} extra={t('notice.body_help')}>
              <Input.TextArea rows={5} />
            </Form.Item>
          </Card>
        );
      })}
    </div>
  );
}
