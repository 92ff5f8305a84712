import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ActivityIndicator,
  Linking,
  Platform,
  RefreshControl,
  ScrollView,
  StyleSheet,
  View,
} from 'react-native';
import NetInfo, { useNetInfo } from '@react-native-community/netinfo';
import { useSafeAreaInsets, type EdgeInsets } from 'react-native-safe-area-context';
import type { SafeAreaInsets } from '@chorok/contract';
import { WebView } from 'react-native-webview';
import type { ShouldStartLoadRequest } from 'react-native-webview/lib/WebViewTypes';
import type { ShellConfig } from '../config.ts';
import { device, nativeLogger } from '../native/ports.ts';
import { useBackButton, useShellHandler } from '../native/use-shell-handler.ts';
import { decideNavigation, type NavigationPolicy } from '../origin.ts';
import { strings } from '../strings.ts';
import { OfflineScreen } from './OfflineScreen.tsx';

const pickInsets = ({ top, bottom, left, right }: EdgeInsets): SafeAreaInsets => ({
  top,
  bottom,
  left,
  right,
});

const openOutside = (url: string) => {
  Linking.openURL(url).catch(() => nativeLogger.warn(`[shell] no app opens ${url}`));
};

/**
 * The web app in a WebView, full screen (the page pads itself with the insets it is told), with
 * the protocol handler on its messages, Android's back button, pull-to-refresh, other sites in the
 * system browser and an offline screen.
 */
export function ShellWebView({ config }: { config: ShellConfig }) {
  const webView = useRef<WebView>(null);
  const currentUrl = useRef<string | null>(null);
  const insets = useSafeAreaInsets();
  const insetsRef = useRef<SafeAreaInsets>(pickInsets(insets));
  const [source, setSource] = useState({ uri: config.webUrl });
  const navigate = useCallback((uri: string) => setSource({ uri }), []);
  const [failed, setFailed] = useState(false);
  const [canGoBack, setCanGoBack] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [atTop, setAtTop] = useState(true);
  const { isConnected } = useNetInfo();
  // Unknown (null) is not offline: the page's own error says so if it is.
  const offline = isConnected === false;

  useEffect(() => {
    insetsRef.current = pickInsets(insets);
  }, [insets]);

  const handler = useShellHandler(config, { webView, currentUrl, insets: insetsRef, navigate });

  const goBack = useCallback(() => webView.current?.goBack(), []);
  useBackButton(canGoBack, goBack);

  const policy: NavigationPolicy = {
    webOrigin: config.webOrigin,
    inAppOrigins: config.inAppOrigins,
  };

  const shouldStart = (request: ShouldStartLoadRequest) => {
    const decision = decideNavigation(request.url, policy, request.isTopFrame ?? true);
    if (decision === 'external') openOutside(request.url);
    return decision === 'load';
  };

  const retry = () => {
    void NetInfo.refresh();
    setFailed(false);
    webView.current?.reload();
  };

  const covered = offline || failed;
  const page = (
    <WebView
      ref={webView}
      // Under the offline screen the page is not read out.
      importantForAccessibility={covered ? 'no-hide-descendants' : 'auto'}
      accessibilityElementsHidden={covered}
      source={source}
      style={styles.webView}
      originWhitelist={['*']}
      onShouldStartLoadWithRequest={shouldStart}
      onOpenWindow={({ nativeEvent }) => {
        const decision = decideNavigation(nativeEvent.targetUrl, policy);
        if (decision === 'load') setSource({ uri: nativeEvent.targetUrl });
        else if (decision === 'external') openOutside(nativeEvent.targetUrl);
      }}
      onMessage={({ nativeEvent }) =>
        void handler.current?.onMessage(nativeEvent.data, nativeEvent.url)
      }
      onLoadStart={({ nativeEvent }) => {
        currentUrl.current = nativeEvent.url;
        handler.current?.pageLoading(nativeEvent.url);
      }}
      onNavigationStateChange={(navigation) => {
        currentUrl.current = navigation.url;
        setCanGoBack(navigation.canGoBack);
        handler.current?.pageNavigated(navigation.url);
      }}
      onLoadEnd={() => setRefreshing(false)}
      onError={() => setFailed(true)}
      onContentProcessDidTerminate={() => webView.current?.reload()}
      onRenderProcessGone={() => webView.current?.reload()}
      onScroll={
        Platform.OS === 'android'
          ? ({ nativeEvent }) => setAtTop(nativeEvent.contentOffset.y <= 0)
          : undefined
      }
      startInLoadingState
      renderLoading={() => (
        <View style={styles.loading}>
          <ActivityIndicator size="large" accessibilityLabel={strings.loading} />
        </View>
      )}
      // A file input (review photos) opens the phone's picker or camera; file:// stays closed.
      allowFileAccess={false}
      // The light meter's camera fallback: our own page gets the camera without a second prompt.
      mediaCapturePermissionGrantType="grantIfSameHostElsePrompt"
      allowsInlineMediaPlayback
      allowsBackForwardNavigationGestures
      pullToRefreshEnabled
      setSupportMultipleWindows
      applicationNameForUserAgent={`Chorok/${device.appVersion}`}
      webviewDebuggingEnabled={__DEV__}
    />
  );

  // The page stays mounted under the offline screen, so a short drop-out loses nothing typed.
  const overlay = covered ? (
    <View style={styles.overlay}>
      <OfflineScreen reason={offline ? 'offline' : 'unreachable'} onRetry={retry} />
    </View>
  ) : null;

  if (Platform.OS !== 'android')
    return (
      <View style={styles.webView}>
        {page}
        {overlay}
      </View>
    );
  // Android's WebView has no pull-to-refresh of its own: a RefreshControl around it, live only
  // while the page is scrolled to the top so it does not steal the page's own scrolling.
  return (
    <View style={styles.webView}>
      <ScrollView
        contentContainerStyle={styles.webView}
        nestedScrollEnabled
        refreshControl={
          <RefreshControl
            refreshing={refreshing}
            enabled={atTop}
            onRefresh={() => {
              setRefreshing(true);
              webView.current?.reload();
            }}
          />
        }
      >
        {page}
      </ScrollView>
      {overlay}
    </View>
  );
}

const styles = StyleSheet.create({
  webView: { flex: 1 },
  overlay: { ...StyleSheet.absoluteFill },
  loading: {
    ...StyleSheet.absoluteFill,
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: '#ffffff',
  },
});
