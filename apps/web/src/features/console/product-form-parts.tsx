import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_FORM } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { fieldClassName } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { CheckIcon } from '@/components/ui/icons/check';
import { CloseIcon } from '@/components/ui/icons/close';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { errorText } from '@/lib/error-text';
import { groupMetadatas, toggleId } from '@/features/products/metadata-groups';
import { useProductMetadatas } from '@/features/products/list-queries';
import { chipClassName, ConsoleButton } from '@/features/console/console-parts';

/** A labelled text field (or textarea) of the product form, its message under it. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  maxLength,
  numeric = false,
  rows,
  suffix,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  maxLength?: number;
  numeric?: boolean;
  /** A textarea of this many rows. */
  rows?: number;
  /** After the field, on its row: '원', 'lx', '일'. */
  suffix?: ReactNode;
}) {
  const common = {
    id,
    value,
    maxLength,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hint ? `${id}-msg` : undefined,
  };
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {rows ? (
        <textarea
          {...common}
          rows={rows}
          className={cn(fieldClassName(Boolean(error), { size: 'md' }), 'h-auto py-s')}
        />
      ) : (
        <div className="flex items-center gap-s">
          <input
            {...common}
            inputMode={numeric ? 'numeric' : undefined}
            autoComplete="off"
            className={fieldClassName(Boolean(error), { size: 'md' })}
          />
          {suffix ? <span className="mt-s shrink-0 text-14 text-gray-70">{suffix}</span> : null}
        </div>
      )}
    </FormField>
  );
}

/** 별칭: typed one at a time (Enter or 추가), each a chip with its own remove button. */
export function AliasesInput({
  id,
  aliases,
  onChange,
  error,
}: {
  id: string;
  aliases: string[];
  onChange: (aliases: string[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const full = aliases.length >= PRODUCT_FORM.aliasesMax;
  const add = () => {
    const alias = draft.trim();
    if (!alias || full) return;
    if (!aliases.includes(alias)) onChange([...aliases, alias]);
    setDraft('');
  };
  return (
    <FormField
      id={id}
      label={t('console.product.aliases')}
      error={error}
      hint={t('console.product.aliasesHint', { max: PRODUCT_FORM.aliasesMax })}
    >
      <div className="flex items-center gap-s">
        <input
          id={id}
          value={draft}
          maxLength={PRODUCT_FORM.aliasMax}
          disabled={full}
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-msg`}
          className={fieldClassName(Boolean(error), { size: 'md' })}
        />
        <ConsoleButton tall className="mt-s" onClick={add} disabled={full || !draft.trim()}>
          {t('console.product.aliasAdd')}
        </ConsoleButton>
      </div>
      {aliases.length > 0 ? (
        <ul aria-label={t('console.product.aliases')} className="mt-s flex flex-wrap gap-s">
          {aliases.map((alias) => (
            <li
              key={alias}
              className="inline-flex h-36 items-center gap-2 rounded-full bg-gray-10 pr-2 pl-14 text-14 text-gray-90"
            >
              {alias}
              <button
                type="button"
                onClick={() => onChange(aliases.filter((a) => a !== alias))}
                className="flex size-32 items-center justify-center rounded-full text-gray-70 hover:bg-gray-20"
              >
                <CloseIcon size={16} />
                <span className="sr-only">{t('console.product.aliasRemove', { alias })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </FormField>
  );
}

/** 태그: the shop's metadata (the product filters' list), as checkbox chips by kind. */
export function MetadataPicker({
  selected,
  onChange,
  error,
}: {
  selected: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const query = useProductMetadatas();
  if (query.isError)
    return (
      <LoadError
        size="inline"
        body={errorText(t, query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data)
    return <ListSkeleton className="flex flex-col gap-s" bars={['h-36 w-full', 'h-36 w-full']} />;
  return (
    <div className="flex flex-col gap-m">
      {groupMetadatas(query.data).map((group) => (
        <fieldset key={group.kind}>
          <legend className="text-14 font-bold text-gray-80">
            {t(`products.filter.kinds.${group.kind}`)}
          </legend>
          <div className="mt-s flex flex-wrap gap-s">
            {group.options.map((option) => {
              const checked = selected.includes(option.id);
              return (
                <label
                  key={option.id}
                  className={cn(
                    chipClassName(checked),
                    'cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary',
                  )}
                >
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={() => onChange(toggleId(selected, option.id))}
                    className="sr-only"
                  />
                  {checked ? <CheckIcon size={16} /> : null}
                  {option.name}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      {error ? <p className="text-13 text-red">{error}</p> : null}
    </div>
  );
}
