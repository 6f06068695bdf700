// Published content (notices, banners, promotions and activities): the list by state, and the editor
// with the seven languages side by side, a publish window, a preview of the saved (server-cleaned)
// text as a player sees it, and publish. Content operators write; support reads.
import { CreateButton, EditButton, List, useTable } from '@refinedev/antd';
import { useCreate, useOne, useUpdate } from '@refinedev/core';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Segmented,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CONTENT_LIMITS } from '@hall/contracts/content';
import { LOCALES, type Locale } from '@hall/contracts/locale';
import { RichHtml } from '../../components/rich-html';
import { LOCALE_NATIVE_NAMES } from '../../lib/locale';
import { localizedField } from '../../lib/localized-field';
import { can } from '../access';
import { filterValue } from '../components/filter-value';
import { ImageUrlInput } from '../components/image-url-input';
import { LocalizedFields, localizedValues, TITLE_AND_BODY, type LocalizedField } from '../components/localized-fields';
import { StatusFilter } from '../components/status-filter';
import type { ContentResource } from '../console-resources';
import { useAction } from '../components/use-action';
import { dateTime } from '../format';
import { NS } from '../i18n';
import { readSession } from '../session';

interface Kind {
  /** The API's path segment under /v2/admin/. */
  segment: string;
  /** Test ids and the texts' keys: notice, banner, promotion. */
  name: string;
  localized: LocalizedField[];
  /** Instants the form edits with a date picker, beside the publish window. */
  instants: string[];
}

const KINDS: Record<ContentResource, Kind> = {
  notices: { segment: 'notice', name: 'notice', localized: TITLE_AND_BODY, instants: [] },
  banners: {
    segment: 'banner',
    name: 'banner',
    localized: [
      { base: 'title', label: 'notice.title', max: CONTENT_LIMITS.title },
      { base: 'alt', label: 'content.alt', max: CONTENT_LIMITS.alt },
    ],
    instants: [],
  },
  promotions: {
    segment: 'favorable',
    name: 'promotion',
    localized: [
      { base: 'title', label: 'notice.title', max: CONTENT_LIMITS.title },
      { base: 'summary', label: 'content.summary', max: CONTENT_LIMITS.summary },
      { base: 'body', label: 'notice.body', rich: true, max: CONTENT_LIMITS.richText },
      { base: 'terms', label: 'content.terms', rich: true, max: CONTENT_LIMITS.richText },
    ],
    instants: ['startsAt', 'endsAt'],
  },
};

type Field = string | number | boolean | null | undefined;
type Item = Record<string, Field> & {
  id: number;
  status: 'draft' | 'published';
  live: boolean;
  publishAt: string | null;
  unpublishAt: string | null;
  updatedAt: string;
  imageUrl?: string | null;
};
type Values = Record<string, Field | Dayjs>;

/** Promotions and events (activities) share one list: each kind keeps its own colour. */
const PROMOTION_KIND_COLORS: Record<string, string> = { promotion: 'gold', activity: 'purple' };

const headline = (item: object, locale: Locale) =>
  localizedField(item, 'title', locale) ?? localizedField(item, 'alt', locale) ?? '—';

