import '@/styles/app.css';
import { AppProviders } from '@/app/app-providers';
import { mountApp } from '@/app/mount-app';
import { RouteError } from '@/app/route-error';
import { initI18n } from '@/lib/i18n';
import { reportError } from '@/lib/error-reporter';
import { createQueryClient } from '@/lib/query-client';
import { connectApiToSession } from '@/lib/session/connect';
import { createConsoleRouter } from '@/features/console/router';

/*
 * The console's entry (admin.html, decision 0043): the shop's API client, session, query defaults,
 * translations and providers with the console's own router. Never server-rendered: no hand-off.
 */
async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from admin.html');
  if (import.meta.env.DEV) (await import('@/lib/response-check')).installResponseCheck();

  connectApiToSession();
  const queryClient = createQueryClient();
  const router = createConsoleRouter(queryClient, {
    errorComponent: RouteError,
    onCatch: (error) => reportError(error, { source: 'react' }),
  });
  const ready = await Promise.allSettled([initI18n(), router.load()]);
  for (const outcome of ready) {
    if (outcome.status === 'rejected') reportError(outcome.reason, { source: 'start' });
  }
  const app = (
    <AppProviders
      queryClient={queryClient}
      router={router}
      // The same User Timing mark as the shop's: tests and benches wait for it.
      onFirstCommit={() => performance.mark('chorok:first-commit')}
    />
  );
  mountApp(root, app, { hydrate: false });
}

void start();
