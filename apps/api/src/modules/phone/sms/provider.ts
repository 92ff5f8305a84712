/** One text message to one Korean mobile number. */
export interface SmsMessage {
  /** National digits, e.g. 01012345678. */
  to: string;
  text: string;
  /**
   * What sms_outbox keeps of a message a provider delivers: the text without its secret (a
   * verification code must not sit readable in the database). The outbox keeps `text` itself,
   * since reading it there is its whole purpose.
   */
  record: string;
}

/** The send did not happen; `message` is for the log, never for the user. */
export class SmsSendError extends Error {
  override name = 'SmsSendError';
}

/** An SMS provider (SMS_PROVIDER): writes the message somewhere someone will read it. */
export interface SmsSender {
  readonly provider: 'outbox' | 'solapi';
  /** Resolves once the message is accepted; throws SmsSendError otherwise. */
  send(message: SmsMessage): Promise<void>;
}
