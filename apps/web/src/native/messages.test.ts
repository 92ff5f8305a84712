import { describe, expect, it } from 'vitest';
import { parseIncomingMessage } from '@/native/messages';

describe('parseIncomingMessage', () => {
  it('parses an environment message from a JSON string, filling missing insets with 0', () => {
    const message = parseIncomingMessage(
      JSON.stringify({
        type: 'environment',
        data: { pushToken: 'tok', safeAreaInsets: { top: 47, bottom: 34 }, platform: 'ios' },
      }),
    );
    expect(message).toEqual({
      type: 'environment',
      environment: {
        pushToken: 'tok',
        ambientLight: null,
        safeAreaInsets: { top: 47, bottom: 34, left: 0, right: 0 },
        extra: { platform: 'ios' },
      },
    });
  });

  it('defaults everything when the environment payload is empty or malformed', () => {
    expect(parseIncomingMessage({ type: 'environment' })).toEqual({
      type: 'environment',
      environment: {
        pushToken: null,
        ambientLight: null,
        safeAreaInsets: { top: 0, bottom: 0, left: 0, right: 0 },
        extra: {},
      },
    });
    const odd = parseIncomingMessage({
      type: 'environment',
      data: { safeAreaInsets: { top: -3, bottom: 'x' }, ambientLight: 'bright' },
    });
    expect(odd).toMatchObject({
      environment: { ambientLight: null, safeAreaInsets: { top: 0, bottom: 0, left: 0, right: 0 } },
    });
  });

  it('parses push token and ambient light, payload under data or beside type', () => {
    expect(parseIncomingMessage({ type: 'pushToken', data: { pushToken: 'abc' } })).toEqual({
      type: 'pushToken',
      pushToken: 'abc',
    });
    expect(parseIncomingMessage('{"type":"pushToken","data":"abc"}')).toEqual({
      type: 'pushToken',
      pushToken: 'abc',
    });
    expect(parseIncomingMessage({ type: 'ambientLight', data: { lux: 320 } })).toEqual({
      type: 'ambientLight',
      lux: 320,
    });
    expect(parseIncomingMessage({ type: 'ambientLightUpdate', lux: 12.5 })).toEqual({
      type: 'ambientLight',
      lux: 12.5,
    });
  });

  it('rejects an ambient light that is not a non-negative number', () => {
    expect(parseIncomingMessage({ type: 'ambientLight', data: { lux: 'dark' } })).toBeNull();
    expect(parseIncomingMessage({ type: 'ambientLight', data: { lux: -1 } })).toBeNull();
  });

  it('passes notification actions and unknown types on', () => {
    expect(parseIncomingMessage({ type: 'notificationAction', data: { plantId: 3 } })).toEqual({
      type: 'notificationAction',
      data: { plantId: 3 },
    });
    expect(parseIncomingMessage({ type: 'DEEP_LINK', data: { url: '/cart' } })).toEqual({
      type: 'other',
      originalType: 'DEEP_LINK',
      data: { url: '/cart' },
    });
  });

  it('ignores what is not a shell message', () => {
    expect(parseIncomingMessage('not json')).toBeNull();
    expect(parseIncomingMessage({ source: 'react-devtools' })).toBeNull();
    expect(parseIncomingMessage(42)).toBeNull();
    expect(parseIncomingMessage(null)).toBeNull();
  });
});
