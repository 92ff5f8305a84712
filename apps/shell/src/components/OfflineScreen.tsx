import { Pressable, StyleSheet, Text, View } from 'react-native';
import { strings } from '../strings.ts';

interface Props {
  /** No network at all (NetInfo), or the web app did not answer (the WebView's error). */
  reason: 'offline' | 'unreachable';
  onRetry: () => void;
}

/** Shown instead of the WebView when the web app cannot be reached, with a way to try again. */
export function OfflineScreen({ reason, onRetry }: Props) {
  const offline = reason === 'offline';
  return (
    <View style={styles.screen} accessibilityLiveRegion="polite">
      <Text style={styles.title} accessibilityRole="header">
        {offline ? strings.offlineTitle : strings.unreachableTitle}
      </Text>
      <Text style={styles.body}>{offline ? strings.offlineBody : strings.unreachableBody}</Text>
      <Pressable
        accessibilityRole="button"
        accessibilityLabel={strings.retry}
        onPress={onRetry}
        style={({ pressed }) => [styles.button, pressed && styles.pressed]}
      >
        <Text style={styles.buttonText}>{strings.retry}</Text>
      </Pressable>
    </View>
  );
}

// The web's --color-primary.
const GREEN = '#1e6b45';

const styles = StyleSheet.create({
  screen: {
    flex: 1,
    alignItems: 'center',
    justifyContent: 'center',
    gap: 12,
    paddingHorizontal: 32,
    backgroundColor: '#ffffff',
  },
  title: { fontSize: 18, fontWeight: '700', color: '#1b1b1b', textAlign: 'center' },
  body: { fontSize: 15, color: '#5c5c5c', textAlign: 'center' },
  button: {
    marginTop: 12,
    minHeight: 48,
    minWidth: 160,
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 12,
    backgroundColor: GREEN,
  },
  pressed: { opacity: 0.8 },
  buttonText: { fontSize: 16, fontWeight: '600', color: '#ffffff' },
});
