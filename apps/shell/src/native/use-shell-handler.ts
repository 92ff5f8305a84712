import { useEffect, useRef, type RefObject } from 'react';
import { AppState, BackHandler } from 'react-native';
import * as Notifications from 'expo-notifications';
import type { SafeAreaInsets } from '@chorok/contract';
import type WebView from 'react-native-webview';
import type { ShellConfig } from '../config.ts';
import { createShellHandler, type ShellHandler } from '../handler.ts';
import { device, getPushToken, lightSource, nativeLogger, openAuthWith } from './ports.ts';

// Reminders that arrive while the app is open are still shown (the tap then opens their page).
Notifications.setNotificationHandler({
  handleNotification: async () => ({
    shouldShowBanner: true,
    shouldShowList: true,
    shouldPlaySound: false,
    shouldSetBadge: false,
  }),
});

interface PagePorts {
  webView: RefObject<WebView | null>;
  /** The address the WebView shows, kept by its load and navigation events. */
  currentUrl: RefObject<string | null>;
  insets: RefObject<SafeAreaInsets>;
  navigate: (url: string) => void;
}

/**
 * The protocol handler for the page, wired to the phone: made when the WebView mounts, with the
 * app's comings and goings (foreground, notification taps) fed in, and disposed when it goes.
 */
export function useShellHandler(
  config: ShellConfig,
  page: PagePorts,
): RefObject<ShellHandler | null> {
  const handlerRef = useRef<ShellHandler | null>(null);
  const { webView, currentUrl, insets, navigate } = page;
  useEffect(() => {
    const handler = createShellHandler({
      webOrigin: config.webOrigin,
      device,
      getPushToken,
      light: lightSource,
      safeAreaInsets: () => ({ ...insets.current }),
      logger: nativeLogger,
      openAuth: openAuthWith(config),
      injectJavaScript: (script) => webView.current?.injectJavaScript(script),
      navigate,
      currentUrl: () => currentUrl.current,
    });
    handlerRef.current = handler;
    const appState = AppState.addEventListener('change', (state) =>
      handler.setForeground(state === 'active'),
    );
    const taps = Notifications.addNotificationResponseReceivedListener((response) =>
      handler.notificationTapped(response.notification.request.content.data),
    );
    // A tap that opened the app came before this listener: the handler holds it for the page.
    const opening = Notifications.getLastNotificationResponse();
    if (opening) {
      handler.notificationTapped(opening.notification.request.content.data);
      Notifications.clearLastNotificationResponse();
    }
    return () => {
      appState.remove();
      taps.remove();
      handler.dispose();
      handlerRef.current = null;
    };
  }, [config, webView, currentUrl, insets, navigate]);
  return handlerRef;
}

/** Android's back button goes back in the page's history, and leaves the app only at its start. */
export function useBackButton(canGoBack: boolean, goBack: () => void) {
  useEffect(() => {
    const subscription = BackHandler.addEventListener('hardwareBackPress', () => {
      if (!canGoBack) return false;
      goBack();
      return true;
    });
    return () => subscription.remove();
  }, [canGoBack, goBack]);
}
