import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it. */
export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  subject: string;
  /** The text part, quoted-printable decoded (the raw message is in `raw`). */
  text: string;
  raw: string;
}

/** A real SMTP server on loopback for the delivery tests, with switches to refuse mail. */
export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Recipients refused so far (RCPT) and messages refused (DATA). */
  refused: { rcpt: number; data: number };
  /** Refuse the next `times` RCPT TO commands with this reply code (Infinity: always). */
  refuseRcpt(times: number, code: number): void;
  /** Refuse the next `times` messages at the end of DATA with this reply code. */
  refuseData(times: number, code: number): void;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The text/plain part of a raw message (or its whole body when it is not multipart). */
function textPartOf(raw: string): string {
  const part = /Content-Type: text\/plain[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw);
  const body =
    part?.[1] ??
    raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n');
  return decodeQuotedPrintable(body);
}

function refusal(code: number): Error {
  return Object.assign(new Error(code >= 500 ? 'Refused' : 'Try again later'), { responseCode: code });
}

/** Starts the server on 127.0.0.1 and a free port, without TLS or authentication. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const refused = { rcpt: 0, data: 0 };
  const refuse = { rcpt: { times: 0, code: 451 }, data: { times: 0, code: 451 } };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuse.rcpt.times > 0) {
        refuse.rcpt.times--;
        refused.rcpt++;
        return callback(refusal(refuse.rcpt.code));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refuse.data.times > 0) {
          refuse.data.times--;
          refused.data++;
          return callback(refusal(refuse.data.code));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({
          mailFrom,
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
          text: textPartOf(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    refuseRcpt: (times, code) => void (refuse.rcpt = { times, code }),
    refuseData: (times, code) => void (refuse.data = { times, code }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
