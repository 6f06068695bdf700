// Voiding a round (admin, finance) when the game malfunctioned, as the terms promise: find the round
// a player names by its number, see what it moved, and void it with a reason the player reads in a
// letter. The server returns the stake and takes the win back as far as the wallet holds it; a round
// voided already shows what its void did and cannot be voided again.
import { List } from '@refinedev/antd';
import { Alert, Button, Card, Descriptions, Form, Input, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRound } from '@hall/contracts/game';
import { useAction } from '../components/use-action';
import { usePost } from '../components/use-post';
import { coins, dateTime } from '../format';
import { NS } from '../i18n';

const REASON_MIN = 5;
const REASON_MAX = 500;

function Round({ round, onVoided }: { round: AdminRound; onVoided: (round: AdminRound) => void }) {
  const { t } = useTranslation(NS);
  const { run, busy } = useAction('rounds');
  const [form] = Form.useForm<{ reason: string }>();
  const voidIt = async () => {
    const { reason } = await form.validateFields();
    const done = await run('/v2/admin/game/round/void', { roundSn: round.roundSn, reason }, t('round.voided_done'));
    if (done) onVoided(done as unknown as AdminRound);
  };
  return (
    <Card title={round.roundSn} extra={round.voided && <Tag color="red">{t('round.voided')}</Tag>}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('col.account')}>
            {round.account} (#{round.userId})
          </Descriptions.Item>
          <Descriptions.Item label={t('game.machine')}>
            {round.machineId} ({round.gameId})
          </Descriptions.Item>
          <Descriptions.Item label={t('round.played')}>{dateTime(round.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('round.bet')}>
            {coins(round.bet)}
            {round.bonusBet !== '0' && ` (${t('round.bonus_part', { amount: coins(round.bonusBet) })})`}
          </Descriptions.Item>
          <Descriptions.Item label={t('round.win')}>{coins(round.win)}</Descriptions.Item>
          {round.voided && (
            <>
              <Descriptions.Item label={t('round.voided_at')}>{dateTime(round.voided.at)}</Descriptions.Item>
              <Descriptions.Item label={t('reason')}>{round.voided.reason}</Descriptions.Item>
              <Descriptions.Item label={t('round.refunded')}>{coins(round.voided.refunded)}</Descriptions.Item>
              <Descriptions.Item label={t('round.recovered')}>{coins(round.voided.recovered)}</Descriptions.Item>
              <Descriptions.Item label={t('round.unrecovered')}>{coins(round.voided.unrecovered)}</Descriptions.Item>
            </>
          )}
        </Descriptions>
        {!round.voided && (
          <Form form={form} layout="vertical">
            <Form.Item
              name="reason"
              label={t('reason')}
              extra={t('round.reason_help')}
              rules={[
                { required: true, whitespace: true, message: t('required') },
                { min: REASON_MIN, message: t('round.reason_short', { min: REASON_MIN }) },
                { max: REASON_MAX, message: t('too_long', { max: REASON_MAX }) },
              ]}
            >
              <Input.TextArea rows={3} maxLength={REASON_MAX} showCount />
            </Form.Item>
            <Popconfirm
              title={t('round.confirm', { sn: round.roundSn, account: round.account })}
              onConfirm={() => void voidIt()}
            >
              <Button danger loading={busy}>
                {t('round.void')}
              </Button>
            </Popconfirm>
          </Form>
        )}
      </Space>
    </Card>
  );
}

export function RoundsPage() {
  const { t } = useTranslation(NS);
  const [round, setRound] = useState<AdminRound | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A look-up the operator asks for, kept until the next one: voiding replaces it with the answer.
  const { post, busy } = usePost<AdminRound>();
  const find = async (roundSn: string) => {
    if (!roundSn.trim()) return;
    setError(null);
    try {
      setRound(await post('/v2/admin/game/round/get', { roundSn: roundSn.trim() }));
    } catch (e) {
      setRound(null);
      setError((e as { message?: string }).message || t('failed'));
    }
  };
  return (
    <List title={t('nav.rounds')}>
      <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 720 }}>
        <Alert type="info" showIcon message={t('round.intro')} />
        <Input.Search
          allowClear
          placeholder={t('round.search')}
          aria-label={t('round.search')}
          enterButton={t('round.find')}
          loading={busy}
          onSearch={(value) => void find(value)}
        />
        {error && <Alert type="error" showIcon message={error} />}
        {round && <Round key={round.roundSn} round={round} onVoided={setRound} />}
      </Space>
    </List>
  );
}
