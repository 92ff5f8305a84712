import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { Toast } from '@/components/ui/toast';

let root: Root | null = null;
let host: HTMLElement | null = null;

function render(message: string | null) {
  root?.render(<Toast message={message} onDone={() => render(null)} />);
}

/**
 * A toast that outlives the screen that shows it: signing out leaves 마이 for /home, and
 * "로그아웃했어요" must still be seen and heard there. Drawn in a React root of its own on
 * document.body, so no screen on the way (nor /home's first load) carries any of it. The live
 * region is in the page before its first message, so screen readers announce it.
 */
export function showFloatingToast(message: string) {
  // Drawn again if the page lost its host (a test's fresh page).
  if (!root || !host?.isConnected) {
    root?.unmount();
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    flushSync(() => render(null));
  }
  render(message);
}
