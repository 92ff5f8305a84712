import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { PARTICLE_PAIRS, withParticle } from '@/lib/josa';

const registered = new WeakSet<object>();

/**
 * Teaches an i18next instance the particle formats: a Korean sentence names the particle pair
 * after the value, `"{{name, 을/를}} 삭제할까요?"`, and reads "고무고무를 삭제할까요?". The sentence
 * stays whole in the locale file; English writes `{{name}}` and is left alone.
 */
export function addParticleFormats(i18n: I18n) {
  const formatter = i18n.services.formatter;
  if (!formatter || registered.has(formatter)) return;
  registered.add(formatter);
  for (const pair of PARTICLE_PAIRS)
    formatter.add(pair, (value: unknown) => withParticle(String(value), pair));
}

/**
 * For a screen whose strings use the particle formats. Registered by the screens that need them
 * rather than at start-up, so the first load carries none of this (a format i18next does not know
 * would print the bare value, without its particle: locales.test.ts checks each such string's
 * screen calls this).
 */
export function useParticleFormats() {
  const { i18n } = useTranslation();
  addParticleFormats(i18n);
}
