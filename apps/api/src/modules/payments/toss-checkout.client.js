/* global document, window, TossPayments */
/*
 * Served as /checkout/toss.js to our Toss checkout page (pages.ts): reads the order from the page's
 * JSON data block and opens Toss's payment window (SDK v2) on the order's method when the shopper
 * taps the button. Toss then sends the browser to successUrl (paymentKey, orderId, amount) or
 * failUrl (code, message, orderId). A promise the SDK rejects (a closed popup on a PC) goes to
 * failUrl the same way.
 */
(function tossCheckout() {
  const data = JSON.parse(document.getElementById('toss-checkout').textContent);
  const button = document.getElementById('toss-checkout-pay');
  const problem = document.getElementById('toss-checkout-error');
  const absolute = (path) => new URL(path, window.location.origin).toString();

  function fail(code, message) {
    const url = new URL(data.failUrl, window.location.origin);
    url.searchParams.set('code', code);
    url.searchParams.set('message', message);
    url.searchParams.set('orderId', data.orderId);
    window.location.assign(url.toString());
  }

  if (typeof TossPayments !== 'function') {
    problem.textContent = '결제창을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';
    problem.hidden = false;
    button.disabled = true;
    return;
  }

  const payment = TossPayments(data.clientKey).payment({ customerKey: TossPayments.ANONYMOUS });

  // SDK v2's method and its options, for the method the shopper picked on the order sheet.
  function methodOptions() {
    switch (data.method) {
      case 'EASY_PAY':
        // An easy payment is a card payment whose window opens straight on the provider.
        return { method: 'CARD', card: { flowMode: 'DIRECT', easyPay: data.easyPayProvider } };
      case 'TRANSFER':
        return {
          method: 'TRANSFER',
          transfer: { cashReceipt: { type: '소득공제' }, useEscrow: false },
        };
      case 'VIRTUAL_ACCOUNT':
        return {
          method: 'VIRTUAL_ACCOUNT',
          virtualAccount: {
            cashReceipt: { type: '소득공제' },
            useEscrow: false,
            validHours: data.validHours,
          },
        };
      case 'MOBILE_PHONE':
        return { method: 'MOBILE_PHONE' };
      default:
        return { method: 'CARD' };
    }
  }

  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      await payment.requestPayment({
        ...methodOptions(),
        amount: { currency: 'KRW', value: data.amount },
        orderId: data.orderId,
        orderName: data.orderName,
        customerName: data.customerName || undefined,
        customerEmail: data.customerEmail || undefined,
        successUrl: absolute(data.successUrl),
        failUrl: absolute(data.failUrl),
      });
    } catch (error) {
      fail(
        (error && error.code) || 'PAY_PROCESS_ABORTED',
        (error && error.message) || '결제를 진행하지 못했어요.',
      );
    }
  });
})();
