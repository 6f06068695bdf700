// One bonus offer's rules in a drawer: new, changed (finance) or read (support). The fields follow the
// kind; the contract's cross-field rules are checked before sending and the server's refusals are
// shown on the field they name.
import type { HttpError } from '@refinedev/core';
import {
  Alert,
  App,
  Button,
  Col,
  DatePicker,
  Divider,
  Drawer,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Switch,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { BonusKind, BonusOncePer, RebateBasis } from '@hall/contracts/bonus';
import { NS } from '../i18n';
import { usePost } from './use-post';
import {
  autoOnly,
  contractIssues,
  isFormField,
  isMatch,
  offerFormValues,
  offerInput,
  type FieldError,
  type Offer,
  type OfferFormValues,
} from './bonus-offer-values';

export interface Option<V> {
  value: V;
  label: string;
}

/** Where a refusal the server gives by reason belongs. */
const REASON_FIELD: Record<string, string> = { bonus_code_taken: 'code', promotion_unknown: 'promotionId' };

const half = { xs: 24, sm: 12 };

export function BonusOfferDrawer({
  offer,
  editable,
  promotions,
  games,
  onClose,
  onSaved,
}: {
  /** The offer to change or read; null for a new one. */
  offer: Offer | null;
  editable: boolean;
  promotions: Option<number>[];
  /** Game ids to suggest; others may be typed. */
  games: Option<string>[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<OfferFormValues>();
  const { post, busy } = usePost();
  const kind = Form.useWatch('kind', form) ?? offer?.kind ?? 'first_deposit';
  const newPlayersOnly = Form.useWatch('newPlayersOnly', form);
  // Selects and radio groups always hold a value (none can be cleared): only typed fields need the rule,
  // which antd would otherwise mark on the select's wrapper, where aria-required is not allowed.
  const required = [{ required: true, message: t('required') }];
  const coinsRule = [...required, { pattern: /^\d{1,12}$/, message: t('bonus.coins_rule') }];

  const save = async () => {
    await form.validateFields();
    // Every value the form holds, those of fields the kind hides included.
    const input = offerInput(form.getFieldsValue(true) as OfferFormValues, offer?.id);
    const issues = contractIssues(input, t);
    if (issues.length > 0) {
      form.setFields(issues);
      return;
    }
    try {
      await post('/v2/admin/bonus/offer/save', input);
      void message.success(t('bonus.saved'));
      onSaved();
    } catch (caught) {
      const error = caught as HttpError;
      const text = error.message || t('failed');
      const named = Object.entries(error.errors ?? {}).map(([field, said]) => ({
        name: field.split('.')[0]!,
        message: String(said),
      }));
      const byReason = typeof error.reason === 'string' ? REASON_FIELD[error.reason] : undefined;
      if (byReason) named.push({ name: byReason, message: text });
      const fields: FieldError[] = [];
      for (const { name, message: said } of named) if (isFormField(name)) fields.push({ name, errors: [said] });
      form.setFields(fields);
      void message.error(text);
    }
  };

  const title = offer ? t(editable ? 'bonus.edit' : 'bonus.view', { code: offer.code }) : t('bonus.new');
  return (
    <Drawer
      open
      title={title}
      width="min(720px, 100vw)"
      onClose={onClose}
      destroyOnHidden
      footer={
        editable ? (
          <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
            <Button onClick={onClose}>{t('buttons.cancel')}</Button>
            <Button type="primary" loading={busy} onClick={save}>
              {t('buttons.save')}
            </Button>
          </Space>
        ) : null
      }
    >
      {!editable && <Alert type="info" showIcon message={t('bonus.read_only')} style={{ marginBottom: 16 }} />}
      {editable && offer && <Alert type="info" showIcon message={t('bonus.edit_note')} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        name="bonus-offer"
        layout="vertical"
        disabled={!editable}
        initialValues={offerFormValues(offer ?? undefined)}
        onValuesChange={(changed: Partial<OfferFormValues>) => {
          if (changed.kind && autoOnly(changed.kind)) form.setFieldValue('claim', 'auto');
          if (changed.kind === 'rebate' && form.getFieldValue('oncePer') === 'player')
            form.setFieldValue('oncePer', 'week');
        }}
      >
        <Divider orientation="left">{t('bonus.section.offer')}</Divider>
        <Row gutter={16}>
          <Col span={24}>
            <Form.Item name="kind" label={t('bonus.kind')}>
              <Radio.Group options={BonusKind.options.map((k) => ({ value: k, label: t(`bonus.kinds.${k}`) }))} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="code"
              label={t('bonus.code')}
              extra={t('bonus.code_help')}
              rules={[...required, { pattern: /^[a-z0-9-]{2,40}$/, message: t('bonus.invalid.other') }]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="claim"
              label={t('bonus.claim')}
              extra={autoOnly(kind) ? t('bonus.claim_auto_only') : undefined}
            >
              <Radio.Group
                disabled={!editable || autoOnly(kind)}
                options={['auto', 'button'].map((c) => ({ value: c, label: t(`bonus.claims.${c}`) }))}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="promotionId" label={t('bonus.promotion')} extra={t('bonus.promotion_help')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                placeholder={t('bonus.none')}
                options={withCurrent(promotions, offer?.promotionId ?? null)}
              />
            </Form.Item>
          </Col>
        </Row>

        <Divider orientation="left">{t('bonus.section.amounts')}</Divider>
        <Row gutter={16}>
          {(isMatch(kind) || kind === 'rebate') && (
            <Col {...half}>
              <Form.Item
                name="percentBp"
                label={t(kind === 'rebate' ? 'bonus.percent_rebate' : 'bonus.percent_match')}
                rules={required}
                // Shown as a percentage, held (and sent) in basis points.
                getValueProps={(bp?: number | null) => ({ value: typeof bp === 'number' ? bp / 100 : bp })}
                normalize={(pct?: number | null) => (typeof pct === 'number' ? Math.round(pct * 100) : pct)}
              >
                <InputNumber min={0} max={1000} step={1} suffix="%" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          )}
          {isMatch(kind) && (
            <>
              <Col {...half}>
                <Form.Item name="cap" label={t('bonus.cap')} extra={t('bonus.cap_help')} rules={coinsRule}>
                  <Input inputMode="numeric" />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item name="minDeposit" label={t('bonus.min_deposit')} rules={coinsRule}>
                  <Input inputMode="numeric" />
                </Form.Item>
              </Col>
            </>
          )}
          {kind === 'fixed' && (
            <Col {...half}>
              <Form.Item name="fixedAmount" label={t('bonus.fixed_amount')} rules={coinsRule}>
                <Input inputMode="numeric" />
              </Form.Item>
            </Col>
          )}
          {kind === 'rebate' && (
            <>
              <Col {...half}>
                <Form.Item name="rebateBasis" label={t('bonus.basis')}>
                  <Select options={RebateBasis.options.map((b) => ({ value: b, label: t(`bonus.bases.${b}`) }))} />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item name="oncePer" label={t('bonus.period')}>
                  <Select
                    options={(['day', 'week', 'month'] as const).map((p) => ({
                      value: p,
                      label: t(`bonus.periods.${p}`),
                    }))}
                  />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item
                  name="minPayout"
                  label={t('bonus.min_payout')}
                  extra={t('bonus.min_payout_help')}
                  rules={coinsRule}
                >
                  <Input inputMode="numeric" />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item name="gameIds" label={t('bonus.games')} extra={t('bonus.games_help')}>
                  <Select mode="tags" tokenSeparators={[',', ' ']} maxCount={50} options={games} />
                </Form.Item>
              </Col>
            </>
          )}
        </Row>

        <Divider orientation="left">{t('bonus.section.eligibility')}</Divider>
        <Row gutter={16}>
          {kind !== 'rebate' && (
            <Col {...half}>
              <Form.Item name="oncePer" label={t('bonus.once_per')}>
                <Select options={BonusOncePer.options.map((o) => ({ value: o, label: t(`bonus.once.${o}`) }))} />
              </Form.Item>
            </Col>
          )}
          <Col {...half}>
            <Form.Item name="kycRequired" valuePropName="checked" label={t('bonus.kyc')}>
              <Switch />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="newPlayersOnly" valuePropName="checked" label={t('bonus.new_players')}>
              <Switch />
            </Form.Item>
          </Col>
          {newPlayersOnly && (
            <Col {...half}>
              <Form.Item name="newPlayerDays" label={t('bonus.new_player_days')} rules={required}>
                <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          )}
          <Col span={24}>
            <Alert type="info" message={t('bonus.excluded_note')} style={{ marginBottom: 16 }} />
          </Col>
        </Row>

        <Divider orientation="left">{t('bonus.section.wagering')}</Divider>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item
              name="wageringMultiple"
              label={t('bonus.wagering')}
              extra={t('bonus.wagering_help')}
              rules={required}
            >
              <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="pachislotContributionPct"
              label={t('bonus.pachislot')}
              extra={t('bonus.pachislot_help')}
              rules={required}
            >
              <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="validDays"
              label={t('bonus.valid_days')}
              extra={t('bonus.valid_days_help')}
              rules={required}
            >
              <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>

        <Divider orientation="left">{t('bonus.section.window')}</Divider>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="startsAt" label={t('bonus.starts_at')} rules={required}>
              <DatePicker showTime style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="endsAt" label={t('bonus.ends_at')} extra={t('bonus.ends_help')}>
              <DatePicker showTime style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="enabled"
              valuePropName="checked"
              label={t('bonus.enabled')}
              extra={t('bonus.enabled_help')}
            >
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Drawer>
  );
}

/** The options, with the offer's current promotion kept even when the list does not hold it. */
function withCurrent(options: Option<number>[], current: number | null): Option<number>[] {
  if (current === null || options.some((o) => o.value === current)) return options;
  return [{ value: current, label: `#${current}` }, ...options];
}
