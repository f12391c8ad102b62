import { services, servicesScreen, serviceTexts } from '@ngs/content';
import { CardGrid, Grid, Heading, Image, listReset, OfferCard, Section } from '@ngs/ui';
import { PageHero } from '../sections/PageHero';
import { TechnologiesSection } from '../sections/TechnologiesSection';
import * as page from '../sections/page.css';
import * as styles from './ServicesPage.css';

/** What We Provide, also served at /highlights. */
export function ServicesPage() {
  const { hero, intro, offers, comparison, howWeWork } = servicesScreen;
  return (
    <>
      <PageHero hero={hero} />

      <Section title={intro.title} lead={intro.text} tone="inverse" />

      <Section title={offers.title} lead={offers.text}>
        <CardGrid>
          {services.map((service) => (
            <OfferCard
              key={service.id}
              title={service.title}
              text={service.text}
              href={`/service/${service.id}`}
              linkLabel={serviceTexts.learnMoreLabel(service.title)}
              icon={<Image {...service.pictogram} alt="" className={styles.pictogram} />}
              titleAs="h3"
            />
          ))}
        </CardGrid>
      </Section>

      <Section title={comparison.title} tone="tinted">
        <Grid columns={{ desktop: 2, tablet: 2, mobile: 1 }} gap="lg">
          {[comparison.regular, comparison.ours].map((column, index) => (
            <div key={column.title} className={index === 1 ? styles.oursPanel : page.panel}>
              <Heading level={3} size="lg">
                {column.title}
              </Heading>
              <ul className={page.checkList}>
                {column.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </Grid>
      </Section>

      <TechnologiesSection />

      <Section title={howWeWork.title} lead={howWeWork.text} tone="tinted">
        <ol className={`${listReset} ${styles.steps}`}>
          {howWeWork.steps.map((step) => (
            <li key={step.title} className={page.panel}>
              <Heading level={3} size="lg">
                {step.title}
              </Heading>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
