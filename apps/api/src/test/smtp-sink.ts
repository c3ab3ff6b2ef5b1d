import { createServer, type AddressInfo, type Socket } from 'node:net';

export type ReceivedMail = { from: string; to: string[]; data: string };

export type SmtpSink = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Resolves with the n-th mail (1-based) once it has been received. */
  mail: (n: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

/**
 * The smallest SMTP server nodemailer talks to (EHLO, MAIL, RCPT, DATA, QUIT; no TLS, no auth) on
 * 127.0.0.1, so tests drive the real SMTP transport without the network.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiting = new Map<number, (mail: ReceivedMail) => void>();
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          // RFC 5321 §4.5.2: a leading dot of a line was doubled by the client.
          received.push({ ...current, data: buffer.slice(0, end).replace(/^\.\./gm, '.') });
          waiting.get(received.length)?.(received.at(-1) as ReceivedMail);
          buffer = buffer.slice(end + 5);
          inData = false;
          current = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
        if (verb === 'EHLO' || verb === 'HELO') reply('250 localhost');
        else if (verb === 'MAIL') {
          current.from = address;
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          current.to.push(address);
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
          return;
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 ok');
        else reply('502 5.5.1 not implemented');
      }
    });
    reply('220 localhost test sink');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mail: (n) => {
      const mail = received[n - 1];
      return mail ? Promise.resolve(mail) : new Promise((resolve) => waiting.set(n, resolve));
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
