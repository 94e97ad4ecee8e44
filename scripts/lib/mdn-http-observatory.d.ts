/**
 * The parts of the MDN HTTP Observatory (@mdn/mdn-http-observatory, plain JavaScript without type
 * declarations) that scripts/lib/observatory-grade.ts calls: its retriever, its tests and its grader.
 */
declare module '@mdn/mdn-http-observatory/src/retriever/retriever.js' {
  export interface ObservatoryResponse {
    status: number;
    headers: Record<string, string | undefined>;
  }
  export interface ObservatoryRequests {
    hostname: string;
    responses: { auto: ObservatoryResponse | null; http: ObservatoryResponse | null; https: ObservatoryResponse | null };
  }
  export function retrieve(hostname: string, options?: { httpPort?: number; httpsPort?: number; path?: string }): Promise<ObservatoryRequests>;
}

declare module '@mdn/mdn-http-observatory/src/constants.js' {
  import type { ObservatoryRequests } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
  /** One test: its output has the expectation it met (result) and whether that passes. */
  export type ObservatoryTest = ((requests: ObservatoryRequests) => { result: string | null; pass: boolean | null }) & { readonly name: string };
  export const ALL_TESTS: ObservatoryTest[];
  export const ALL_RESULTS: { readonly name: string; readonly title: string }[];
}

declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getGradeForScore(score: number): { score: number; grade: string };
  export function getScoreModifier(expectation: string): number;
}

declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}
