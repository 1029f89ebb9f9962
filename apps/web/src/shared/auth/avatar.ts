/** Avatars come as paths on the app's own address, resolved against it; an absolute URL is used as it is. */
export function resolveAvatar(avatar: string | null): string | null {
  if (!avatar) return null;
  if (/^(https?:|data:|blob:)/i.test(avatar)) return avatar;
  return new URL(avatar, globalThis.location.origin).href;
}

/** Up to two capitals from a person's name, shown when there is no picture. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
