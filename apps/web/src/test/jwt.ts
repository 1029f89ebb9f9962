/** An unsigned JWT whose `exp` is `secondsFromNow` away; enough for the client, which never verifies. */
export function fakeJwt(secondsFromNow: number, now = Date.now()): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'none' })}.${encode({ sub: '1', exp: Math.floor(now / 1000) + secondsFromNow })}.sig`;
}
