import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_MESSAGES } from '@chorok/contract';
import { SetRoleBody } from '@chorok/contract/schemas';
import { fieldClassName } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { errorText } from '@/lib/error-text';
import { ActionError, ConsoleButton } from '@/features/console/console-parts';
import { useSetRole } from '@/features/console/queries';

const GRANTABLE = ['OPERATOR', 'OWNER'] as const;
type Grantable = (typeof GRANTABLE)[number];

/**
 * 운영자 추가: a member's e-mail and the role (checked by the contract's SetRoleBody). A member who
 * is not signed up yet, or anything else the server refuses, is said where it was typed.
 */
export function AddOperatorForm({ onAdded }: { onAdded: (message: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const setRole = useSetRole();
  const [email, setEmail] = useState('');
  const [role, setRoleValue] = useState<Grantable>('OPERATOR');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (setRole.isPending) return;
    const parsed = SetRoleBody.safeParse({ email, role });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setProblem(null);
    setRole.mutate(parsed.data, {
      onSuccess: (operator) => {
        setEmail('');
        onAdded(
          t('console.operators.added', {
            name: operator.name,
            role: t(`console.role.${operator.role}`),
          }),
        );
      },
    });
  };

  const refused = setRole.isError ? errorText(t, setRole.error) : null;
  // Not a member: said under the e-mail, as a typing mistake is.
  const emailError =
    problem ?? (refused === CONSOLE_MESSAGES.noSuchMember ? refused : null) ?? undefined;
  const otherError = refused !== null && refused !== emailError ? refused : null;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-m">
      <div className="grid gap-m sm:grid-cols-[minmax(0,1fr)_200px_auto] sm:items-start">
        <FormField id={`${id}-email`} label={t('console.operators.email')} error={emailError}>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setProblem(null);
              setRole.reset();
            }}
            placeholder={t('console.operators.emailPlaceholder')}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${id}-email-msg` : undefined}
            className={fieldClassName(Boolean(emailError), { size: 'md' })}
          />
        </FormField>
        <FormField id={`${id}-role`} label={t('console.operators.role')}>
          <select
            id={`${id}-role`}
            value={role}
            onChange={(event) => setRoleValue(event.target.value as Grantable)}
            className={fieldClassName(false, { size: 'md' })}
          >
            {GRANTABLE.map((value) => (
              <option key={value} value={value}>
                {t(`console.role.${value}`)}
              </option>
            ))}
          </select>
        </FormField>
        <ConsoleButton
          type="submit"
          tone="primary"
          tall
          busy={setRole.isPending}
          className="sm:mt-32"
        >
          {t('console.operators.add')}
        </ConsoleButton>
      </div>
      <p className="text-13 text-gray-60">{t('console.operators.addHint')}</p>
      <ActionError message={otherError} />
    </form>
  );
}