export function ContentListPage({ resource }: { resource: ContentResource }) {
  const { t, i18n } = useTranslation(NS);
  const kind = KINDS[resource];
  const { tableProps, filters, setFilters } = useTable<Item>({ resource, syncWithLocation: false });
  const editor = can(readSession()?.role, resource, 'edit');
  return (
    <List
      title={t(`nav.${resource}`)}
      headerButtons={editor ? <CreateButton resource={resource}>{t(`content.new.${kind.name}`)}</CreateButton> : null}
    >
      <StatusFilter
        statuses={['draft', 'published']}
        value={filterValue(filters, 'status')}
        onChange={(f) => setFilters(f, 'replace')}
      />
      <Table {...tableProps} rowKey="id" scroll={{ x: true }}>
        <Table.Column<Item> title="#" dataIndex="id" />
        <Table.Column<Item> title={t('notice.title')} render={(_, n) => headline(n, i18n.language as Locale)} />
        {resource === 'promotions' && (
          <Table.Column<Item>
            title={t('content.kind')}
            dataIndex="kind"
            render={(k: string) => (
              <Tag color={PROMOTION_KIND_COLORS[k]} data-testid="promotion-kind">
                {t(`content.${k}`)}
              </Tag>
            )}
          />
        )}
        <Table.Column<Item>
          title={t('col.status')}
          render={(_, n) => (
            <Space>
              <Tag color={n.status === 'published' ? 'green' : 'default'}>{t(`status.${n.status}`)}</Tag>
              {n.live && <Tag color="blue">{t('notice.live')}</Tag>}
            </Space>
          )}
        />
        <Table.Column<Item>
          title={t('notice.window')}
          render={(_, n) => `${dateTime(n.publishAt)} → ${dateTime(n.unpublishAt)}`}
        />
        <Table.Column<Item> title={t('notice.updated')} dataIndex="updatedAt" render={(v: string) => dateTime(v)} />
        <Table.Column<Item>
          title={t('col.actions')}
          render={(_, n) => (
            <EditButton size="small" resource={resource} recordItemId={n.id}>
              {editor ? t('notice.edit') : t('notice.view')}
            </EditButton>
          )}
        />
      </Table>
    </List>
  );
}

/** The stored item in one language, laid out like the player's page. */
function Preview({ item, name }: { item: Item; name: string }) {
  const { t } = useTranslation(NS);
  const [locale, setLocale] = useState<Locale>('en-US');
  const text = (base: string) => localizedField(item, base, locale);
  const body = text('body');
  const terms = text('terms');
  return (
    <Card title={t('notice.preview')} size="small">
      <Segmented
        value={locale}
        onChange={(v) => setLocale(v as Locale)}
        options={LOCALES.map((l) => ({ value: l, label: LOCALE_NATIVE_NAMES[l] }))}
        style={{ marginBottom: 12, flexWrap: 'wrap' }}
      />
      <article className="console-preview" lang={locale} data-testid={`${name}-preview`}>
        {item.imageUrl && (
          <img src={item.imageUrl} alt={text('alt') ?? ''} style={{ width: '100%', borderRadius: 6 }} />
        )}
        {text('title') && <h3 style={{ color: 'inherit' }}>{text('title')}</h3>}
        {text('summary') && <p>{text('summary')}</p>}
        {body && <RichHtml html={body} />}
        {terms && <RichHtml html={terms} />}
      </article>
    </Card>
  );
}

/** The fields a kind has besides its languages and the publish window. */
function KindFields({ resource }: { resource: ContentResource }) {
  const { t } = useTranslation(NS);
  const url = [{ max: CONTENT_LIMITS.url, message: t('too_long', { max: CONTENT_LIMITS.url }) }];
  if (resource === 'banners')
    return (
      <Space wrap>
        <Form.Item
          name="imageUrl"
          label={t('content.image_url')}
          extra={t('content.url_help')}
          rules={[{ required: true, message: t('required') }, ...url]}
        >
          <ImageUrlInput width={420} />
        </Form.Item>
        <Form.Item name="linkUrl" label={t('content.link_url')} rules={url}>
          <Input style={{ width: 420 }} />
        </Form.Item>
      </Space>
    );
  if (resource === 'promotions')
    return (
      <Space wrap>
        <Form.Item name="kind" label={t('content.kind')} rules={[{ required: true, message: t('required') }]}>
          <Select
            style={{ width: 180 }}
            options={['promotion', 'activity'].map((k) => ({ value: k, label: t(`content.${k}`) }))}
          />
        </Form.Item>
        <Form.Item name="imageUrl" label={t('content.image_url')} extra={t('content.url_help')} rules={url}>
          <ImageUrlInput width={360} />
        </Form.Item>
        <Form.Item name="startsAt" label={t('content.starts_at')} rules={[{ required: true, message: t('required') }]}>
          <DatePicker showTime />
        </Form.Item>
        <Form.Item name="endsAt" label={t('content.ends_at')}>
          <DatePicker showTime />
        </Form.Item>
      </Space>
    );
  return null;
}

