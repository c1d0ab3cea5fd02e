import { type ReactNode, useState } from 'react';
import { formatDate } from '../../../i18n/format';
import { TwoFactorConfirmSchema, TwoFactorDisableSchema } from '../../../schemas/auth';
import { $session, updateUser } from '../../../stores/session';
import { toast } from '../../../stores/toast';
import { Notice } from '../../../ui/forms/FormParts';
import { TextField } from '../../../ui/forms/TextField';
import { useSubmit } from '../../../ui/forms/useSubmit';
import { useValidatedForm } from '../../../ui/forms/useValidatedForm';
import { useLocale, useT } from '../../../ui/i18n';
import { QueryView } from '../../../ui/QueryView';
import { useClientStore } from '../../../ui/useClientStore';
import { useQuery } from '../../../ui/useQuery';
import type { ProfileMessages } from './messageKeys';
import { ProfileCard } from './ProfileCard';
import { $twoFactor, disableTwoFactor, enableTwoFactor, renewRecoveryCodes, startTwoFactorSetup, type TwoFactorStatus } from './queries';

type View = { kind: 'status' } | { kind: 'setup'; secret: string; qrSvg: string } | { kind: 'codes'; codes: string[] };

/**
 * Two-step sign-in on the profile page (issue 12): off, set-up (QR code, the key to type, a first
 * code), the recovery codes shown once, then on with new codes or turning it off. An administrator
 * whom ADMIN_REQUIRE_2FA obliges reads why, and cannot turn it off.
 */
export function TwoFactorCard({ messages }: { messages: ProfileMessages }) {
  const t = useT();
  const query = useQuery($twoFactor);
  const [view, setView] = useState<View>({ kind: 'status' });
  const setup = useSubmit({
    run: startTwoFactorSetup,
    onSuccess: ({ secret, qrSvg }) => setView({ kind: 'setup', secret, qrSvg }),
    onError: (message) => toast.error(message || t('error.generic')),
  });

  return (
    <div className="two-factor">
      <ProfileCard id="profile-two-factor-title" title="profile.twoFactor.title" description="profile.twoFactor.description">
        <QueryView query={query}>
          {(status) => {
            if (view.kind === 'codes') return <RecoveryCodes codes={view.codes} onDone={() => setView({ kind: 'status' })} />;
            if (view.kind === 'setup') {
              return (
                <Setup
                  secret={view.secret}
                  qrSvg={view.qrSvg}
                  messages={messages}
                  onCancel={() => setView({ kind: 'status' })}
                  onCodes={(codes) => setView({ kind: 'codes', codes })}
                />
              );
            }
            if (!status.enabledAt) {
              return (
                <>
                  {status.mandatory && <Notice kind="warning">{t('profile.twoFactor.mandatory')}</Notice>}
                  <p className="two-factor-state">
                    <span className="tag">{t('profile.twoFactor.off')}</span>
                  </p>
                  <button
                    type="button"
                    className={`button is-primary${setup.submitting ? ' is-loading' : ''}`}
                    disabled={setup.submitting}
                    onClick={() => setup.submit(undefined)}
                  >
                    {t('profile.twoFactor.enable')}
                  </button>
                </>
              );
            }
            return <Enabled status={status} messages={messages} onCodes={(codes) => setView({ kind: 'codes', codes })} />;
          }}
        </QueryView>
      </ProfileCard>
    </div>
  );
}

/** The secret as the app takes it, in groups of four so it can be typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function Setup({
  secret,
  qrSvg,
  messages,
  onCancel,
  onCodes,
}: {
  secret: string;
  qrSvg: string;
  messages: ProfileMessages;
  onCancel: () => void;
  onCodes: (codes: string[]) => void;
}) {
  const t = useT();
  const session = useClientStore($session);
  return (
    <div className="two-factor-setup">
      <p>{t('profile.twoFactor.scan')}</p>
      <div className="two-factor-setup__body">
        {/* The server draws the QR code (uqr); as an image it can hold no script. */}
        <img
          className="two-factor-qr"
          alt={t('profile.twoFactor.qr')}
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
        />
        <div className="two-factor-setup__form">
          <p className="label">{t('profile.twoFactor.key')}</p>
          <p className="two-factor-key">
            <code>{grouped(secret)}</code>
          </p>
          <CodeForm
            id="two-factor-enable"
            label={t('profile.twoFactor.code')}
            submitLabel={t('profile.twoFactor.confirm')}
            messages={messages}
            submit={async ({ code }) => {
              const answer = await enableTwoFactor(code);
              const user = session.user;
              if (user) updateUser({ ...user, ...answer.user, twoFactorSetupRequired: false });
              toast.success(answer.message);
              onCodes(answer.recoveryCodes);
            }}
          >
            <button type="button" className="button is-light" onClick={onCancel}>
              {t('profile.twoFactor.cancel')}
            </button>
          </CodeForm>
        </div>
      </div>
    </div>
  );
}

