import { SMTPServer } from 'smtp-server';

/** A real SMTP server on an ephemeral port; `refuse` answers the next deliveries with a temporary failure. */
export async function startSmtp() {
  const inbox: { to: string; raw: string }[] = [];
  const state = { refuse: 0 };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS of the client: the machine has no resolver to ask, and each lookup waits for a time-out.
    disableReverseLookup: true,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.refuse-- > 0)
          return done(Object.assign(new Error('mailbox unavailable'), { responseCode: 451 }));
        for (const r of session.envelope.rcptTo)
          inbox.push({ to: r.address, raw: Buffer.concat(chunks).toString() });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    inbox,
    state,
    port: (smtp.server.address() as { port: number }).port,
    stop: () => new Promise<void>((r) => smtp.close(() => r())),
  };
}
