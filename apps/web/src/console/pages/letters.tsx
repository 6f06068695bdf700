// Station letters: send one to a player, to a segment of players (counted before sending) or to
// every player, in the seven languages, now or at a time; or keep it as a draft, change it, preview it
// as the player's inbox will show it, and send it later (once). See who read the letters sent;
// withdraw one from every inbox. Content writes, support reads.
import { List, useTable } from '@refinedev/antd';
import { useInvalidate, type CrudFilter } from '@refinedev/core';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Drawer,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@hall/contracts/locale';
import type { AdminStationDraft, AdminStationLetter } from '@hall/contracts/content';
import { LOCALE_NATIVE_NAMES } from '../../lib/locale';
import { localizedField } from '../../lib/localized-field';
import { can } from '../access';
import { LetterPreview } from '../components/letter-preview';
import {
  letterBody,
  letterFormValues,
  missingLanguages,
  segmentOf,
  type LetterFormValues,
  type SegmentValues,
} from '../components/letter-values';
import { LocalizedFields, TITLE_AND_BODY } from '../components/localized-fields';
import { useAction } from '../components/use-action';
import { usePost } from '../components/use-post';
import { dateTime } from '../format';
import { NS } from '../i18n';
import { readSession } from '../session';

/** Who a segment letter goes to: each filter narrows it; the count is asked of the server. */
function SegmentFields() {
  const { t } = useTranslation(NS);
  const form = Form.useFormInstance<LetterFormValues>();
  const [matches, setMatches] = useState<string | null>(null);
  const { post } = usePost<{ count: number }>();
  const any = t('segment.any');
  const countNow = async () => {
    const segment = segmentOf(form.getFieldValue('segment') as SegmentValues | undefined);
    if (Object.keys(segment).length === 0) return setMatches(t('segment.need_filter'));
    try {
      const { count } = await post('/v2/admin/station/segment/count', segment);
      setMatches(t('segment.matches', { count }));
    } catch (error) {
      setMatches((error as { message?: string }).message ?? null);
    }
  };
  return (
    <fieldset data-testid="letter-segment" style={{ border: 0, padding: 0, margin: 0 }}>
      <Space wrap align="end">
        <Form.Item name={['segment', 'locale']} label={t('segment.language')}>
          <Select
            allowClear
            placeholder={any}
            style={{ width: 160 }}
            options={LOCALES.map((l) => ({ value: l, label: LOCALE_NATIVE_NAMES[l] }))}
          />
        </Form.Item>
        <Form.Item name={['segment', 'kyc']} label={t('segment.kyc')}>
          <Select
            allowClear
            placeholder={any}
            style={{ width: 180 }}
            options={['approved', 'not_approved'].map((v) => ({ value: v, label: t(`segment.kyc_${v}`) }))}
          />
        </Form.Item>
        <Form.Item name={['segment', 'deposited']} label={t('segment.deposited')}>
          <Select
            allowClear
            placeholder={any}
            style={{ width: 180 }}
            options={['yes', 'never'].map((v) => ({ value: v, label: t(`segment.deposited_${v}`) }))}
          />
        </Form.Item>
        <Form.Item name={['segment', 'registered']} label={t('segment.registered')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item name={['segment', 'inactiveDays']} label={t('segment.inactive_days')}>
          <InputNumber min={1} max={3650} placeholder={any} />
        </Form.Item>
        <Form.Item name={['segment', 'agentAccount']} label={t('segment.agent')}>
          <Input style={{ width: 180 }} placeholder={any} />
        </Form.Item>
        <Form.Item>
          <Button onClick={countNow}>{t('segment.count')}</Button>
        </Form.Item>
      </Space>
      {matches && (
        <Typography.Paragraph role="status" data-testid="segment-matches">
          {matches}
        </Typography.Paragraph>
      )}
    </fieldset>
  );
}

/** A sent letter in the preview's terms: who it went to, and when it arrived. */
function asDraft(letter: AdminStationLetter): AdminStationDraft {
  return {
    ...letter,
    target: letter.broadcast ? 'all' : letter.segment ? 'segment' : 'player',
    updatedAt: letter.createdAt,
    sentAt: letter.createdAt,
    letterId: letter.id,
  };
}

/**
 * Writes a new letter or changes a draft: send it now, or save it as a draft (the preview then shows
 * the saved, server-cleaned text). Sending a draft saves the form first, so what goes is what is shown.
 */
function LetterEditor({
  open,
  draft,
  onClose,
}: {
  open: boolean;
  /** The draft being changed; null for a new letter. */
  draft: AdminStationDraft | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<LetterFormValues>();
  const target = Form.useWatch('target', form);
  const { run, busy } = useAction('letter-drafts');
  const { modal } = App.useApp();
  const invalidate = useInvalidate();
  // The draft as last saved: the one opened, or the one this editor has just created.
  const [saved, setSaved] = useState<AdminStationDraft | null>(draft);
  useEffect(() => {
    setSaved(draft);
    if (!open) return;
    // The form instance outlives the dialog's contents: nothing of the last letter may stay in it.
    form.resetFields();
    form.setFieldsValue(letterFormValues(draft) as Parameters<typeof form.setFieldsValue>[0]);
  }, [draft, open, form]);

  const close = () => {
    form.resetFields();
    setSaved(null);
    onClose();
  };
  const saveDraft = async () => {
    const body = letterBody(await form.validateFields());
    const result = (await run(
      saved ? '/v2/admin/station/draft/update' : '/v2/admin/station/draft/create',
      saved ? { ...body, id: saved.id } : body,
      t('letter.draft_saved'),
    )) as AdminStationDraft | undefined;
    if (result) setSaved(result);
    return result;
  };
  const send = async () => {
    const values = await form.validateFields();
    // A letter to many goes out once and cannot be unsent from a reader's memory: the sender says so,
    // told whom it reaches and which languages it has no text in.
    if (values.target !== 'player') {
      const missing = missingLanguages(letterBody(values));
      const confirmed = await modal.confirm({
        title: t(values.target === 'all' ? 'letter.confirm_all' : 'letter.confirm_segment'),
        content: missing.length
          ? t('letter.missing_languages', { languages: missing.map((l) => LOCALE_NATIVE_NAMES[l]).join(', ') })
          : t('letter.every_language'),
        okText: t('letter.send'),
        cancelText: t('buttons.cancel'),
      });
      if (!confirmed) return;
    }
    let sent: unknown;
    if (saved) {
      const current = await saveDraft();
      if (!current) return;
      sent = await run('/v2/admin/station/draft/send', { id: current.id }, t('letter.sent'));
    } else {
      sent = await run('/v2/admin/station/send', letterBody(values), t('letter.sent'));
    }
    if (sent) {
      await invalidate({ resource: 'letters', invalidates: ['all'] });
      close();
    }
  };
  return (
    <Modal
      open={open}
      title={saved ? t('letter.draft_title', { id: saved.id }) : t('letter.send')}
      width="min(1100px, 96vw)"
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('buttons.cancel')}
        </Button>,
        <Button key="draft" onClick={() => void saveDraft()} loading={busy} data-testid="letter-save-draft">
          {t('letter.save_draft')}
        </Button>,
        <Button key="send" type="primary" onClick={() => void send()} loading={busy}>
          {t('letter.send')}
        </Button>,
      ]}
    >
      {/* Named, so its fields' ids (letter_account, ...) differ from the search form's on the page
          behind it: a label must name its own input. */}
      <Form form={form} name="letter" layout="vertical" initialValues={{ target: 'player' }}>
        <Space wrap>
          <Form.Item name="target" label={t('letter.to')}>
            <Radio.Group
              options={[
                { value: 'player', label: t('letter.to_player') },
                { value: 'segment', label: t('letter.to_segment') },
                { value: 'all', label: t('letter.to_all') },
              ]}
            />
          </Form.Item>
          {target === 'player' && (
            <Form.Item
              name="account"
              label={t('col.account')}
              rules={[{ required: true, whitespace: true, message: t('required') }]}
            >
              <Input style={{ width: 220 }} />
            </Form.Item>
          )}
          <Form.Item name="publishAt" label={t('notice.publish_at')}>
            <DatePicker showTime />
          </Form.Item>
          <Form.Item name="unpublishAt" label={t('notice.unpublish_at')}>
            <DatePicker showTime />
          </Form.Item>
        </Space>
        {target === 'segment' && <SegmentFields />}
        <LocalizedFields fields={TITLE_AND_BODY} testIdPrefix="letter" />
      </Form>
      <div style={{ marginTop: 16 }}>
        {saved ? (
          <LetterPreview letter={saved} />
        ) : (
          <Alert type="info" showIcon message={t('letter.preview_after_save')} />
        )}
      </div>
    </Modal>
  );
}

