import type { Db } from '../../db/client.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { renderMarkdown } from '../content/markdown.ts';
import type { Clock } from '../ports/clock.ts';
import { countPostRecipients } from './post-recipients.ts';
import { postTarget } from './post-target.ts';
import { composePostInput } from './posts.schema.ts';
import { postingSeller } from './seller-of-viewer.ts';

export interface PostPreview {
  title: string;
  /** The body as its readers will see it, sanitised (core/content/markdown.ts). */
  html: string;
  recipients: number;
}

/** « Aperçu » of /dashboard/posts: the post as it will read, and how many it would reach now; nothing is sent. */
export async function previewCreatorPost(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
  input: unknown,
): Promise<PostPreview> {
  const post = composePostInput.parse(input);
  const seller = await postingSeller(deps.db, deps.clock, viewer);
  const target = await postTarget(deps.db, seller, post);
  const recipients = await countPostRecipients(deps.db, target, deps.clock.now());
  return { title: post.title, html: renderMarkdown(post.body), recipients };
}
