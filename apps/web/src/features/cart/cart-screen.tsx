import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isCounted, SHIPPING, type Cart, type CartLine } from '@chorok/contract';
import { BottomBar } from '@/components/ui/bottom-bar';
import { Button, ButtonLink } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Drawer } from '@/components/ui/drawer';
import { CartIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Toast } from '@/components/ui/toast';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { formatPrice } from '@/lib/format';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { EmptyState, ListError } from '@/components/ui/list-states';
import { AmountSummary, FreeShippingMeter } from '@/features/cart/amount-summary';
import { CartLineItem, CartLineSkeleton } from '@/features/cart/cart-line';
import { changeFailedMessage } from '@/lib/change-failed';
import { countedItems, isBuyable, isUnavailable } from '@/features/cart/cart-math';
import {
  useCart,
  useRemoveCartLines,
  useSelectCartLines,
  useUpdateCartQuantity,
} from '@/features/cart/queries';

const SECTION_GAP = 'h-8 bg-gray-10';

function CartLoading() {
  return (
    <ListSkeleton className="divide-y divide-gray-20">
      <CartLineSkeleton />
      <CartLineSkeleton />
      <CartLineSkeleton />
    </ListSkeleton>
  );
}

function EmptyCart() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<CartIcon size={30} />}
      title={t('cart.empty.title')}
      body={t('cart.empty.body', { amount: formatPrice(SHIPPING.freeFrom) })}
      action={
        <div className="flex flex-col items-center gap-s">
          <ButtonLink to="/products/recommend" size="small">
            {t('cart.empty.shop')}
          </ButtonLink>
          <ButtonLink to="/likes" size="small" variant="done">
            {t('cart.empty.likes')}
          </ButtonLink>
        </div>
      }
    />
  );
}

interface Confirm {
  lineIds: number[];
  title: string;
}

