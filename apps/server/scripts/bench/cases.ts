import { randomBytes } from 'node:crypto';
import {
  applicationFields,
  applicationForm,
  contactMessage,
  upload,
} from '../../src/testing/payloads';
import { publishOpenings, sampleOpenings } from './openings.mjs';

/** One load case: a request, the rate it is sent at, and the p99 it aims for. */
export interface BenchCase {
  name: string;
  path: string;
  method?: 'POST';
  /** Requests per second at scale 1. */
  rate: number;
  /** The rate of the lane that measures latency beside the load. */
  laneRate: number;
  aimP99: number;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Where each accepted request is stored: what the durability check counts. */
  table?: 'contact_messages' | 'applications';
  /**
   * What the case needs in the store before its load, made through the running server; answers
   * the path to ask for when it is only known then (an opening's address).
   */
  prepare?: (
    origin: string,
    storeEnv: Record<string, string | undefined>,
  ) => Promise<{ path?: string }>;
  /** A gate: this case's p99 at most `times` the p99 of the case named `of`, in the same run. */
  p99Within?: { of: string; times: number };
}

/** A 1 MiB PDF: the magic bytes the server sniffs, then an incompressible stream. */
function resumePdf(size = 1024 * 1024): Uint8Array {
  const head = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n2 0 obj\nstream\n');
  const tail = Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
  return Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]);
}

/** The HTTP suites' valid job application, with a 1 MiB résumé, encoded as a browser sends it. */
async function applicationRequest() {
  const form = applicationForm(applicationFields({ applicationType: 'job' }), {
    resume: upload(resumePdf(), 'Asha Rao CV.pdf', 'application/pdf'),
  });
  // Encoded once and replayed: the server parses and stores every copy as a new application.
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

/**
 * Every case, or those whose name contains one of `only` and the cases their gates compare them
 * with, with its rate multiplied by `scale`. The application is encoded once here and replayed
 * by every request of its case.
 */
export async function benchCases({
  scale,
  only,
}: {
  scale: number;
  only?: string[] | undefined;
}): Promise<BenchCase[]> {
  const application = await applicationRequest();
  // Browsers always offer compression; the pages' figures should include whatever it costs.
  const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

  const prerenderedPage = 'GET /';
  // Issue 34: the pages the server makes from the openings must keep up with the prerendered ones.
  const asFastAsPrerendered = { of: prerenderedPage, times: 1.5 };

  const allCases: BenchCase[] = [
    {
      name: prerenderedPage,
      path: '/',
      rate: 500,
      laneRate: 10,
      aimP99: 25,
      headers: browserHeaders,
    },
    {
      name: 'GET /service/ai',
      path: '/service/ai',
      rate: 500,
      laneRate: 10,
      aimP99: 25,
      headers: browserHeaders,
    },
    {
      name: `GET /career, ${sampleOpenings.length} open roles`,
      path: '/career',
      rate: 500,
      laneRate: 10,
      aimP99: 25,
      headers: browserHeaders,
      prepare: async (origin, storeEnv) => {
        await publishOpenings(origin, storeEnv);
        return {};
      },
      p99Within: asFastAsPrerendered,
    },
    {
      name: 'GET /career/openings/{slug}, open',
      path: '/career/openings/{slug}',
      rate: 500,
      laneRate: 10,
      aimP99: 25,
      headers: browserHeaders,
      prepare: async (origin, storeEnv) => {
        const { published } = await publishOpenings(origin, storeEnv);
        return { path: published[0]!.path };
      },
      p99Within: asFastAsPrerendered,
    },
    {
      name: 'POST /contact',
      path: '/contact',
      method: 'POST',
      rate: 200,
      laneRate: 5,
      aimP99: 25,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contactMessage()),
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
  const wanted = only
    ? allCases.filter((c) => only.some((text) => c.name.includes(text)))
    : allCases;
  // A case held to another's p99 needs that one measured in the same run.
  const references = new Set(wanted.flatMap((c) => (c.p99Within ? [c.p99Within.of] : [])));
  return allCases
    .filter((c) => wanted.includes(c) || references.has(c.name))
    .map((c) => ({ ...c, rate: Math.max(1, Math.round(c.rate * scale)) }));
}
