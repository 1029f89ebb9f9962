/** Avatars come as absolute URLs; relative values are resolved against the app's origin. */
export function resolveAvatar(avatar: string | null): string | null {
  if (!avatar) return null;
  if (/^(https?:|data:|blob:)/i.test(avatar)) return avatar;
  return new URL(avatar, globalThis.location.origin).href;
}
