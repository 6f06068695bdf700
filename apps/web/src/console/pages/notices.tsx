// Notices: the list by state, and the editor with the seven languages side by side, a publish
// window, a preview of the saved (server-sanitised) text as a player sees it, and publish.
import { CreateButton, EditButton, List, useTable } from '@refinedev/antd';
import { useOne } from '@refinedev/core';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Form,
  InputNumber,
  Popconfirm,
  Segmented,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LOCALES, type Locale } from '@hall/contracts/locale';
import type { AdminNotice } from '@hall/contracts/content';
import { RichHtml } from '../../components/rich-html';
import { LOCALE_NATIVE_NAMES } from '../../lib/locale';
import { localizedField } from '../../lib/localized-field';
import { can } from '../access';
import { filterValue } from '../components/filter-value';
import { StatusFilter } from '../components/status-filter';
import { TitleBodyFields, titleBodyValues } from '../components/title-body-fields';
import { useAction } from '../components/use-action';
import { dateTime } from '../format';
import { NS } from '../i18n';
import { readSession } from '../session';

type Values = Record<string, string | number | boolean | Dayjs | null | undefined>;

export function NoticesPage() {
  const { t, i18n } = useTranslation(NS);
  const { tableProps, filters, setFilters } = useTable<AdminNotice>({ resource: 'notices', syncWithLocation: false });
  const editor = can(readSession()?.role, 'notices', 'edit');
  return (
    <List
      title={t('nav.notices')}
      headerButtons={editor ? <CreateButton resource="notices">{t('notice.new')}</CreateButton> : null}
    >
      <StatusFilter
        statuses={['draft', 'published']}
        value={filterValue(filters, 'status')}
        onChange={(f) => setFilters(f, 'replace')}
      />
      <Table {...tableProps} rowKey="id" scroll={{ x: true }}>
        <Table.Column<AdminNotice> title="#" dataIndex="id" />
        <Table.Column<AdminNotice>
          title={t('notice.title')}
          render={(_, n) => localizedField(n, 'title', i18n.language as Locale) ?? '—'}
        />
        <Table.Column<AdminNotice>
          title={t('col.status')}
          render={(_, n) => (
            <Space>
              <Tag color={n.status === 'published' ? 'green' : 'default'}>{t(`status.${n.status}`)}</Tag>
              {n.live && <Tag color="blue">{t('notice.live')}</Tag>}
            </Space>
          )}
        />
        <Table.Column<AdminNotice>
          title={t('notice.window')}
          render={(_, n) => `${dateTime(n.publishAt)} → ${dateTime(n.unpublishAt)}`}
        />
        <Table.Column<AdminNotice>
          title={t('notice.updated')}
          dataIndex="updatedAt"
          render={(v: string) => dateTime(v)}
        />
        <Table.Column<AdminNotice>
          title={t('col.actions')}
          render={(_, n) => (
            <EditButton size="small" resource="notices" recordItemId={n.id}>
              {editor ? t('notice.edit') : t('notice.view')}
            </EditButton>
          )}
        />
      </Table>
    </List>
  );
}

/** The stored notice in one language, laid out like the player's notice page. */
function Preview({ notice }: { notice: AdminNotice }) {
  const { t } = useTranslation(NS);
  const [locale, setLocale] = useState<Locale>('en-US');
  const title = localizedField(notice, 'title', locale);
  const body = localizedField(notice, 'body', locale);
  return (
    <Card title={t('notice.preview')} size="small">
      <Segmented
        value={locale}
        onChange={(v) => setLocale(v as Locale)}
        options={LOCALES.map((l) => ({ value: l, label: LOCALE_NATIVE_NAMES[l] }))}
        style={{ marginBottom: 12, flexWrap: 'wrap' }}
      />
      <article className="console-preview" lang={locale} data-testid="notice-preview">
        <h3 style={{ color: 'inherit' }}>{title}</h3>
        {body && <RichHtml html={body} />}
      </article>
    </Card>
  );
}

export function NoticeEditPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { id } = useParams();
  const editor = can(readSession()?.role, 'notices', 'edit');
  const [form] = Form.useForm<Values>();
  const { query } = useOne<AdminNotice>({
    resource: 'notices',
    id: id ?? '',
    queryOptions: { enabled: id !== undefined },
  });
  const notice = id === undefined ? undefined : query.data?.data;
  const { run, busy } = useAction('notices');

  useEffect(() => {
    if (!notice) return;
    form.setFieldsValue({
      ...notice,
      publishAt: notice.publishAt ? dayjs(notice.publishAt) : null,
      unpublishAt: notice.unpublishAt ? dayjs(notice.unpublishAt) : null,
    });
  }, [notice, form]);

  const save = async () => {
    const values = await form.validateFields();
    const body: Record<string, unknown> = { sort: values.sort ?? 100, ...titleBodyValues(values) };
    for (const key of ['publishAt', 'unpublishAt'] as const) {
      const value = values[key] as Dayjs | null | undefined;
      body[key] = value ? value.toISOString() : null;
    }
    const saved = (await run(
      id ? '/v2/admin/notice/update' : '/v2/admin/notice/create',
      id ? { ...body, id: Number(id) } : body,
      t('notice.saved'),
    )) as AdminNotice | undefined;
    if (saved && !id) navigate(`/notices/${saved.id}`, { replace: true });
  };

  if (id && (query.isLoading || !notice)) return <Card loading />;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2}>{id ? t('notice.edit_title', { id }) : t('notice.new')}</Typography.Title>
      {notice && (
        <Space wrap>
          <Tag color={notice.status === 'published' ? 'green' : 'default'}>{t(`status.${notice.status}`)}</Tag>
          {notice.live && <Tag color="blue">{t('notice.live')}</Tag>}
        </Space>
      )}
      {!editor && <Alert type="info" showIcon message={t('notice.read_only')} />}
      <Form form={form} layout="vertical" disabled={!editor} initialValues={{ sort: 100 }}>
        <TitleBodyFields testIdPrefix="notice" />
        <Space wrap style={{ marginTop: 16 }}>
          <Form.Item name="publishAt" label={t('notice.publish_at')}>
            <DatePicker showTime />
          </Form.Item>
          <Form.Item name="unpublishAt" label={t('notice.unpublish_at')}>
            <DatePicker showTime />
          </Form.Item>
          <Form.Item name="sort" label={t('notice.sort')}>
            <InputNumber min={-1_000_000} max={1_000_000} />
          </Form.Item>
        </Space>
      </Form>
      {editor && (
        <Space wrap>
          <Button type="primary" onClick={save} loading={busy}>
            {t('notice.save_draft')}
          </Button>
          {notice && notice.status === 'draft' && (
            <Popconfirm
              title={t('confirm.publish')}
              onConfirm={() => run('/v2/admin/notice/publish', { id: notice.id }, t('notice.published'))}
            >
              <Button>{t('notice.publish')}</Button>
            </Popconfirm>
          )}
          {notice && notice.status === 'published' && (
            <Button onClick={() => run('/v2/admin/notice/unpublish', { id: notice.id }, t('notice.unpublished'))}>
              {t('notice.unpublish')}
            </Button>
          )}
        </Space>
      )}
      {notice ? <Preview notice={notice} /> : <Alert type="info" message={t('notice.preview_after_save')} />}
    </Space>
  );
}
