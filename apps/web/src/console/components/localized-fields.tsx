// The seven languages side by side, each with the localised fields of one kind of content (a title
// and a body for notices and letters; a title and an image text for banners; ...). Field names follow
// the API: titleEn, bodyJp, altZhTW.
import { Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALE_FIELD_SUFFIX, LOCALES } from '@hall/contracts/locale';
import { LOCALE_NATIVE_NAMES } from '../../lib/locale';
import { NS } from '../i18n';

export interface LocalizedField {
  base: string;
  /** Its label's key in the console's texts. */
  label: string;
  /** Rich text (a few lines, cleaned by the server) rather than one line. */
  rich?: boolean;
  max: number;
}

export const TITLE_AND_BODY: LocalizedField[] = [
  { base: 'title', label: 'notice.title', max: 200 },
  { base: 'body', label: 'notice.body', rich: true, max: 20_000 },
];

/** The API's localised fields from the form: every language of every field, empty where not written. */
export function localizedValues(values: Record<string, unknown>, fields: LocalizedField[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const locale of LOCALES)
    for (const { base } of fields) {
      const name = `${base}${LOCALE_FIELD_SUFFIX[locale]}`;
      out[name] = (values[name] as string | undefined) ?? '';
    }
  return out;
}

export function LocalizedFields({ fields, testIdPrefix }: { fields: LocalizedField[]; testIdPrefix: string }) {
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
            {fields.map(({ base, label, rich, max }) => (
              <Form.Item
                key={base}
                name={`${base}${suffix}`}
                label={t(label)}
                extra={rich ? t('notice.body_help') : undefined}
                rules={[{ max, message: t('too_long', { max }) }]}
              >
                {rich ? <Input.TextArea rows={5} /> : <Input />}
              </Form.Item>
            ))}
          </Card>
        );
      })}
    </div>
  );
}
