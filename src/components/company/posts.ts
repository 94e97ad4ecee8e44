/** The blog's order: newest first, ties by title, whatever the data file's order. */
import type { BlogPost } from '../../domain/content/content.ts';

export function postsInOrder<T extends Pick<BlogPost, 'date' | 'title'>>(posts: readonly T[]): T[] {
  return posts.toSorted((a, b) => (a.date === b.date ? a.title.localeCompare(b.title) : a.date < b.date ? 1 : -1));
}
