import net from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the stand-in accepted. */
interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** What the stand-in answers a recipient: nothing (accept) or an SMTP error with its code. */
type RcptAnswer = { code: number; message: string } | undefined;

export interface SmtpStandIn {
  port: number;
  url: string;
  inbox: ReceivedMail[];
  /** Messages received per recipient address. */
  countsByRecipient: () => Map<string, number>;
  /** RCPT TO answers: called with the address and how many times it was offered so far (1 first). */
  setRcptPolicy: (policy: (address: string, offered: number) => RcptAnswer) => void;
  /** Before answering a message's end of DATA: return a promise to hold it (a slow or stuck server). */
  setDataHold: (hold: ((to: string[]) => Promise<void> | undefined) | undefined) => void;
  close: () => Promise<void>;
}

/**
 * A real SMTP server on a free local port (no TLS, no auth) that records what it accepts and can
 * refuse recipients with 4xx or 5xx answers: the stand-in of the mail queue's tests and benchmark.
 * `keepRaw: false` keeps only the envelope (a benchmark's 10,000 messages).
 */
export async function startSmtpStandIn(options: { keepRaw?: boolean } = {}): Promise<SmtpStandIn> {
  const keepRaw = options.keepRaw ?? true;
  const inbox: ReceivedMail[] = [];
  const offered = new Map<string, number>();
  let policy: (address: string, offered: number) => RcptAnswer = () => undefined;
  let hold: ((to: string[]) => Promise<void> | undefined) | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // No reverse DNS of each connecting client (it made every message wait on a lookup).
    disableReverseLookup: true,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      const n = (offered.get(address.address) ?? 0) + 1;
      offered.set(address.address, n);
      const answer = policy(address.address, n);
      if (!answer) return callback();
      callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => {
        if (keepRaw) chunks.push(c);
      });
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const accept = () => {
          inbox.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to,
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        };
        const held = hold?.(to);
        if (held) void held.then(accept);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as net.AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    countsByRecipient: () => {
      const counts = new Map<string, number>();
      for (const m of inbox) for (const to of m.to) counts.set(to, (counts.get(to) ?? 0) + 1);
      return counts;
    },
    setRcptPolicy: (p) => {
      policy = p;
    },
    setDataHold: (h) => {
      hold = h;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A raw message's header value (unfolded), or undefined. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
