import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { RemindersConfig } from '../../env.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export const VAPID_FILE = 'vapid.json';

function readKeys(file: string): { publicKey: string; privateKey: string } | null {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const json = JSON.parse(raw) as { publicKey?: unknown; privateKey?: unknown };
  if (typeof json.publicKey !== 'string' || typeof json.privateKey !== 'string')
    throw new Error(`${file}: no publicKey/privateKey; delete it to generate new VAPID keys`);
  return { publicKey: json.publicKey, privateKey: json.privateKey };
}

/**
 * The VAPID keys: from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else generated once into
 * DATA_DIR/vapid.json (mode 600) and reused on every later start. Browsers subscribe with the
 * public key, so it must not change: several instances must share the environment's keys.
 */
export function loadVapidKeys(config: RemindersConfig, dataDir: string): VapidKeys {
  const subject = config.vapidSubject;
  if (config.vapid) return { ...config.vapid, subject };
  const file = path.join(dataDir, VAPID_FILE);
  const stored = readKeys(file);
  if (stored) return { ...stored, subject };
  mkdirSync(dataDir, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  try {
    // `wx`: another process that wrote first wins; read theirs.
    writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { ...readKeys(file)!, subject };
    throw error;
  }
  chmodSync(file, 0o600);
  return { ...keys, subject };
}

/** Loads (or generates) the keys on first use only: an app that never pushes writes nothing. */
export function lazyVapidKeys(config: RemindersConfig, dataDir: string): () => VapidKeys {
  let keys: VapidKeys | undefined;
  return () => (keys ??= loadVapidKeys(config, dataDir));
}
