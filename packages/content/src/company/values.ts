import { companyImage } from '../media';
import type { ValuesPage } from '../types';

export const values: ValuesPage = {
  hero: {
    title: 'OUR VALUES',
    text: 'Eight commitments that decide how we design, build, teach and treat one another.',
    leadLength: 80,
    img: companyImage('values', 'Eight signs of our values on a ring around a compass'),
  },
  listTitle: 'What we stand for',
  intro:
    'Values only matter if they change decisions. These are the ones we use when a deadline, a budget or a shortcut tempts us to do otherwise.',
  values: [
    {
      title: 'User-Centricity',
      text: 'We design for the people who will use what we build, test with them early and let their behaviour, not our assumptions, settle arguments.',
    },
    {
      title: 'Innovation',
      text: 'We look for better ways to solve familiar problems and try new tools on our own work before we recommend them to clients.',
    },
    {
      title: 'Excellence',
      text: 'We hold our work to standards we can prove: reviewed code, automated tests, measured performance and documentation that is kept up to date.',
    },
    {
      title: 'Collaboration',
      text: 'We work as one team with our clients and with each other, share knowledge openly and ask for help early.',
    },
    {
      title: 'Integrity',
      text: 'We say what we will do, do what we said, and tell clients plainly about risks, delays and mistakes, including our own.',
    },
    {
      title: 'Growth Mindset',
      text: 'We treat every project, review and failure as a chance to learn, and we invest in training for everyone, from interns to directors.',
    },
    {
      title: 'Social Responsibility',
      text: 'We open technology careers to students from smaller towns and run free workshops for colleges that cannot afford commercial training.',
    },
    {
      title: 'Sustainability',
      text: 'We design efficient systems, right-size cloud resources to cut waste and energy use, and build software meant to last rather than be replaced.',
    },
  ],
  sections: [
    {
      title: 'Values in our projects',
      paragraphs: [
        'Every project begins with user research and ends with measurable results. Code is reviewed by a second engineer, tested automatically and released only when it meets the standards agreed with the client.',
      ],
      img: companyImage(
        'values-1',
        'A cut gem beside a shield with a tick: work held to an agreed standard',
      ),
    },
    {
      title: 'Values in our teams',
      paragraphs: [
        'Our teams mix experienced engineers with recent graduates. Seniors mentor, juniors question, and everyone is expected to raise a problem the moment they see it rather than hope it goes away.',
      ],
      img: companyImage('values-2', 'Three colleagues linked to one another around a shared heart'),
    },
    {
      title: 'Values in our community',
      paragraphs: [
        'Through free college workshops, internships in Kakinada and careful use of cloud resources, we try to leave the communities and the environment we work in better off for our presence.',
      ],
      img: companyImage('values-3', 'Two students planting a young tree outside their college'),
    },
  ],
};