/** The recovery codes, shown once: download, copy, then back to the card. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  return (
    <section className="two-factor-codes" aria-labelledby="two-factor-codes-title">
      <h3 className="title is-6" id="two-factor-codes-title">
        {t('profile.twoFactor.recoveryTitle')}
      </h3>
      <p>{t('profile.twoFactor.recoveryDescription')}</p>
      <ol className="two-factor-codes__list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="buttons">
        <a className="button" download="recovery-codes.txt" href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}>
          {t('profile.twoFactor.download')}
        </a>
        <button
          type="button"
          className="button"
          onClick={() =>
            navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? t('profile.twoFactor.copied') : t('profile.twoFactor.copy')}
        </button>
        <button type="button" className="button is-primary" onClick={onDone}>
          {t('profile.twoFactor.saved')}
        </button>
      </div>
    </section>
  );
}

function Enabled({
  status,
  messages,
  onCodes,
}: {
  status: TwoFactorStatus;
  messages: ProfileMessages;
  onCodes: (codes: string[]) => void;
}) {
  const t = useT();
  const session = useClientStore($session);
  return (
    <>
      <p className="two-factor-state">
        <span className="tag">
          <OnSince at={status.enabledAt as string} />
        </span>
        <span>{t('profile.twoFactor.codesLeft', { count: status.recoveryCodesLeft })}</span>
      </p>
      <div className="two-factor-actions">
        <section aria-labelledby="two-factor-renew-title">
          <h3 className="title is-6" id="two-factor-renew-title">
            {t('profile.twoFactor.renew')}
          </h3>
          <p className="help mb-2">{t('profile.twoFactor.renewDescription')}</p>
          <CodeForm
            id="two-factor-renew"
            label={t('profile.twoFactor.code')}
            submitLabel={t('profile.twoFactor.renew')}
            messages={messages}
            submit={async ({ code }) => {
              const answer = await renewRecoveryCodes(code);
              toast.success(answer.message);
              onCodes(answer.recoveryCodes);
            }}
          />
        </section>
        {!status.mandatory && (
          <section aria-labelledby="two-factor-disable-title">
            <h3 className="title is-6" id="two-factor-disable-title">
              {t('profile.twoFactor.disable')}
            </h3>
            <p className="help mb-2">{t('profile.twoFactor.disableDescription')}</p>
            <CodeForm
              id="two-factor-disable"
              label={t('profile.twoFactor.codeOrRecovery')}
              submitLabel={t('profile.twoFactor.disable')}
              messages={messages}
              withPassword
              danger
              submit={async (values) => {
                const answer = await disableTwoFactor({ currentPassword: values.currentPassword ?? '', code: values.code });
                const user = session.user;
                if (user) updateUser({ ...user, ...answer.user });
                toast.success(answer.message);
              }}
            />
          </section>
        )}
      </div>
    </>
  );
}

function OnSince({ at }: { at: string }) {
  const t = useT();
  const locale = useLocale();
  return <>{t('profile.twoFactor.on', { date: formatDate(at, locale, 'date') })}</>;
}

/** A code (and for turning off, the password first) checked as typed, sent through useSubmit. */
function CodeForm({
  id,
  label,
  submitLabel,
  messages,
  withPassword = false,
  danger = false,
  submit,
  children,
}: {
  id: string;
  label: string;
  submitLabel: string;
  messages: ProfileMessages;
  withPassword?: boolean;
  danger?: boolean;
  submit: (values: { code: string; currentPassword?: string }) => Promise<void>;
  children?: ReactNode;
}) {
  const form = useValidatedForm(
    withPassword ? TwoFactorDisableSchema : TwoFactorConfirmSchema,
    { code: '', currentPassword: '' },
    messages,
  );
  const submission = useSubmit({ run: submit });
  const t = useT();
  return (
    <form
      noValidate
      onInput={submission.reset}
      onSubmit={(event) => {
        event.preventDefault();
        form.touchAll();
        if (form.output) submission.submit(form.output);
      }}
    >
      <fieldset className="form-fieldset" disabled={!form.ready}>
        {submission.error !== null && <Notice kind="danger">{submission.error || t('error.generic')}</Notice>}
        {withPassword && (
          <TextField
            id={`${id}-password`}
            label={t('profile.currentPassword')}
            type="password"
            autoComplete="current-password"
            {...form.field('currentPassword')}
          />
        )}
        <TextField
          id={`${id}-code`}
          label={label}
          autoComplete="one-time-code"
          inputMode={withPassword ? 'text' : 'numeric'}
          autoCapitalize="off"
          spellCheck={false}
          {...form.field('code')}
        />
        <div className="buttons">
          <button
            type="submit"
            className={`button ${danger ? 'is-danger is-outlined' : 'is-primary'}${submission.submitting ? ' is-loading' : ''}`}
            disabled={!form.valid || submission.submitting}
          >
            {submitLabel}
          </button>
          {children}
        </div>
      </fieldset>
    </form>
  );
}
