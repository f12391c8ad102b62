import { brand } from './brand';
import type { LegalPage } from './types';

const { name, legalName, email, siteUrl } = brand;

export const terms: LegalPage = {
  title: 'Terms and Conditions',
  updated: '1 June 2025',
  intro: [
    `These terms govern your use of ${siteUrl} (the "website"), operated by ${legalName} ("${name}", "we", "us" or "our"), with offices in Hyderabad, Telangana and Kakinada, Andhra Pradesh, India.`,
    'Please read them carefully. By using the website you agree to them; if you do not agree, please do not use the website.',
  ],
  sections: [
    {
      title: '1. Acceptance of these terms',
      paragraphs: [
        'By accessing or using the website, submitting a contact message or sending an application, you confirm that you have read, understood and agree to be bound by these terms and by our Privacy Policy.',
        'If you use the website on behalf of an organisation, you confirm that you have authority to accept these terms on its behalf.',
      ],
    },
    {
      title: '2. About the website',
      paragraphs: [
        `The website provides information about ${name}, our IT services, our training, workshop and internship programmes, and career opportunities. Its content is for general information only and does not constitute an offer or a binding quotation.`,
        'Any project, training or employment relationship is governed by a separate written agreement, proposal or offer letter, which prevails over these terms where they differ.',
      ],
    },
    {
      title: '3. Acceptable use',
      paragraphs: [
        'You agree to use the website lawfully and not to: attempt to gain unauthorised access to it or to our systems; introduce malware or interfere with its operation; scrape, copy or harvest its content or any personal data by automated means; or use it to send unsolicited or misleading communications.',
        'We may restrict or suspend access to the website, in whole or in part, to protect it, our users or our business.',
      ],
    },
    {
      title: '4. Intellectual property',
      paragraphs: [
        `All text, graphics, illustrations, logos, videos and software on the website are owned by or licensed to ${name} and are protected by copyright, trade mark and other intellectual property laws.`,
        'You may view and print pages for your personal, non-commercial use. Any other copying, modification, distribution or reuse requires our prior written permission.',
      ],
    },
    {
      title: '5. Enquiries and contact messages',
      paragraphs: [
        'When you contact us through the website you must provide accurate information. We aim to respond within one working day but do not guarantee a response time or that we will be able to take on every enquiry.',
        'Please do not send confidential information, such as trade secrets or passwords, through the contact form. Where confidentiality matters, we will agree a non-disclosure arrangement before you share details.',
      ],
    },
    {
      title: '6. Job and internship applications',
      paragraphs: [
        'Information you submit in an application must be true, complete and your own. Submitting an application does not guarantee an interview, an offer of employment or an internship place.',
        'Employment with us is offered only through a signed offer letter following our interview process. We never charge candidates any fee for recruitment, training or onboarding; any such request made in our name is fraudulent and should be reported to us.',
      ],
    },
    {
      title: '7. Training, workshops and internships',
      paragraphs: [
        'Course content, schedules, fees and certificates for training programmes and workshops are set out in the enrolment or programme agreement for each batch. Placement assistance means support with preparation and referrals; it is not a guarantee of employment.',
        'Participants are expected to follow our code of conduct. We may withdraw a participant who seriously or repeatedly breaches it.',
      ],
    },
    {
      title: '8. Third-party links and services',
      paragraphs: [
        'The website links to third-party services such as Google Maps and social networks. We do not control them and are not responsible for their content, availability or privacy practices. Your use of them is governed by their own terms.',
      ],
    },
    {
      title: '9. Disclaimer',
      paragraphs: [
        'We take care to keep the website accurate and available, but it is provided "as is" and "as available". To the extent permitted by law, we make no warranty that it will be uninterrupted, error-free or free of harmful components, or that its content is complete or current.',
      ],
    },
    {
      title: '10. Limitation of liability',
      paragraphs: [
        `To the extent permitted by law, ${name} is not liable for any indirect, incidental or consequential loss, or for any loss of profit, revenue, data or goodwill, arising from your use of, or inability to use, the website.`,
        'Nothing in these terms limits liability that cannot be limited under applicable law.',
      ],
    },
    {
      title: '11. Indemnity',
      paragraphs: [
        `You agree to indemnify ${name} against any claim, loss or expense arising from your breach of these terms or your misuse of the website, including any content you submit through it.`,
      ],
    },
    {
      title: '12. Governing law and changes to these terms',
      paragraphs: [
        'These terms are governed by the laws of India. The courts at Hyderabad, Telangana have exclusive jurisdiction over any dispute arising from them or from your use of the website.',
        'We may update these terms from time to time. The date at the top of this page shows the latest revision, and your continued use of the website after a change means you accept the updated terms.',
      ],
    },
  ],
  contact: {
    title: 'Contact us',
    paragraphs: [
      `If you have any questions about these terms, please write to ${legalName}, Kothaguda, Hyderabad, Telangana 500084, or e-mail us at ${email}.`,
    ],
  },
  contactEmail: email,
};

