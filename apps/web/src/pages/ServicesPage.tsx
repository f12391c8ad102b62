import { services, servicesScreen, serviceTexts } from '@ngs/content';
import { AccentTitle, CardGrid, Container, Grid, OfferCard } from '@ngs/ui';
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

      <section className={page.inverseBand} aria-labelledby="services-intro">
        <Container>
          <div className={page.band}>
            <AccentTitle id="services-intro" onInverse>
              {intro.title}
            </AccentTitle>
            <p className={styles.introText}>{intro.text}</p>
          </div>
        </Container>
      </section>

      <section aria-labelledby="services-offers">
        <Container>
          <div className={page.band}>
            <AccentTitle id="services-offers">{offers.title}</AccentTitle>
            <p className={page.lead}>{offers.text}</p>
            <CardGrid aria-labelledby="services-offers">
              {services.map((service) => (
                <OfferCard
                  key={service.id}
                  title={service.title}
                  text={service.text}
                  href={`/service/${service.id}`}
                  linkLabel={serviceTexts.learnMoreLabel(service.title)}
                  image={{ ...service.img, alt: '' }}
                  titleAs="h3"
                />
              ))}
            </CardGrid>
          </div>
        </Container>
      </section>

      <section className={styles.tinted} aria-labelledby="services-comparison">
        <Container>
          <div className={page.band}>
            <AccentTitle id="services-comparison">{comparison.title}</AccentTitle>
            <Grid columns={{ desktop: 2, tablet: 2, mobile: 1 }} gap="lg">
              {[comparison.regular, comparison.ours].map((column, index) => (
                <div key={column.title} className={index === 1 ? styles.oursPanel : page.panel}>
                  <h3 className={styles.columnTitle}>{column.title}</h3>
                  <ul className={page.checkList}>
                    {column.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </Grid>
          </div>
        </Container>
      </section>

      <TechnologiesSection />

      <section className={styles.tinted} aria-labelledby="services-how">
        <Container>
          <div className={page.band}>
            <AccentTitle id="services-how">{howWeWork.title}</AccentTitle>
            <p className={page.lead}>{howWeWork.text}</p>
            <ol className={styles.steps}>
              {howWeWork.steps.map((step) => (
                <li key={step.title} className={page.panel}>
                  <h3 className={styles.columnTitle}>{step.title}</h3>
                  <p className={styles.stepText}>{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </Container>
      </section>
    </>
  );
}
