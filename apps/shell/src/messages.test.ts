import { describe, expect, it } from 'vitest';
import {
  ambientLightMessage,
  notificationActionMessage,
  parseIncomingMessage,
  pushTokenMessage,
} from '@chorok/contract/schemas';
import { deliveryScript } from './messages.ts';
import { runDelivery } from './test-harness.ts';

describe('deliveryScript', () => {
  it('posts the JSON string on window, which the web parses back to the message', () => {
    const posted = runDelivery(deliveryScript(pushTokenMessage('tok')));
    expect(posted).toEqual(['{"type":"pushToken","pushToken":"tok"}']);
    expect(parseIncomingMessage(posted[0])).toEqual({ type: 'pushToken', pushToken: 'tok' });
  });

  it('carries quotes, script tags and line separators as data, never as code', () => {
    const url = "/plants/setting/1?n=');alert(1);('</script>\u2028\u2029";
    const posted = runDelivery(deliveryScript(notificationActionMessage({ url })));
    expect(parseIncomingMessage(posted[0])).toEqual({ type: 'notificationAction', data: { url } });
  });

  it('builds messages the web reads as what they are', () => {
    expect(parseIncomingMessage(JSON.stringify(ambientLightMessage(12.5)))).toEqual({
      type: 'ambientLight',
      lux: 12.5,
    });
    expect(parseIncomingMessage(JSON.stringify(pushTokenMessage(null)))).toEqual({
      type: 'pushToken',
      pushToken: null,
    });
  });
});
