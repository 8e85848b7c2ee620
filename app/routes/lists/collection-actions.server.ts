import type { RouterContextProvider } from 'react-router';
import { data, redirect } from 'react-router';
import type { Viewer } from '../../../core/accounts/viewer.ts';
import { fieldErrors } from '../../../core/content/field-errors.ts';
import {
  collectionId,
  collectionProductId,
  createCollectionForm,
  renameCollectionForm,
} from '../../../core/lists/collections.schema.ts';
import { removeCollectionItem } from '../../../core/lists/collections-items.ts';
import { createCollection, deleteCollection, updateCollection } from '../../../core/lists/collections-manage.ts';
import { depsContext } from '../../context.ts';
import { formText, refusingAppErrors } from '../../lib/form-action.server.ts';

export type CollectionIntent = 'create' | 'rename' | 'visibility' | 'delete' | 'remove-item';

/** What the collection pages' forms get back; the page shows the message of `intent` (codes under `collections:`). */
export interface CollectionActionResult {
  intent: CollectionIntent;
  ok: boolean;
  /** The collection the form was about. */
  id?: string;
  name?: string;
  isPublic?: boolean;
  /** remove-item: the product's title, for the confirmation. */
  title?: string;
  fieldErrors?: Partial<Record<string, string>>;
  /** A code under `collections:errors`. */
  formError?: string;
}

const intents: readonly CollectionIntent[] = ['create', 'rename', 'visibility', 'delete', 'remove-item'];
/** Errors that belong to the name field rather than to the form. */
const nameErrors = new Set(['collection_name_taken']);

/**
 * The forms of /collections and /collections/:id (they work without JavaScript): create, rename, make public or
 * private, delete, remove a product. Every change goes through core/, scoped to the viewer; bad input and refusals
 * come back as translated codes, never as a 500. `afterDelete` is where a deleted collection's page sends the user.
 */
export async function collectionAction(
  context: Readonly<RouterContextProvider>,
  viewer: Viewer,
  request: Request,
  { afterDelete }: { afterDelete?: string } = {},
) {
  const deps = context.get(depsContext);
  const form = await request.formData();
  const intent = formText(form, 'intent') as CollectionIntent;
  if (!intents.includes(intent)) {
    return data({ intent, ok: false, formError: 'unknown' } as CollectionActionResult, { status: 400 });
  }
  const idField = collectionId.safeParse(formText(form, 'id'));
  const id = idField.success ? idField.data : undefined;
  const fail = (status: number, failure: Partial<CollectionActionResult>) =>
    data({ intent, ok: false, id, ...failure } as CollectionActionResult, { status });
  if (intent !== 'create' && !id) return fail(404, { formError: 'collection_not_found' });

  return refusingAppErrors(
    async () => {
      switch (intent) {
        case 'create': {
          const parsed = createCollectionForm.safeParse({
            name: formText(form, 'name'),
            isPublic: form.get('isPublic') ?? undefined,
          });
          if (!parsed.success) return fail(400, { fieldErrors: fieldErrors(parsed.error) });
          const created = await createCollection(deps, viewer, {
            name: parsed.data.name,
            isPublic: parsed.data.isPublic ?? false,
          });
          return { intent, ok: true, id: created.id, name: created.name } satisfies CollectionActionResult;
        }
        case 'rename': {
          const parsed = renameCollectionForm.safeParse({ name: formText(form, 'name') });
          if (!parsed.success) return fail(400, { fieldErrors: fieldErrors(parsed.error) });
          const renamed = await updateCollection(deps, viewer, id!, { name: parsed.data.name });
          return { intent, ok: true, id, name: renamed.name } satisfies CollectionActionResult;
        }
        case 'visibility': {
          const updated = await updateCollection(deps, viewer, id!, {
            isPublic: formText(form, 'isPublic') === 'true',
          });
          return {
            intent,
            ok: true,
            id,
            name: updated.name,
            isPublic: updated.isPublic,
          } satisfies CollectionActionResult;
        }
        case 'delete': {
          await deleteCollection(deps, viewer, id!);
          if (afterDelete) throw redirect(afterDelete);
          return { intent, ok: true, id, name: formText(form, 'name', 200) } satisfies CollectionActionResult;
        }
        case 'remove-item': {
          const product = collectionProductId.safeParse(formText(form, 'productId'));
          if (!product.success) return fail(400, { formError: 'product_not_found' });
          await removeCollectionItem(deps, viewer, id!, product.data);
          return { intent, ok: true, id, title: formText(form, 'title', 200) } satisfies CollectionActionResult;
        }
      }
    },
    (error) =>
      nameErrors.has(error.code)
        ? fail(error.status, { fieldErrors: { name: error.code } })
        : fail(error.status, { formError: error.code }),
  );
}