export const privacy: LegalPage = {
  title: 'Privacy Policy',
  updated: '1 June 2025',
  intro: [
    `${legalName} ("${name}", "we", "us") respects your privacy. This policy explains what personal data we collect through ${siteUrl}, why we collect it, how we protect it and the choices you have.`,
    'It is written to meet the requirements of the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000 of India.',
  ],
  sections: [
    {
      title: '1. Information we collect',
      paragraphs: [
        'Contact messages: your name, e-mail address, and optionally your mobile number and subject, together with your message.',
        'Applications: your resume and optional cover letter, e-mail address, a password that lets you sign in to your applications page (stored only as a one-way hash), your legal name, phone number and country code, and your answers to the screening questions on the form.',
        'Job alerts: the e-mail address you give on the careers page, and the words of the box you ticked and when you ticked them.',
        'Technical data: your browser type, device, pages visited and an anonymised IP address, collected through server logs and privacy-friendly analytics.',
      ],
    },
    {
      title: '2. How we use your information',
      paragraphs: [
        'We use your data to reply to enquiries, to assess applications and contact you about them, to send job alerts or event invitations when you have opted in, to keep the website secure and to understand how it is used so we can improve it.',
        'We do not sell your personal data and we do not use it for automated decisions that significantly affect you.',
      ],
    },
    {
      title: '3. Consent and legal basis',
      paragraphs: [
        'We process your data with your consent, given when you submit a form, or where necessary to respond to a request you have made. Optional communications such as job alerts and webinar invitations are sent only if you tick the matching box.',
        'You may withdraw consent at any time; withdrawal does not affect processing already carried out.',
      ],
    },
    {
      title: '4. Sharing and disclosure',
      paragraphs: [
        'Your data is shared only with our staff who need it, and with service providers who host our website, store files or send e-mail on our behalf under contracts that require them to protect it.',
        'We may disclose data when required by law, by a court order or to protect the rights and safety of our users and our company.',
      ],
    },
    {
      title: '5. Data retention',
      paragraphs: [
        'Contact messages and applications, with any files sent with them, are kept for up to two years so that we can answer you and consider you for suitable future roles, and are then deleted automatically. You can delete your applications yourself at any time on your applications page (/candidate), where you sign in with the e-mail address and password of your application, or ask us to delete any of your data by writing to the address at the end of this policy. Server logs are kept for up to ninety days.',
        'A job alerts subscription is kept until you stop it, with the link in the confirmation e-mail or in any alert, or ask us to delete it; an address that is never confirmed is deleted after two days.',
      ],
    },
    {
      title: '6. Data security',
      paragraphs: [
        'We protect your data with encryption in transit, access controls and regular security reviews. Passwords are stored only as salted one-way hashes and are never kept or logged in readable form.',
        'No system is perfectly secure. If a breach affecting your data occurs, we will notify you and the relevant authorities as the law requires.',
      ],
    },
    {
      title: '7. Your rights',
      paragraphs: [
        'You have the right to access the personal data we hold about you, to have it corrected or completed, to have it erased, to withdraw consent and to nominate another person to exercise these rights on your behalf.',
        'You may also raise a grievance with us, and if you are not satisfied with our response, with the Data Protection Board of India.',
      ],
    },
    {
      title: '8. Cookies and analytics',
      paragraphs: [
        'The website uses only the cookies needed for it to work and a privacy-friendly analytics tool that does not track you across other websites. You can block or delete cookies in your browser settings without losing access to the website.',
      ],
    },
    {
      title: "9. Children's privacy",
      paragraphs: [
        'The website is not directed at children under 13, and we do not knowingly collect personal data from children under 13. If you believe a child has given us personal data, please contact us and we will delete it.',
        'Applicants for internships and training programmes must meet the minimum age stated for each programme.',
      ],
    },
  ],
  contact: {
    title: 'Contact information',
    paragraphs: [
      `For any question about this policy, or to exercise your rights, contact our Grievance Officer at ${legalName}, Kothaguda, Hyderabad, Telangana 500084.`,
      `E-mail: ${email}`,
    ],
  },
  contactEmail: email,
};
