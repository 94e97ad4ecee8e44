/**
 * Grades one page of a locally served site with the MDN HTTP Observatory's own retriever, tests
 * and grader (@mdn/mdn-http-observatory), scored exactly as its scanner scores a site, less two
 * tests that only the production CDN can pass:
 *
 * - redirection: the local server speaks plain HTTP only; Netlify answers HTTP with a redirect to
 *   HTTPS, which the Observatory checks on the real host;
 * - strict-transport-security: HSTS counts only over HTTPS with a valid certificate; Netlify sends
 *   it (netlify.toml), and over plain-HTTP localhost it would be meaningless.
 *
 * The Observatory's scan() takes a bare host name on ports 80 and 443; its retriever takes the
 * port and path, so it fetches the page (and /robots.txt, and a CORS preflight) from the local
 * server itself. Its HTTPS attempt fails, as it must on a plain-HTTP server.
 */
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
import { ALL_RESULTS, ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';

/** Tests left out locally, and why. */
export const LEFT_OUT_TESTS: Readonly<Record<string, string>> = {
  redirection: 'HTTP to HTTPS redirection is the CDN\'s (Netlify); the local server has no HTTPS',
  'strict-transport-security': 'HSTS counts only over HTTPS; the CDN sends it (netlify.toml)',
};

/** One test's outcome: its name, the expectation it met and the score it adds. */
export interface ObservatoryTestResult {
  readonly name: string;
  readonly result: string;
  readonly pass: boolean;
  readonly modifier: number;
}

export interface ObservatoryGrade {
  readonly url: string;
  readonly status: number;
  readonly grade: string;
  readonly score: number;
  readonly tests: readonly ObservatoryTestResult[];
  readonly leftOut: readonly string[];
}

/** Grades the page at `url` (an http://host:port/path of a local server). */
export async function observatoryGrade(url: URL): Promise<ObservatoryGrade> {
  if (url.protocol !== 'http:') throw new Error(`observatoryGrade grades a local plain-HTTP server, not ${url.href}`);
  const port = Number(url.port || 80);
  const requests = await retrieve(url.hostname, { httpPort: port, httpsPort: port, path: `${url.pathname}${url.search}` });
  const response = requests.responses.auto;
  if (response === null) throw new Error(`The Observatory could not fetch ${url.href}: is the server running?`);
  const tests: ObservatoryTestResult[] = [];
  const leftOut: string[] = [];
  // ALL_RESULTS names the test at the same place in ALL_TESTS. A left-out test is not even run:
  // both read the HSTS preload list, which the package's install script (not run here) downloads.
  for (const [index, test] of ALL_TESTS.entries()) {
    const name = ALL_RESULTS[index]?.name ?? test.name;
    if (Object.hasOwn(LEFT_OUT_TESTS, name)) {
      leftOut.push(name);
      continue;
    }
    const output = test(requests);
    if (output.result === null) continue;
    tests.push({ name, result: output.result, pass: output.pass === true, modifier: getScoreModifier(output.result) });
  }
  // As the Observatory's scanner: bonuses count only when the score without them is an A already.
  const withBonuses = 100 + tests.reduce((sum, test) => sum + test.modifier, 0);
  const penaltiesOnly = 100 + tests.reduce((sum, test) => sum + Math.min(0, test.modifier), 0);
  const { grade, score } = getGradeForScore(penaltiesOnly >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonuses : penaltiesOnly);
  return { url: url.href, status: response.status, grade, score, tests, leftOut };
}
