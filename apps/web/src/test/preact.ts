import { registerHooks } from 'node:module';
import { PREACT_MODULES } from '../../preact-aliases.ts';

/**
 * The web tests render with Preact, as the build does (decision 0046). Vite's aliases reach the
 * modules Vite transforms; libraries Node loads itself (the CommonJS builds of Testing Library and
 * use-sync-external-store) ask Node for `react`, so Node's resolver answers with Preact too — its
 * ES build in every case, so there is one Preact in the process whichever way a module asked.
 */
registerHooks({
  resolve(specifier, context, nextResolve) {
    const preact = PREACT_MODULES[specifier];
    if (!preact) return nextResolve(specifier, context);
    return nextResolve(preact, { ...context, conditions: ['node', 'import', 'default'] });
  },
});

/*
 * Preact runs effects after the next paint (a frame, or 35 ms without one); jsdom never paints, so
 * a test that acts right after a render acted before the screen's subscriptions existed, which no
 * person can. Effects still run after the render, in the next task.
 */
const { options } = await import('preact');
options.requestAnimationFrame = (flush) => void setTimeout(flush, 0);
