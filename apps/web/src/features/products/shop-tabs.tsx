import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';

const TABS = [
  { key: 'recommend', to: '/products/recommend' },
  { key: 'new', to: '/products/new' },
  { key: 'best', to: '/products/best' },
  { key: 'all', to: '/products/all' },
] as const;

export type ShopTab = (typeof TABS)[number]['key'];

/** The AI recommendation sits beside the lists (features/ai-recommend); its label is its own. */
const AI_TAB = { key: 'ai', to: '/products/ai-recommend', label: 'ai-recommend.tab' } as const;

/** The shop's lists side by side under the header; links, so each list keeps its own address. */
export function ShopTabs({ current }: { current: ShopTab | 'ai' }) {
  const { t } = useTranslation();
  const tabs = [
    ...TABS.map((tab) => ({ ...tab, label: `products.tabs.${tab.key}` as const })),
    AI_TAB,
  ];
  return (
    <nav aria-label={t('products.tabs.label')} className="border-b border-gray-20 bg-white">
      <ul className="flex px-s">
        {tabs.map(({ key, to, label }) => {
          const active = key === current;
          return (
            <li key={key} className="flex-1">
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'relative flex h-44 items-center justify-center text-15 transition-colors',
                  active
                    ? 'font-bold text-gray-100'
                    : 'font-medium text-gray-60 hover:text-gray-90',
                )}
              >
                {t(label)}
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute inset-x-s bottom-0 h-2 rounded-full',
                    active ? 'bg-gray-100' : 'bg-transparent',
                  )}
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