function CartContent({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const quantity = useUpdateCartQuantity();
  const select = useSelectCartLines();
  const remove = useRemoveCartLines();
  const busy = useIsMutating({ mutationKey: ['cart', 'change'] }) > 0;
  const [notice, setNotice] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);

  const { lines, summary } = cart;
  const main = lines.filter((line) => !isUnavailable(line));
  const unavailable = lines.filter(isUnavailable);
  const buyable = lines.filter(isBuyable);
  const chosen = lines.filter(isCounted);
  const allChosen = buyable.length > 0 && chosen.length === buyable.length;

  const fail = (fallback: string) => (error: Error) =>
    setNotice(changeFailedMessage(error, fallback));

  const setQuantity = (line: CartLine, next: number) =>
    quantity.mutate(
      { lineId: line.id, quantity: next },
      { onError: fail(t('cart.errors.quantity')) },
    );
  const setSelected = (lineIds: number[] | undefined, isSelected: boolean) =>
    select.mutate({ isSelected, lineIds }, { onError: fail(t('cart.errors.select')) });
  const removeIds = (lineIds: number[], done: string) =>
    remove.mutate(lineIds, {
      onSuccess: () => setNotice(done),
      onError: fail(t('cart.errors.remove')),
    });

  const checkout = () => {
    if (chosen.length === 0) return;
    void navigate({ to: '/purchase', search: { cartLineIds: chosen.map((line) => line.id) } });
  };

  const lineItem = (line: CartLine) => (
    <CartLineItem
      key={line.id}
      line={line}
      onSelect={(selected) => setSelected([line.id], selected)}
      onQuantity={(next) => setQuantity(line, next)}
      onRemove={() => removeIds([line.id], t('cart.removed', { count: 1 }))}
    />
  );

  return (
    <>
      <div className="sticky top-[calc(56px+var(--inset-top))] z-20 flex items-center justify-between border-b border-gray-20 bg-white pr-s pl-m">
        <Checkbox
          checked={allChosen}
          disabled={buyable.length === 0}
          onCheckedChange={(checked) =>
            // Select all takes only lines that can be bought; clear all clears everything.
            setSelected(checked ? buyable.map((line) => line.id) : undefined, checked)
          }
          className="text-15 font-medium text-gray-90"
        >
          {t('cart.selectAll', { selected: chosen.length, total: buyable.length })}
        </Checkbox>
        <button
          type="button"
          disabled={chosen.length === 0}
          onClick={() =>
            setConfirm({
              lineIds: chosen.map((line) => line.id),
              title: t('cart.confirmRemove.selected', { count: chosen.length }),
            })
          }
          className="flex min-h-44 items-center rounded-sm px-s text-14 font-medium text-gray-70 hover:bg-gray-10 hover:text-gray-100 disabled:text-gray-40 disabled:hover:bg-transparent"
        >
          {t('cart.removeSelected')}
        </button>
      </div>

      {main.length > 0 ? (
        <ul aria-label={t('cart.listLabel')} className="divide-y divide-gray-20 px-s">
          {main.map(lineItem)}
        </ul>
      ) : null}

      {unavailable.length > 0 ? (
        <section aria-labelledby="cart-unavailable">
          <div className={SECTION_GAP} />
          <div className="flex items-center justify-between px-m pt-m">
            <h2 id="cart-unavailable" className="text-15 font-bold text-gray-90">
              {t('cart.unavailable.title', { count: unavailable.length })}
            </h2>
            <button
              type="button"
              onClick={() =>
                setConfirm({
                  lineIds: unavailable.map((line) => line.id),
                  title: t('cart.confirmRemove.unavailable', { count: unavailable.length }),
                })
              }
              className="min-h-44 rounded-sm px-s text-13 font-medium text-gray-70 underline underline-offset-2 hover:bg-gray-10"
            >
              {t('cart.unavailable.removeAll')}
            </button>
          </div>
          <ul className="divide-y divide-gray-20 px-s">{unavailable.map(lineItem)}</ul>
        </section>
      ) : null}

      <div className={SECTION_GAP} />
      <section aria-labelledby="cart-summary" className="px-m pt-l pb-xl">
        <h2 id="cart-summary" className="text-17 font-bold text-gray-100">
          {t('cart.summary.title')}
        </h2>
        <FreeShippingMeter
          itemsTotal={summary.itemsTotal}
          amountToFreeShipping={summary.amountToFreeShipping}
          className="mt-m"
        />
        <AmountSummary
          amounts={summary}
          totalLabel={t('cart.summary.total')}
          busy={busy}
          className="mt-l"
        />
        <p className="mt-l text-12 leading-18 text-gray-60">
          {t('cart.summary.note', { amount: formatPrice(SHIPPING.freeFrom) })}
        </p>
      </section>

      <div className="h-[calc(88px+var(--inset-bottom))]" aria-hidden="true" />
      <BottomBar>
        <Button variant={chosen.length === 0 ? 'disabled' : 'cta'} onClick={checkout}>
          {chosen.length === 0
            ? t('cart.checkoutNone')
            : t('cart.checkout', {
                amount: formatPrice(summary.total),
                count: countedItems(chosen),
              })}
        </Button>
      </BottomBar>

      <Drawer
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        title={confirm?.title ?? ''}
        description={t('cart.confirmRemove.body')}
      >
        <div className="flex gap-s">
          <Button variant="done" className="flex-1" onClick={() => setConfirm(null)}>
            {t('ui.cancel')}
          </Button>
          <Button
            danger
            className="flex-1"
            onClick={() => {
              if (confirm)
                removeIds(confirm.lineIds, t('cart.removed', { count: confirm.lineIds.length }));
              setConfirm(null);
            }}
          >
            {t('cart.confirmRemove.confirm')}
          </Button>
        </div>
      </Drawer>
      <Toast message={notice} onDone={() => setNotice(null)} />
    </>
  );
}

/**
 * /cart: every line with its check, quantity and removal; lines that cannot be bought set apart;
 * the selection's totals with the free-shipping rule; and the order button for the checked lines.
 */
export function CartScreen() {
  const { t } = useTranslation();
  const title = t('routes.cart');
  useDocumentTitle(title);
  const cart = useCart();
  return (
    <>
      <PageHeader title={title} />
      {cart.isPending ? (
        <CartLoading />
      ) : cart.isError && !cart.data ? (
        <ListError error={cart.error} onRetry={() => void cart.refetch()} />
      ) : cart.data.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <CartContent cart={cart.data} />
      )}
    </>
  );
}
