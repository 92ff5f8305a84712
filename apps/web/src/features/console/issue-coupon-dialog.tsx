import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberEmail } from '@chorok/contract/schemas';
import { fieldClassName } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';

/** The contract's MemberEmail: the address to send (trimmed, lower case), or why not. */
export function checkMemberEmail(email: string): { email: string } | { error: string } {
  const parsed = MemberEmail.safeParse(email);
  if (parsed.success) return { email: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? '' };
}

/** 발급: one copy of a coupon to a member, by the e-mail they signed up with. Mount it when it opens. */
export function IssueCouponDialog({
  couponName,
  busy,
  error,
  onIssue,
  onClose,
}: {
  couponName: string;
  busy: boolean;
  error: string | null;
  onIssue: (email: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const result = checkMemberEmail(email);
    if ('email' in result) {
      setProblem(null);
      onIssue(result.email);
      return;
    }
    setProblem(result.error);
    fieldRef.current?.focus();
  };

  return (
    <FormDialog
      open
      title={t('console.benefits.issueTitle')}
      description={t('console.benefits.issueBody', { name: couponName })}
      submitLabel={t('console.benefits.issueSubmit')}
      cancelLabel={t('console.benefits.close')}
      onSubmit={submit}
      onClose={onClose}
      initialFocusRef={fieldRef}
      busy={busy}
      error={error}
    >
      <FormField
        id={`${id}-email`}
        label={t('console.benefits.email')}
        error={problem ?? undefined}
      >
        <input
          ref={fieldRef}
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setProblem(null);
          }}
          placeholder={t('console.operators.emailPlaceholder')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-email-msg` : undefined}
          className={fieldClassName(Boolean(problem), { size: 'md' })}
        />
      </FormField>
    </FormDialog>
  );
}
