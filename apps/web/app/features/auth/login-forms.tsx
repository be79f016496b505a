import { type RefObject, useLayoutEffect } from 'react';
// The form's modules one by one, not through the folder's index: the login forms are on every page,
// and the index would bring every other field along into the first visit's JavaScript.
import { LoginEmailField } from '~/components/form/login-email-field.tsx';
import { RulesForm } from '~/components/form/rules-form.tsx';
import { TextField } from '~/components/form/text-field.tsx';
import { TotpCodeField } from '~/components/form/totp-code-field.tsx';
import { useRulesForm } from '~/components/form/use-rules-form.ts';
import styles from './login-panel.module.css';
import type { LoginDraft } from './login-placeholder.tsx';
import { authTexts } from './texts.ts';

interface PasswordFormProps {
  /** The address of an earlier try, so that only the password has to be typed again. */
  email: string;
  onLogin: (values: { email: string; password: string }) => Promise<void>;
  /** What was typed into the popup's placeholder, taken over as the form mounts (LoginPanel). */
  draft?: RefObject<LoginDraft | null> | undefined;
}

export const PasswordForm = ({ email, onLogin, draft }: PasswordFormProps) => {
  const form = useRulesForm({ defaultValues: { email, password: '' } });
  const { setValue } = form;
  // In the commit that removes the placeholder, before the panel restores focus and any submit.
  useLayoutEffect(() => {
    const taken = draft?.current;
    if (!taken) return;
    setValue('email', taken.email);
    setValue('password', taken.password);
  }, [draft, setValue]);
  return (
    <RulesForm
      form={form}
      submitLabel={authTexts.loginSubmit}
      busyLabel={authTexts.busy}
      aria-label={authTexts.loginTitle}
      onSubmit={(values) => {
        // The panel shows the busy state itself, in place of the form.
        void onLogin(values);
        return false;
      }}
    >
      <LoginEmailField label={authTexts.emailLabel} />
      <TextField
        name="password"
        label={authTexts.passwordLabel}
        rules="required"
        type="password"
        autoComplete="current-password"
      />
    </RulesForm>
  );
};

interface CodeFormProps {
  onCode: (code: number | string) => Promise<void>;
  /** A recovery code instead of the app's: kept by the panel, so a refused code keeps the choice. */
  recovery: boolean;
  onRecoveryChange: (recovery: boolean) => void;
}

/** The code of the authenticator app; a recovery code instead for whoever lost the app. */
export const CodeForm = ({ onCode, recovery, onRecoveryChange }: CodeFormProps) => {
  const form = useRulesForm({ defaultValues: { code: '' } });
  return (
    <>
      <RulesForm
        form={form}
        submitLabel={authTexts.mfaSubmit}
        busyLabel={authTexts.busy}
        aria-label={authTexts.mfaTitle}
        onSubmit={(values) => {
          // Six digits as typed; as a number the API pads the leading zeros back.
          void onCode(recovery ? values.code.trim() : Number(values.code.trim()));
          return false;
        }}
      >
        {recovery ? (
          <TextField
            key="recovery"
            name="code"
            label={authTexts.recoveryLabel}
            hint={authTexts.recoveryHint}
            rules="required"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        ) : (
          <TotpCodeField key="code" label={authTexts.mfaLabel} />
        )}
      </RulesForm>
      <button
        type="button"
        className={styles.switch}
        onClick={() => {
          form.reset({ code: '' });
          onRecoveryChange(!recovery);
        }}
      >
        {recovery ? authTexts.useAppCode : authTexts.useRecoveryCode}
      </button>
    </>
  );
};
