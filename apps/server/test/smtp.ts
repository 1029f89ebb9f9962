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

/** Polls until the probe answers something truthy, and answers it. */
export const eventually = async <T>(probe: () => Promise<T | undefined | false>, ms = 25_000): Promise<T> => {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
    const value = await probe();
    if (value) return value;
  }
  throw new Error('not reached in time');
};
