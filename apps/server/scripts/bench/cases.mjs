import { randomBytes } from 'node:crypto';

const contactBody = JSON.stringify({
  name: 'Ravi Kumar',
  email: 'ravi.kumar@example.com',
  phone: '9123456780',
  subject: 'Cloud migration',
  message: 'We would like to move our ERP to the cloud.',
});

/** A 1 MiB PDF: the magic bytes the server sniffs, then an incompressible stream. */
function resumePdf(size = 1024 * 1024) {
  const head = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n2 0 obj\nstream\n');
  const tail = Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
  return Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]);
}

async function applicationRequest() {
  const fields = {
    applicationType: 'job',
    email: 'asha.rao@example.com',
    password: 'Tr0ub4dor&Zq',
    legalFirstName: 'Asha',
    legalMiddleName: 'K',
    legalLastName: 'Rao',
    countryCode: 'IN',
    phoneNumber: '9876543210',
    relocate: 'yes',
    agreement: 'no',
    disability: 'no',
    checkBoxagreement: 'true',
    employmentStatus: 'no',
    // The brand's employee-id field (D1, `${brand.slug}ID`); the check before each case catches a rebrand.
    ngsID: 'NA',
    notificationJob: 'on',
    agreeToPrivacyPolicy: 'true',
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('resume', new Blob([resumePdf()], { type: 'application/pdf' }), 'Asha Rao CV.pdf');
  // Encoded once and replayed: the server parses and stores every copy as a new application.
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

/**
 * Every case, or those whose name contains one of `only`, with its rate multiplied by `scale`.
 * The application is encoded once here and replayed by every request of its case.
 */
export async function benchCases({ scale, only }) {
  const application = await applicationRequest();
  // Browsers always offer compression; the pages' figures should include whatever it costs.
  const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

  const allCases = [
    { name: 'GET /', path: '/', rate: 500, laneRate: 10, aimP99: 25, headers: browserHeaders },
    {
      name: 'GET /service/ai',
      path: '/service/ai',
      rate: 500,
      laneRate: 10,
      aimP99: 25,
      headers: browserHeaders,
    },
    {
      name: 'POST /contact',
      path: '/contact',
      method: 'POST',
      rate: 200,
      laneRate: 5,
      aimP99: 25,
      headers: { 'content-type': 'application/json' },
      body: contactBody,
      table: 'contact_messages',
    },
    {
      name: 'POST /job/apply, 1 MB résumé',
      path: '/job/apply',
      method: 'POST',
      rate: 20,
      laneRate: 1,
      aimP99: 150,
      headers: { 'content-type': application.contentType },
      body: application.body,
      table: 'applications',
    },
  ];
  return (
    only ? allCases.filter((c) => only.some((wanted) => c.name.includes(wanted))) : allCases
  ).map((c) => ({ ...c, rate: Math.max(1, Math.round(c.rate * scale)) }));
}
