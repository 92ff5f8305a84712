import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, type Config } from '../../env.ts';

let derived: string | undefined;

/** The checkout's commit, or null where there is no git (an image built without .git). */
function gitCommit(): string | null {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2_000,
    }).trim();
    return /^[0-9a-f]+$/.test(commit) ? commit : null;
  } catch {
    return null;
  }
}

/**
 * The release both the API and the web app report with: SENTRY_RELEASE, else `chorok@<version>`
 * with the commit when there is one. The web app is built from the same checkout it is served
 * from (npm start builds, then serves), so one value names both.
 */
export function monitoringRelease(config: Config): string {
  if (config.monitoring.release) return config.monitoring.release;
  if (derived === undefined) {
    const { version } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      version: string;
    };
    const commit = gitCommit();
    derived = commit ? `chorok@${version}+${commit}` : `chorok@${version}`;
  }
  return derived;
}
