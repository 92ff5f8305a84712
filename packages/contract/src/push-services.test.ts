import { describe, expect, it } from 'vitest';
import { isPushServiceEndpoint } from './push-services.ts';

describe('isPushServiceEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://fcm.googleapis.com/wp/abc',
    'https://android.googleapis.com/gcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://web.push.apple.com/QGuQyavXut',
    'https://api.push.apple.com/3/device/x',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
    'https://FCM.GoogleAPIs.com/fcm/send/abc',
    'https://fcm.googleapis.com:443/fcm/send/abc',
  ])('accepts %s', (endpoint) => expect(isPushServiceEndpoint(endpoint)).toBe(true));

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://127.0.0.1/push',
    'http://127.0.0.1:8080/push',
    'https://10.0.0.5/push',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/push',
    'https://localhost/push',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://user:pass@fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/fcm',
    'https://evilfcm.googleapis.com/fcm',
    'https://fcm.googleapis.com./fcm/send/abc',
    'https://notify.windows.com/w/',
    'https://a.b.notify.windows.com/w/',
    'https://evil.example/notify.windows.com',
    'https://jmt17.google.com/fcm/send/abc',
    'ftp://fcm.googleapis.com/x',
    'not a url',
    '',
    42,
  ])('refuses %s', (endpoint) => expect(isPushServiceEndpoint(endpoint)).toBe(false));
});
