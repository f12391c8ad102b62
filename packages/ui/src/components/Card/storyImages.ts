// Neutral artwork for the kit's stories only (never exported): stories need images, the kit
// ships none. Data URIs keep the stories free of files and network requests.

const toDataUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** A flat, abstract illustration with the given intrinsic size. */
export function exampleIllustration(hue: number, width = 960, height = 720): string {
  const accent = (hue + 40) % 360;
  return toDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="${width}" height="${height}" fill="hsl(${hue} 45% 92%)"/>` +
      `<circle cx="${width * 0.32}" cy="${height * 0.5}" r="${height * 0.26}" fill="hsl(${hue} 55% 55%)"/>` +
      `<rect x="${width * 0.52}" y="${height * 0.28}" width="${width * 0.3}" height="${height * 0.44}" rx="${height * 0.04}" fill="hsl(${accent} 50% 40%)"/>` +
      `</svg>`,
  );
}

/** A square logo with up to three letters, 96 × 96. */
export function exampleLogo(letters: string, hue: number): string {
  return toDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
      `<rect width="96" height="96" rx="20" fill="hsl(${hue} 60% 40%)"/>` +
      `<text x="48" y="60" font-family="Arial, sans-serif" font-size="${letters.length > 2 ? 26 : 34}" font-weight="700" text-anchor="middle" fill="#ffffff">${letters}</text>` +
      `</svg>`,
  );
}

/** A portrait stand-in: the person's initials on a coloured square, 96 × 96. */
export function exampleAvatar(initials: string, hue: number): string {
  return toDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="hsl(${hue} 40% 35%)"/><text x="48" y="59" font-family="sans-serif" font-size="32" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  );
}
