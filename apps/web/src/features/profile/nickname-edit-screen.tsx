import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type User } from '@chorok/contract';
import { Nickname } from '@chorok/contract/schemas';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ErrorDialog } from '@/components/ui/error-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/lib/session/use-session';
import { useExistNickname, useUpdateUser } from '@/lib/session/me-queries';
import { fieldClassName } from '@/components/ui/field';
import { errorText } from '@/lib/error-text';

interface CheckResult {
  nickname: string;
  isExist: boolean;
}

type Tone = 'hint' | 'error' | 'ok';

function NicknameForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const exist = useExistNickname();
  const update = useUpdateUser();
  const [value, setValue] = useState('');
  const [check, setCheck] = useState<CheckResult | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const messageId = useId();

  const parsed = Nickname.safeParse(value);
  const nickname = parsed.success ? parsed.data : null;
  const isSame = nickname !== null && nickname === user.nickname;
  const checked = nickname !== null && check?.nickname === nickname ? check : null;
  const canCheck = nickname !== null && !isSame && !exist.isPending && !checked;
  const canSave = checked !== null && !checked.isExist;

  // The rule is checked as the user types; only the server can say whether the name is free.
  const [message, tone]: [string, Tone] =
    value.trim() === ''
      ? [t('profile.nickname.rule'), 'hint']
      : !parsed.success
        ? [parsed.error.issues[0]?.message ?? MESSAGES.nicknameFormat, 'error']
        : isSame
          ? [t('profile.nickname.same'), 'hint']
          : checked?.isExist
            ? [MESSAGES.nicknameTaken, 'error']
            : checked
              ? [t('profile.nickname.available'), 'ok']
              : [t('profile.nickname.ruleOk'), 'hint'];

  const onCheck = async () => {
    if (!canCheck || nickname === null) return;
    try {
      const isExist = await exist.mutateAsync(nickname);
      setCheck({ nickname, isExist });
    } catch (e) {
      setError(errorText(t, e));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSave || nickname === null || update.isPending) return;
    update.mutate(
      { id: user.id, body: { nickname } },
      {
        onSuccess: () => {
          setValue('');
          setCheck(null);
          setSaved(t('profile.nickname.saved'));
        },
        onError: (e) => {
          // Someone took it between the check and the save: say so where the user is looking.
          if (e instanceof ApiError && e.status === 409) setCheck({ nickname, isExist: true });
          else setError(errorText(t, e));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-1 flex-col px-l pt-m pb-l">
      <p className="text-14 text-gray-70">
        {user.nickname
          ? t('profile.nickname.current', { nickname: user.nickname })
          : t('profile.nickname.none')}
      </p>
      <div className="mt-l flex items-baseline justify-between">
        <label htmlFor={inputId} className="text-14 font-bold text-gray-80">
          {t('profile.nickname.label')}
        </label>
        <span className="price-nums text-12 text-gray-60" aria-hidden="true">
          {t('profile.nickname.length', { length: value.trim().length })}
        </span>
      </div>
      <div className="flex items-start gap-s">
        <input
          id={inputId}
          name="nickname"
          value={value}
          autoComplete="nickname"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={24}
          aria-invalid={tone === 'error' || undefined}
          aria-describedby={messageId}
          onChange={(e) => setValue(e.target.value)}
          className={cn(fieldClassName(tone === 'error'), 'min-w-0 flex-1')}
        />
        <Button
          size="small"
          variant={exist.isPending ? 'progress' : canCheck ? 'done' : 'disabled'}
          onClick={() => void onCheck()}
          className="mt-s h-52 w-auto shrink-0 px-m"
        >
          {t('profile.nickname.check')}
        </Button>
      </div>
      <p
        id={messageId}
        aria-live="polite"
        className={cn(
          'mt-s text-13',
          tone === 'error'
            ? 'text-red'
            : tone === 'ok'
              ? 'font-medium text-primary'
              : 'text-gray-60',
        )}
      >
        {message}
      </p>
      <div className="mt-auto pt-xl">
        <Button
          type="submit"
          variant={update.isPending ? 'progress' : canSave ? 'cta' : 'disabled'}
        >
          {t('profile.nickname.save')}
        </Button>
      </div>
      <Toast message={saved} onDone={() => setSaved(null)} />
      <ErrorDialog open={error !== null} message={error ?? ''} onClose={() => setError(null)} />
    </form>
  );
}

/** `/profile/nickname/edit`: the contract's nickname rule live, a duplicate check, then save. */
export function NicknameEditScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.nicknameEdit'));
  const { user } = useSession();
  return (
    <>
      <PageHeader title={t('routes.nicknameEdit')} />
      {user ? (
        <NicknameForm key={user.id} user={user} />
      ) : (
        <ListSkeleton
          className="flex flex-col gap-s px-l pt-m"
          bars={['h-20 w-200', 'h-52 w-full']}
        />
      )}
    </>
  );
}
