import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CURATION_STATES } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { fieldClassName } from '@/components/ui/field';
import { PlusIcon } from '@/components/ui/icons/plus';
import { SearchIcon } from '@/components/ui/icons/search';
import { LifeIcon } from '@/components/ui/icons/life';
import { adminArticlesQueryOptions } from '@/features/console/article-queries';
import { ArticlesList } from '@/features/console/articles-list';
import { ConsoleList } from '@/features/console/console-list';
import {
  Chip,
  ChipGroup,
  ConsoleButton,
  ConsolePage,
  Panel,
  consoleButtonClassName,
} from '@/features/console/console-parts';
import {
  articleListQuery,
  readArticlesSearch,
  type ArticlesSearch,
} from '@/features/console/search';
import { ConsoleLink, useConsoleSearch } from '@/features/console/console-link';

const SEARCH_MAX = 50;

/** The list's filters: the words (title, subtitle, author, slug) and the state chips. */
function ArticlesFilters({
  search,
  onSearch,
}: {
  search: ArticlesSearch;
  onSearch: (search: ArticlesSearch) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [words, setWords] = useState(search.q ?? '');
  const [shownQ, setShownQ] = useState(search.q);
  if (shownQ !== search.q) {
    setShownQ(search.q);
    setWords(search.q ?? '');
  }
  const change = (next: Partial<ArticlesSearch>) =>
    onSearch({ ...search, ...next, page: undefined });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ q: words.trim() || undefined });
  };
  return (
    <div className="flex flex-col gap-m">
      <form role="search" onSubmit={submit} className="flex min-w-0 items-end gap-s">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-q`} className="block text-13 font-bold text-gray-80">
            {t('console.articles.searchLabel')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={words}
            maxLength={SEARCH_MAX}
            onChange={(event) => setWords(event.target.value)}
            placeholder={t('console.articles.searchPlaceholder')}
            className={cn(fieldClassName(false, { size: 'sm' }), 'mt-min')}
          />
        </div>
        <ConsoleButton type="submit" tone="primary" tall>
          <SearchIcon size={18} />
          {t('console.articles.searchSubmit')}
        </ConsoleButton>
      </form>
      <ChipGroup label={t('console.articles.stateLabel')}>
        <Chip selected={!search.state} onClick={() => change({ state: undefined })}>
          {t('console.articles.all')}
        </Chip>
        {CURATION_STATES.map((state) => (
          <Chip key={state} selected={search.state === state} onClick={() => change({ state })}>
            {t(`console.articles.state.${state}`)}
          </Chip>
        ))}
      </ChipGroup>
    </div>
  );
}

/**
 * /admin/articles: every 라이프 article whatever its state, last edited first, by words and state
 * (in the address), a page at a time; 글쓰기 opens an empty editor.
 */
export function ArticlesScreen({
  search,
  onSearch,
}: {
  search: ArticlesSearch;
  onSearch: (search: ArticlesSearch) => void;
}) {
  const { t } = useTranslation();
  const query = useQuery(adminArticlesQueryOptions(articleListQuery(search)));
  return (
    <ConsolePage
      title={t('console.articles.title')}
      description={t('console.articles.description')}
      actions={
        <ConsoleLink
          to="/admin/articles/new"
          className={consoleButtonClassName('primary', { tall: true })}
        >
          <PlusIcon size={18} />
          {t('console.articles.create')}
        </ConsoleLink>
      }
    >
      <Panel>
        <ArticlesFilters search={search} onSearch={onSearch} />
      </Panel>
      <Panel className="lg:px-m">
        <ConsoleList
          area="articles"
          query={query}
          icon={<LifeIcon size={30} />}
          filtered={Boolean(search.q || search.state)}
          onClear={() => onSearch({})}
          onPage={(page) => onSearch({ ...search, page })}
        >
          {(rows) => <ArticlesList rows={rows} caption={t('console.articles.caption')} />}
        </ConsoleList>
      </Panel>
    </ConsolePage>
  );
}

export function ArticlesRoute() {
  const [search, onSearch] = useConsoleSearch(readArticlesSearch);
  return <ArticlesScreen search={search} onSearch={onSearch} />;
}
