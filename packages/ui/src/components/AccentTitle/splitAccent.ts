/** Splits a title into its first `count` words and the rest, keeping the original spacing. */
export function splitAccent(title: string, count = 2): { accent: string; rest: string } {
  const match = new RegExp(`^\\s*((?:\\S+\\s+){0,${Math.max(0, count - 1)}}\\S+)(.*)$`, 's').exec(
    title,
  );
  if (!match) return { accent: '', rest: title };
  return { accent: match[1] ?? '', rest: match[2] ?? '' };
}
