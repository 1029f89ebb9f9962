const SIGNATURES: { ext: string; at: number; bytes: number[] }[] = [
  { ext: 'png', at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { ext: 'jpg', at: 0, bytes: [0xff, 0xd8, 0xff] },
  // "RIFF" at 0 and "WEBP" at 8.
  { ext: 'webp', at: 8, bytes: [0x57, 0x45, 0x42, 0x50] },
];

/** The file extension of a PNG, JPEG or WebP image, read from its first bytes; null for anything else. */
export function imageExtension(content: Buffer): string | null {
  const matches = (at: number, bytes: number[]) => bytes.every((b, i) => content[at + i] === b);
  for (const { ext, at, bytes } of SIGNATURES) {
    if (matches(at, bytes) && (ext !== 'webp' || matches(0, [0x52, 0x49, 0x46, 0x46]))) return ext;
  }
  return null;
}