/** Who a letter or draft is for, in the lists. */
function Recipient({ letter }: { letter: AdminStationLetter | AdminStationDraft }) {
  const { t } = useTranslation(NS);
  const toAll = 'broadcast' in letter ? letter.broadcast : letter.target === 'all';
  if (toAll) return <Tag color="blue">{t('letter.to_all')}</Tag>;
  if (letter.segment)
    return 'recipientCount' in letter ? (
      <Tag color="purple">{t('letter.segment_of', { count: letter.recipientCount ?? 0 })}</Tag>
    ) : (
      <Tag color="purple">{t('letter.to_segment')}</Tag>
    );
  return <>{letter.account}</>;
}

/** The drafts waiting to be sent, last changed first. */
function Drafts({
  writer,
  onEdit,
  onPreview,
}: {
  writer: boolean;
  onEdit: (draft: AdminStationDraft) => void;
  onPreview: (draft: AdminStationDraft) => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const { tableProps } = useTable<AdminStationDraft>({ resource: 'letter-drafts', syncWithLocation: false });
  const { run } = useAction('letter-drafts');
  const invalidate = useInvalidate();
  const missingNote = (draft: AdminStationDraft) => {
    const missing = missingLanguages(draft);
    return missing.length
      ? t('letter.missing_languages', { languages: missing.map((l) => LOCALE_NATIVE_NAMES[l]).join(', ') })
      : undefined;
  };
  const sendNow = async (draft: AdminStationDraft) => {
    if (await run('/v2/admin/station/draft/send', { id: draft.id }, t('letter.sent')))
      await invalidate({ resource: 'letters', invalidates: ['all'] });
  };
  return (
    <Card title={t('letter.drafts')} size="small" style={{ marginBottom: 24 }} data-testid="letter-drafts">
      <Table
        {...tableProps}
        rowKey="id"
        scroll={{ x: true }}
        locale={{ emptyText: <span className="console-empty">{t('letter.no_drafts')}</span> }}
      >
        <Table.Column<AdminStationDraft> title="#" dataIndex="id" />
        <Table.Column<AdminStationDraft> title={t('letter.to')} render={(_, d) => <Recipient letter={d} />} />
        <Table.Column<AdminStationDraft>
          title={t('notice.title')}
          render={(_, d) => localizedField(d, 'title', i18n.language as Locale) ?? '—'}
        />
        <Table.Column<AdminStationDraft>
          title={t('notice.window')}
          render={(_, d) =>
            `${d.publishAt ? dateTime(d.publishAt) : t('letter.when_sent')} → ${dateTime(d.unpublishAt)}`
          }
        />
        <Table.Column<AdminStationDraft>
          title={t('notice.updated')}
          dataIndex="updatedAt"
          render={(v: string) => dateTime(v)}
        />
        <Table.Column<AdminStationDraft>
          title={t('col.actions')}
          render={(_, d) => (
            <Space wrap>
              <Button size="small" onClick={() => onPreview(d)}>
                {t('letter.preview_button')}
              </Button>
              {writer && (
                <>
                  <Button size="small" onClick={() => onEdit(d)}>
                    {t('notice.edit')}
                  </Button>
                  <Popconfirm
                    title={t('letter.send_draft_confirm')}
                    description={missingNote(d)}
                    onConfirm={() => sendNow(d)}
                  >
                    <Button size="small" type="primary">
                      {t('letter.send_draft')}
                    </Button>
                  </Popconfirm>
                  <Popconfirm
                    title={t('letter.delete_draft_confirm')}
                    onConfirm={() => run('/v2/admin/station/draft/delete', { id: d.id }, t('letter.draft_deleted'))}
                  >
                    <Button size="small" danger>
                      {t('letter.delete_draft')}
                    </Button>
                  </Popconfirm>
                </>
              )}
            </Space>
          )}
        />
      </Table>
    </Card>
  );
}

export function LettersPage() {
  const { t, i18n } = useTranslation(NS);
  // The editor: closed, a new letter (draft null) or a draft being changed.
  const [editing, setEditing] = useState<{ draft: AdminStationDraft | null } | null>(null);
  const [previewing, setPreviewing] = useState<AdminStationDraft | null>(null);
  const { tableProps, searchFormProps } = useTable<AdminStationLetter, never, { account?: string }>({
    resource: 'letters',
    syncWithLocation: false,
    onSearch: ({ account }): CrudFilter[] => [
      { field: 'account', operator: 'eq', value: account?.trim() || undefined },
    ],
  });
  const { run } = useAction('letters');
  const writer = can(readSession()?.role, 'letters', 'send');
  return (
    <List
      title={t('nav.letters')}
      headerButtons={
        writer ? (
          <Button type="primary" onClick={() => setEditing({ draft: null })}>
            {t('letter.send')}
          </Button>
        ) : null
      }
    >
      <LetterEditor open={editing !== null} draft={editing?.draft ?? null} onClose={() => setEditing(null)} />
      <Drawer
        open={previewing !== null}
        title={previewing ? t('letter.preview_of', { id: previewing.id }) : ''}
        width={480}
        onClose={() => setPreviewing(null)}
        destroyOnHidden
      >
        {previewing && <LetterPreview letter={previewing} />}
      </Drawer>
      <Drafts writer={writer} onEdit={(draft) => setEditing({ draft })} onPreview={setPreviewing} />
      <Typography.Title level={4}>{t('letter.sent_letters')}</Typography.Title>
      <Form {...searchFormProps} layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item name="account" label={t('col.account')}>
          <Input allowClear />
        </Form.Item>
        <Button htmlType="submit">{t('buttons.filter')}</Button>
      </Form>
      <Table {...tableProps} rowKey="id" scroll={{ x: true }}>
        <Table.Column<AdminStationLetter> title="#" dataIndex="id" />
        <Table.Column<AdminStationLetter> title={t('letter.to')} render={(_, l) => <Recipient letter={l} />} />
        <Table.Column<AdminStationLetter>
          title={t('notice.title')}
          render={(_, l) => localizedField(l, 'title', i18n.language as Locale) ?? '—'}
        />
        <Table.Column<AdminStationLetter>
          title={t('notice.window')}
          render={(_, l) => `${dateTime(l.publishAt)} → ${dateTime(l.unpublishAt)}`}
        />
        <Table.Column<AdminStationLetter> title={t('letter.read')} dataIndex="readCount" align="right" />
        <Table.Column<AdminStationLetter>
          title={t('col.actions')}
          render={(_, l) => (
            <Space wrap>
              <Button size="small" onClick={() => setPreviewing(asDraft(l))}>
                {t('letter.preview_button')}
              </Button>
              {writer && (
                <Popconfirm
                  title={t('letter.withdraw_confirm')}
                  onConfirm={() => run('/v2/admin/station/delete', { id: l.id })}
                >
                  <Button size="small" danger>
                    {t('letter.withdraw')}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          )}
        />
      </Table>
    </List>
  );
}
