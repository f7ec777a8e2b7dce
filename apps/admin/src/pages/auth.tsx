import { useLogin, useTranslate, useUpdatePassword } from '@refinedev/core';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiCall } from '../providers/api.ts';
import { currentStaff, nextStepOf } from '../providers/auth.ts';

const Centered = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f5f5f5' }}>
    <Card title={title} style={{ width: 380 }}>
      {children}
    </Card>
  </div>
);

/** The sign-in form: labelled 用户名 and 密码 (or, after them, the TOTP code). */
export const LoginPage = ({ step = 'password' }: { step?: 'password' | 'code' }) => {
  const t = useTranslate();
  const { mutate: login, isPending } = useLogin<{ username?: string; password?: string; code?: string }>();
  const [error, setError] = useState<string | null>(null);
  const submit = (values: { username?: string; password?: string; code?: string }) => {
    setError(null);
    login(values, {
      onSuccess: (result) => {
        if (!result.success) setError(result.error?.message ?? t('login.failed'));
      },
    });
  };
  return (
    <Centered title={t('login.title')}>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form layout="vertical" onFinish={submit} requiredMark={false}>
        {step === 'password' ? (
          <>
            <Form.Item
              label={t('login.username')}
              name="username"
              rules={[{ required: true, message: t('login.required', { field: t('login.username') }) }]}
            >
              <Input autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item
              label={t('login.password')}
              name="password"
              rules={[{ required: true, message: t('login.required', { field: t('login.password') }) }]}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
          </>
        ) : (
          <Form.Item
            label={t('login.code')}
            name="code"
            extra={t('login.codeHint')}
            rules={[{ required: true, len: 6 }]}
          >
            <Input autoComplete="one-time-code" inputMode="numeric" autoFocus />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" block loading={isPending}>
          {step === 'password' ? t('login.submit') : t('login.verify')}
        </Button>
      </Form>
    </Centered>
  );
};

/** First sign-in: the one-time password is replaced. */
export const ChangePasswordPage = () => {
  const t = useTranslate();
  const { mutate, isPending } = useUpdatePassword<{ currentPassword: string; password: string }>();
  const [error, setError] = useState<string | null>(null);
  return (
    <Centered title={t('password.title')}>
      <Typography.Paragraph type="secondary">{t('password.hint')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form
        layout="vertical"
        requiredMark={false}
        onFinish={(values: { currentPassword: string; password: string }) => {
          setError(null);
          mutate(values, { onSuccess: (result) => !result.success && setError(result.error?.message ?? '') });
        }}
      >
        <Form.Item label={t('password.current')} name="currentPassword" rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item label={t('password.next')} name="password" rules={[{ required: true, min: 10 }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('password.repeat')}
          name="repeat"
          dependencies={['password']}
          rules={[
            { required: true },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('password.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isPending}>
          {t('password.submit')}
        </Button>
      </Form>
    </Centered>
  );
};

/** TOTP set-up (required for admins, offered to all): the secret to add to an authenticator app, then its code. */
export const TwoFactorSetupPage = () => {
  const t = useTranslate();
  const navigate = useNavigate();
  const [uri, setUri] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const secret = uri ? new URL(uri).searchParams.get('secret') : null;
  return (
    <Centered title={t('twoFactor.title')}>
      <Typography.Paragraph type="secondary">{t('twoFactor.hint')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
      {!uri ? (
        <Form
          layout="vertical"
          onFinish={async ({ password }: { password: string }) => {
            try {
              setUri(
                (await apiCall<{ totpURI: string }>('/auth/two-factor/enable', { method: 'POST', body: { password } }))
                  .totpURI,
              );
            } catch (e) {
              setError(e instanceof Error ? e.message : String(e));
            }
          }}
        >
          <Form.Item label={t('twoFactor.password')} name="password" rules={[{ required: true }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block>
            {t('twoFactor.start')}
          </Button>
        </Form>
      ) : (
        <Form
          layout="vertical"
          onFinish={async ({ code }: { code: string }) => {
            try {
              await apiCall('/auth/two-factor/verify-totp', { method: 'POST', body: { code } });
              const me = await currentStaff(true);
              navigate(me ? nextStepOf(me) : '/login');
            } catch (e) {
              setError(e instanceof Error ? e.message : String(e));
            }
          }}
        >
          <Form.Item label={t('twoFactor.secret')}>
            <Typography.Text copyable code data-testid="totp-secret">
              {secret}
            </Typography.Text>
          </Form.Item>
          <Form.Item label={t('login.code')} name="code" rules={[{ required: true, len: 6 }]}>
            <Input inputMode="numeric" autoComplete="one-time-code" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block>
            {t('twoFactor.verify')}
          </Button>
        </Form>
      )}
    </Centered>
  );
};
