import Bowser from 'bowser';

/** The browser and operating system a user agent names; either is missing when it cannot be read. */
export function deviceOf(userAgent: string): { browser?: string; os?: string } {
  if (!userAgent) return {};
  const { browser, os } = Bowser.parse(userAgent);
  return { browser: browser.name || undefined, os: os.name || undefined };
}
