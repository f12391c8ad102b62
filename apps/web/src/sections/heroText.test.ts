import * as content from '@ngs/content';
import { heroLeadRange, splitAtClause } from '@ngs/ui';
import { describe, expect, it } from 'vitest';

/** Every hero text the site shows in a HeroSplit: the services' and the pages' with a hero. */
function heroTexts(): [where: string, text: string][] {
  const texts: [string, string][] = content.services.map((service) => [
    `/service/${service.id}`,
    service.mainText,
  ]);
  for (const [name, value] of Object.entries(content)) {
    const hero = (value as { hero?: { text?: unknown } } | null)?.hero;
    if (typeof hero?.text === 'string' && name !== 'home') texts.push([name, hero.text]);
  }
  return texts;
}

describe('hero texts (D38)', () => {
  it('should split every hero text where a sentence or clause ends, 50 to 90 characters in, or not at all', () => {
    const texts = heroTexts();
    expect(texts.length).toBeGreaterThanOrEqual(24);
    const problems: string[] = [];
    for (const [where, text] of texts) {
      const [lead, rest] = splitAtClause(text);
      if ([lead, rest].filter(Boolean).join(' ') !== text) problems.push(`${where}: words changed`);
      if (lead === '' || rest === '') continue;
      const inRange = lead.length >= heroLeadRange.min && lead.length <= heroLeadRange.max;
      if (!inRange || !/[.!?;:—–,]$/.test(lead)) problems.push(`${where}: "${lead}"`);
    }
    expect(problems).toEqual([]);
  });

  it("should end the AI service's lead at a clause, where the 70-character cut ran mid-clause", () => {
    const ai = content.services.find((service) => service.id === 'ai');
    const [lead, rest] = splitAtClause(ai?.mainText ?? '');
    expect(lead).toMatch(/,$/);
    expect(rest).toMatch(/^and /);
  });
});
