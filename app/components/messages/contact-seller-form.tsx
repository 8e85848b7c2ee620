import MessageSquare from 'lucide-react/icons/message-square';
import { Form } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';

/**
 * 'Envoyer un message': opens (or reopens) the signed-in user's conversation with the seller — about the product
 * when there is one — and lands in it. A plain form posting to the inbox's action, so it works without JavaScript.
 */
export function ContactSellerForm({
  productId,
  sellerId,
  variant = 'primary',
}: {
  productId?: string;
  sellerId: string;
  variant?: 'primary' | 'outline' | 'ghost';
}) {
  const { t } = useTranslation('messages');
  return (
    <Form method="post" action="/dashboard/messages">
      <input type="hidden" name="intent" value="start" />
      {productId ? (
        <input type="hidden" name="productId" value={productId} />
      ) : (
        <input type="hidden" name="sellerId" value={sellerId} />
      )}
      <Button type="submit" variant={variant} size="sm">
        <MessageSquare aria-hidden="true" />
        {t('contact.send')}
      </Button>
    </Form>
  );
}
