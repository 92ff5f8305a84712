/** 나중에 on the permission prompt keeps it away this long. */
export const PROMPT_SNOOZE_MS = 7 * 24 * 60 * 60 * 1000;
const KEY = 'chorok-push-prompt-later';

export function isPromptSnoozed(now = Date.now()): boolean {
  try {
    const until = Number(localStorage.getItem(KEY));
    return Number.isFinite(until) && until > now;
  } catch {
    return false;
  }
}

export function snoozePrompt(now = Date.now()) {
  try {
    localStorage.setItem(KEY, String(now + PROMPT_SNOOZE_MS));
  } catch {
    // Private mode without storage: the prompt comes back at the next visit.
  }
}
