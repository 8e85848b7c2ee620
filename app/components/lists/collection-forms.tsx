import Globe from 'lucide-react/icons/globe';
import Lock from 'lucide-react/icons/lock';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  collectionLimits,
  createCollectionForm,
  renameCollectionForm,
} from '../../../core/lists/collections.schema.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useValidatedForm } from '../../lib/use-validated-form.ts';
import { HiddenFields } from '../hidden-fields.tsx';
import { Button } from '../ui/button.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { ConfirmedForm } from '../ui/confirmed-form.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';

/** A collection error code (`name_too_long`, `collection_name_taken` …) in the reader's language. */
export function useCollectionError() {
  const { t } = useTranslation('collections');
  return (code: string | undefined) => (code ? t(`errors.${code}`, { defaultValue: t('errors.unknown') }) : undefined);
}

/** Whether the page is sending the form of this intent (for this collection). */
function useSending(intent: string, id?: string) {
  const navigation = useNavigation();
  return (
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    (!id || navigation.formData?.get('id') === id)
  );
}

/** Public or private, as a badge with its icon. */
export function VisibilityBadge({ isPublic, className }: { isPublic: boolean; className?: string }) {
  const { t } = useTranslation('collections');
  const Icon = isPublic ? Globe : Lock;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
        isPublic ? 'bg-secondary text-secondary-foreground' : 'bg-muted text-muted-foreground',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {isPublic ? t('public') : t('private')}
    </span>
  );
}

/** The "new collection" form of /collections: a name and the public checkbox. */
export function CreateCollectionForm({ serverErrors }: { serverErrors?: Partial<Record<string, string>> }) {
  const { t } = useTranslation('collections');
  const errorText = useCollectionError();
  const { errors, formProps } = useValidatedForm(createCollectionForm, serverErrors);
  const sending = useSending('create');
  return (
    <Form method="post" className="space-y-4" {...formProps}>
      <input type="hidden" name="intent" value="create" />
      <Field
        id="create-name"
        name="name"
        label={t('create.name')}
        description={t('create.nameHint')}
        error={errorText(errors.name)}
      >
        <Input type="text" autoComplete="off" maxLength={collectionLimits.nameMax * 2} />
      </Field>
      <Field id="create-isPublic" name="isPublic" label={t('create.public')} orientation="horizontal">
        <Checkbox />
      </Field>
      <Button type="submit" disabled={sending}>
        {sending ? t('create.busy') : t('create.submit')}
      </Button>
    </Form>
  );
}

/** Rename, behind a disclosure (works without JavaScript); open while its server error shows. */
export function RenameCollectionForm({
  id,
  name,
  serverErrors,
}: {
  id: string;
  name: string;
  serverErrors?: Partial<Record<string, string>>;
}) {
  const { t } = useTranslation('collections');
  const errorText = useCollectionError();
  const { errors, formProps } = useValidatedForm(renameCollectionForm, serverErrors);
  const fieldId = useId();
  const sending = useSending('rename', id);
  return (
    <details className="group" open={serverErrors ? true : undefined}>
      <summary
        className="inline-flex h-9 cursor-pointer list-none items-center gap-2 rounded-lg border px-3 text-sm font-medium hover:bg-muted [&::-webkit-details-marker]:hidden"
        aria-label={t('rename.openNamed', { name })}
      >
        <Pencil aria-hidden="true" className="size-4" />
        {t('rename.open')}
      </summary>
      <Form method="post" className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start" {...formProps}>
        <HiddenFields values={{ intent: 'rename', id: id }} />
        <Field id={fieldId} name="name" label={t('rename.label')} error={errorText(errors.name)} className="flex-1">
          <Input type="text" defaultValue={name} autoComplete="off" maxLength={collectionLimits.nameMax * 2} />
        </Field>
        <Button type="submit" size="sm" className="sm:mt-7" disabled={sending}>
          {t('rename.submit')}
        </Button>
      </Form>
    </details>
  );
}

/** "Make public" / "Make private". */
export function VisibilityForm({ id, name, isPublic }: { id: string; name: string; isPublic: boolean }) {
  const { t } = useTranslation('collections');
  const sending = useSending('visibility', id);
  const Icon = isPublic ? Lock : Globe;
  return (
    <Form method="post">
      <HiddenFields values={{ intent: 'visibility', id: id, isPublic: isPublic ? 'false' : 'true' }} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={sending}
        aria-label={isPublic ? t('visibility.makePrivateNamed', { name }) : t('visibility.makePublicNamed', { name })}
      >
        <Icon aria-hidden="true" />
        {isPublic ? t('visibility.makePrivate') : t('visibility.makePublic')}
      </Button>
    </Form>
  );
}

/** Delete, once the owner has confirmed in a dialog (without JavaScript the form is sent at once). */
export function DeleteCollectionForm({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('collections');
  const sending = useSending('delete', id);
  return (
    <ConfirmedForm
      method="post"
      question={{
        title: t('delete.confirmTitle', { name }),
        text: t('delete.confirmText'),
        confirm: t('delete.submit'),
        cancel: t('delete.cancel'),
      }}
    >
      <HiddenFields values={{ intent: 'delete', id: id, name: name }} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={sending}
        aria-label={t('delete.submitNamed', { name })}
        className="text-destructive hover:bg-destructive/10"
      >
        <Trash2 aria-hidden="true" />
        {t('delete.submit')}
      </Button>
    </ConfirmedForm>
  );
}
