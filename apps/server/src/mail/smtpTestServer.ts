import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpTestServer {
  url: string;
  received: ParsedMail[];
  /** Recipients refused so far (each refusal is a 451, which asks the client to try later). */
  refusals: number;
  close: () => Promise<void>;
}

/**
 * A real SMTP server on a free local port that keeps every message it accepts. It refuses the
 * first `refuseFirst` recipients with a temporary error, as a busy mail server does.
 */
export async function startSmtpTestServer({ refuseFirst = 0 } = {}): Promise<SmtpTestServer> {
  const state = { received: [] as ParsedMail[], refusals: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refusals < refuseFirst) {
        state.refusals += 1;
        const refusal = Object.assign(new Error('Try again later'), { responseCode: 451 });
        callback(refusal);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          state.received.push(parsed);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get received() {
      return state.received;
    },
    get refusals() {
      return state.refusals;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
