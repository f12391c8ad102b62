import * as content from '@ngs/content';
import { heroLeadRange, splitAtClause } from '@ngs/ui';
import { describe, expect, it } from 'vitest';

interface HeroText {
  where: string;
  text: string;
  /** The lead's length the content gives its hero. */
  leadLength: number;
}

/** Every text the site shows in a HeroSplit: the services' and the pages' with a hero. */
function heroTexts(): HeroText[] {
  const texts: HeroText[] = content.services.map((service) => ({
    where: `/service/${service.id}`,
    text: service.mainText,
    leadLength: service.mainLeadLength,
  }));
  for (const [name, value] of Object.entries(content)) {
    const hero = (value as { hero?: Partial<content.Hero> } | null)?.hero;
    if (typeof hero?.text === 'string' && name !== 'home') {
      texts.push({ where: name, text: hero.text, leadLength: hero.leadLength ?? 0 });
    }
  }
  return texts;
}

describe('hero texts (D38)', () => {
  it('should set apart as each hero text’s lead exactly what the split rule chooses', () => {
    const texts = heroTexts();
    expect(texts.length).toBeGreaterThanOrEqual(24);
    const differences = texts
      .map(({ where, text, leadLength }) => ({ where, leadLength, rule: splitAtClause(text) }))
      .filter(({ leadLength, rule: [lead] }) => leadLength !== lead.length)
      .map(({ where, leadLength, rule: [lead] }) =>
        lead
          ? `${where}: give it ${lead.length} (the lead "${lead}"), not ${leadLength}`
          : `${where}: give it 0 (no sentence or clause ends in range), not ${leadLength}`,
      );
    expect(differences).toEqual([]);
  });

  it('should end every lead where a sentence or clause ends, 50 to 90 characters in', () => {
    const problems = heroTexts()
      .filter(({ text, leadLength }) => leadLength > 0 && leadLength < text.length)
      .map(({ where, text, leadLength }) => ({ where, lead: text.slice(0, leadLength) }))
      .filter(
        ({ lead }) =>
          lead.length < heroLeadRange.min ||
          lead.length > heroLeadRange.max ||
          !/[.!?;:—–,]$/.test(lead),
      )
      .map(({ where, lead }) => `${where}: "${lead}"`);
    expect(problems).toEqual([]);
  });

  it("should end the AI service's lead at a clause, where the 70-character cut ran mid-clause", () => {
    const ai = content.services.find((service) => service.id === 'ai');
    if (!ai) throw new Error('no AI service');
    expect(ai.mainText.slice(0, ai.mainLeadLength)).toMatch(/own data,$/);
    expect(ai.mainText.slice(ai.mainLeadLength).trim()).toMatch(/^and ship it/);
  });
});
