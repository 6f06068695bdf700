// Operator sign-in: password, then the authenticator's code (or a recovery code); an operator an
// admin made chooses its own password next; a role that needs an authenticator and has none enrols
// one here (QR code, first code, recovery codes shown once).
// Each step is a call through refine's data provider (the enrolment's with the new session's token,
// which is kept only when the steps are done); refine's `login` keeps the finished session.
import { useLogin } from '@refinedev/core';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERATOR_PASSWORD_MIN, type OperatorRole } from '@hall/contracts/admin';
import { usePost } from '../components/use-post';
import { LanguageSelect } from '../header';
import { NS } from '../i18n';
import type { OperatorSession } from '../session';

type LoginAnswer =
  | { twoFactor: 'required'; challenge: string }
  | { twoFactor: 'none' | 'enrol'; token: string; role: OperatorRole; username: string; passwordChange: boolean };

type Step =
  | { kind: 'password' }
  | { kind: 'code'; challenge: string }
  | { kind: 'new-password'; session: OperatorSession }
  | { kind: 'enrol'; session: OperatorSession; secret: string; uri: string }
  | { kind: 'recovery'; session: OperatorSession; codes: string[] };

export function LoginPage() {
  const { t } = useTranslation(NS);
  const { mutate: login } = useLogin<OperatorSession>();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [error, setError] = useState<string | null>(null);
  const { post, busy } = usePost();
  // The password typed at the first step: the change of an admin-given password is sent with it.
  const typed = useRef('');

  const run = async (work: () => Promise<void>) => {
    setError(null);
    try {
      await work();
    } catch (e) {
      // The data provider's refusals are refine's HttpError: a message in the operator's language.
      setError((e as { message?: string }).message ?? String(e));
    }
  };

  /** After the password is the operator's own: enrol where the role needs it, else in. */
  const proceed = async (session: OperatorSession) => {
    if (session.twoFactor !== 'enrol') return login(session);
    const setup = (await post('/v2/admin/auth/totp/setup', {}, { token: session.token })) as {
      secret: string;
      uri: string;
    };
    setStep({ kind: 'enrol', session, ...setup });
  };

  const onPassword = (values: { username: string; password: string }) =>
    run(async () => {
      typed.current = values.password;
      const answer = (await post('/v2/admin/auth/login', values, { token: null })) as LoginAnswer;
      if (answer.twoFactor === 'required') return setStep({ kind: 'code', challenge: answer.challenge });
      const session: OperatorSession = {
        token: answer.token,
        username: answer.username,
        role: answer.role,
        twoFactor: answer.twoFactor,
      };
      if (answer.passwordChange) return setStep({ kind: 'new-password', session });
      await proceed(session);
    });

  const onNewPassword = (session: OperatorSession) => (values: { password: string }) =>
    run(async () => {
      await post(
        '/v2/admin/auth/password',
        { currentPassword: typed.current, newPassword: values.password },
        { token: session.token },
      );
      typed.current = '';
      await proceed(session);
    });

  const onCode = (challenge: string) => (values: { code: string }) =>
    run(async () => {
      const { passwordChange, ...session } = (await post(
        '/v2/admin/auth/login/totp',
        { challenge, code: values.code },
        { token: null },
      )) as Omit<OperatorSession, 'twoFactor'> & { passwordChange: boolean };
      if (passwordChange) return setStep({ kind: 'new-password', session: { ...session, twoFactor: 'enabled' } });
      login({ ...session, twoFactor: 'enabled' });
    });

  const onEnable = (session: OperatorSession) => (values: { code: string }) =>
    run(async () => {
      const { recoveryCodes } = (await post(
        '/v2/admin/auth/totp/enable',
        { code: values.code },
        { token: session.token },
      )) as {
        recoveryCodes: string[];
      };
      setStep({ kind: 'recovery', session: { ...session, twoFactor: 'enabled' }, codes: recoveryCodes });
    });

  return (
    <main className="console-login">
      <Card title={<h1 style={{ margin: 0, fontSize: 20 }}>{t('login.title')}</h1>} extra={<LanguageSelect />}>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
        {step.kind === 'password' && (
          <Form layout="vertical" onFinish={onPassword} requiredMark={false}>
            <Form.Item name="username" label={t('login.username')} rules={[{ required: true, message: t('required') }]}>
              <Input autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('required') }]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              {t('login.submit')}
            </Button>
          </Form>
        )}
        {step.kind === 'code' && (
          <Form layout="vertical" onFinish={onCode(step.challenge)} requiredMark={false}>
            <Typography.Paragraph>{t('login.code_help')}</Typography.Paragraph>
            <Form.Item name="code" label={t('login.code')} rules={[{ required: true, message: t('required') }]}>
              <Input autoComplete="one-time-code" inputMode="numeric" autoFocus />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              {t('login.verify')}
            </Button>
          </Form>
        )}
        {step.kind === 'new-password' && (
          <Form layout="vertical" onFinish={onNewPassword(step.session)} requiredMark={false}>
            <Typography.Paragraph>{t('login.password_change_help')}</Typography.Paragraph>
            <Form.Item
              name="password"
              label={t('login.new_password')}
              rules={[
                { required: true, message: t('required') },
                { min: OPERATOR_PASSWORD_MIN, max: 128, message: t('operator.password_rule') },
              ]}
            >
              <Input.Password autoComplete="new-password" autoFocus />
            </Form.Item>
            <Form.Item
              name="again"
              label={t('login.new_password_again')}
              dependencies={['password']}
              rules={[
                { required: true, message: t('required') },
                ({ getFieldValue }) => ({
                  validator: (_, value) =>
                    !value || value === getFieldValue('password')
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('login.password_mismatch'))),
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              {t('login.save_password')}
            </Button>
          </Form>
        )}
        {step.kind === 'enrol' && (
          <Form layout="vertical" onFinish={onEnable(step.session)} requiredMark={false}>
            <Typography.Paragraph>{t('login.enrol_help')}</Typography.Paragraph>
            <Space direction="vertical" align="center" style={{ width: '100%', marginBottom: 16 }}>
              <QRCodeSVG value={step.uri} size={180} title={t('login.qr')} />
              <Typography.Text code copyable data-testid="totp-secret">
                {step.secret}
              </Typography.Text>
            </Space>
            <Form.Item name="code" label={t('login.first_code')} rules={[{ required: true, message: t('required') }]}>
              <Input autoComplete="one-time-code" inputMode="numeric" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              {t('login.enable')}
            </Button>
          </Form>
        )}
        {step.kind === 'recovery' && (
          <>
            <Alert type="warning" showIcon message={t('login.recovery_help')} style={{ marginBottom: 16 }} />
            <ul className="console-codes" data-testid="recovery-codes">
              {step.codes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
            <Button type="primary" block onClick={() => login(step.session)}>
              {t('login.continue')}
            </Button>
          </>
        )}
      </Card>
    </main>
  );
}
