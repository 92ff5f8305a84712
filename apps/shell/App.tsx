import Constants from 'expo-constants';
import { StatusBar } from 'expo-status-bar';
import { SafeAreaProvider } from 'react-native-safe-area-context';
import { ShellWebView } from './src/components/ShellWebView.tsx';
import { shellConfigFrom } from './src/config.ts';

const config = shellConfigFrom(Constants.expoConfig?.extra);

/** Chorok's native shell: the web app, full screen, speaking the protocol of spec §7. */
export default function App() {
  return (
    <SafeAreaProvider>
      <StatusBar style="dark" />
      <ShellWebView config={config} />
    </SafeAreaProvider>
  );
}