export function ContentEditPage({ resource }: { resource: ContentResource }) {
  const { t } = useTranslation(NS);
  const kind = KINDS[resource];
  const navigate = useNavigate();
  const { id } = useParams();
  const editor = can(readSession()?.role, resource, 'edit');
  const [form] = Form.useForm<Values>();
  const { query } = useOne<Item>({ resource, id: id ?? '', queryOptions: { enabled: id !== undefined } });
  const item = id === undefined ? undefined : query.data?.data;
  const { run } = useAction(resource);
  const { message } = App.useApp();
  const { mutateAsync: create, mutation: creating } = useCreate<Item>();
  const { mutateAsync: update, mutation: updating } = useUpdate<Item>();
  const busy = creating.isPending || updating.isPending;
  const instants = ['publishAt', 'unpublishAt', ...kind.instants];

  useEffect(() => {
    if (!item) return;
    const dates = Object.fromEntries(instants.map((key) => [key, item[key] ? dayjs(item[key] as string) : null]));
    form.setFieldsValue({ ...item, ...dates });
    // instants follows the kind, which a page never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item, form]);

  const save = async () => {
    const values = await form.validateFields();
    const body: Record<string, unknown> = { sort: values.sort ?? 100, ...localizedValues(values, kind.localized) };
    if (resource === 'banners') Object.assign(body, { imageUrl: values.imageUrl, linkUrl: values.linkUrl || null });
    if (resource === 'promotions') Object.assign(body, { kind: values.kind, imageUrl: values.imageUrl || null });
    for (const key of instants) {
      const value = values[key] as Dayjs | null | undefined;
      body[key] = value ? value.toISOString() : null;
    }
    // The page tells how it went itself, as the rest of the console does.
    const quiet = { successNotification: false, errorNotification: false } as const;
    try {
      if (id) {
        await update({ resource, id, values: body, ...quiet });
        void message.success(t('notice.saved'));
      } else {
        const { data: saved } = await create({ resource, values: body, ...quiet });
        void message.success(t('notice.saved'));
        navigate(`/${resource}/${saved.id}`, { replace: true });
      }
    } catch (error) {
      void message.error((error as { message?: string }).message ?? t('failed'));
    }
  };

  if (id && (query.isLoading || !item)) return <Card loading />;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2}>
        {id ? t(`content.edit.${kind.name}`, { id }) : t(`content.new.${kind.name}`)}
      </Typography.Title>
      {item && (
        <Space wrap>
          <Tag color={item.status === 'published' ? 'green' : 'default'}>{t(`status.${item.status}`)}</Tag>
          {item.live && <Tag color="blue">{t('notice.live')}</Tag>}
        </Space>
      )}
      {!editor && <Alert type="info" showIcon message={t('notice.read_only')} />}
      <Form form={form} layout="vertical" disabled={!editor} initialValues={{ sort: 100, kind: 'promotion' }}>
        <KindFields resource={resource} />
        <LocalizedFields fields={kind.localized} testIdPrefix={kind.name} />
        <Space wrap style={{ marginTop: 16 }}>
          <Form.Item name="publishAt" label={t('notice.publish_at')}>
            <DatePicker showTime />
          </Form.Item>
          <Form.Item name="unpublishAt" label={t('notice.unpublish_at')}>
            <DatePicker showTime />
          </Form.Item>
          <Form.Item name="sort" label={t('notice.sort')}>
            <InputNumber min={-CONTENT_LIMITS.sort} max={CONTENT_LIMITS.sort} />
          </Form.Item>
        </Space>
      </Form>
      {editor && (
        <Space wrap>
          <Button type="primary" onClick={save} loading={busy}>
            {t('notice.save_draft')}
          </Button>
          {item && item.status === 'draft' && (
            <Popconfirm
              title={t('confirm.publish')}
              onConfirm={() => run(`/v2/admin/${kind.segment}/publish`, { id: item.id }, t('notice.published'))}
            >
              <Button>{t('notice.publish')}</Button>
            </Popconfirm>
          )}
          {item && item.status === 'published' && (
            <Button
              onClick={() => run(`/v2/admin/${kind.segment}/unpublish`, { id: item.id }, t('notice.unpublished'))}
            >
              {t('notice.unpublish')}
            </Button>
          )}
        </Space>
      )}
      {item ? <Preview item={item} name={kind.name} /> : <Alert type="info" message={t('notice.preview_after_save')} />}
    </Space>
  );
}
