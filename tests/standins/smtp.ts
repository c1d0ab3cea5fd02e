import { createServer, type Socket } from 'node:net';

/**
 * A small SMTP server for tests: plain SMTP (no TLS, no auth), refusing the first `refuse`
 * messages with a temporary failure (451, as a server under load or greylisting would) and
 * keeping the rest. Answers its port, the messages kept (raw DATA) and a way to close it.
 */
export async function startSmtpStandIn(refuse = 0) {
  const received: string[] = [];
  const counts = { attempts: 0 };
  let refusals = refuse;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let data: string | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 stand-in ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            received.push(data);
            data = null;
            reply('250 kept');
          } else data += `${line}\n`;
        } else {
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO' || verb === 'HELO') reply('250 stand-in');
          else if (verb === 'MAIL') {
            counts.attempts += 1;
            if (refusals > 0) {
              refusals -= 1;
              reply('451 try again later');
            } else reply('250 ok');
          } else if (verb === 'RCPT') reply('250 ok');
          else if (verb === 'DATA') {
            data = '';
            reply('354 go on');
          } else if (verb === 'QUIT') {
            reply('221 bye');
            socket.end();
          } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
          else reply('502 not here');
        }
        end = buffer.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    received,
    /** Messages begun (MAIL FROM), refused or not. */
    attempts: () => counts.attempts,
    /** The server is back: no more refusals. */
    acceptFromNowOn: () => {
      refusals = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
