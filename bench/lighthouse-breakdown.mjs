// Where one page's Lighthouse time goes: the main-thread breakdown, each script's cost and the
// long tasks (start and length in simulated ms), for finding what adds up to TBT.
//   node bench/lighthouse-breakdown.mjs http://localhost:3000/home
// Run against `npm start`; the full report is written to bench/.results/lighthouse-last.json.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';

const url = process.argv[2];
if (!url) {
  console.error('usage: node bench/lighthouse-breakdown.mjs <url>');
  process.exit(2);
}
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
let lhr;
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  lhr = result?.lhr;
} finally {
  await chrome.kill();
}
if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
const dir = new URL('./.results/', import.meta.url);
mkdirSync(dir, { recursive: true });
writeFileSync(new URL('lighthouse-last.json', dir), JSON.stringify(lhr));

const audit = (id) => lhr.audits[id];
const path = (u = '') => u.replace(/^https?:\/\/[^/]+/, '');
const ms = (n) => Math.round(n);
console.log(
  `performance ${Math.round(lhr.categories.performance.score * 100)} · TBT ${ms(audit('total-blocking-time').numericValue)} ms · LCP ${ms(audit('largest-contentful-paint').numericValue)} ms`,
);
console.log('\nmain thread (ms):');
for (const item of audit('mainthread-work-breakdown').details.items)
  console.log(`  ${item.groupLabel ?? item.group}: ${ms(item.duration)}`);
console.log('\nscripts (total / scripting ms):');
for (const item of audit('bootup-time').details.items)
  console.log(`  ${path(item.url)}: ${ms(item.total)} / ${ms(item.scripting)}`);
console.log('\nlong tasks (start → length ms):');
for (const item of audit('long-tasks')?.details?.items ?? [])
  console.log(`  ${ms(item.startTime)} → ${ms(item.duration)}  ${path(item.url)}`);
