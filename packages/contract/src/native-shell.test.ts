import { describe, expect, it } from 'vitest';
import { parseIncomingMessage, parseOutgoingMessage } from './native-shell.ts';

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

describe('parseOutgoingMessage (what the shell accepts from the page)', () => {
  it('takes each of the web’s messages, as a JSON string or an object', () => {
    expect(parseOutgoingMessage(JSON.stringify({ type: 'GET_APP_ENVIRONMENT' }))).toEqual({
      type: 'GET_APP_ENVIRONMENT',
    });
    expect(parseOutgoingMessage({ type: 'LOG', level: 'warn', message: '느려요' })).toEqual({
      type: 'LOG',
      level: 'warn',
      message: '느려요',
    });
    expect(parseOutgoingMessage({ type: 'AUTH_REQUEST', provider: 'kakao', state: 's1' })).toEqual({
      type: 'AUTH_REQUEST',
      provider: 'kakao',
      state: 's1',
    });
  });

  it('refuses anything else: not JSON, an unknown type, a bad level or provider', () => {
    for (const raw of [
      'not json',
      42,
      null,
      { type: 'OPEN_URL', url: 'https://evil.example' },
      { type: 'LOG', level: 'shout', message: 'x' },
      { type: 'LOG', level: 'info' },
      { type: 'AUTH_REQUEST', provider: 'google' },
    ])
      expect(parseOutgoingMessage(raw)).toBeNull();
  });
});
