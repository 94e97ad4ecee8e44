/**
 * What more than one step of the finance application shares: the words for a loan term, as the loan
 * step offers it and the review repeats it.
 */

export function termLabel(months: number): string {
  const years = months / 12;
  return `${years} year${years === 1 ? '' : 's'} (${months} months)`;
}
