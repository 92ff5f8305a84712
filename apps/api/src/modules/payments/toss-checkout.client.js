/* global document, window, TossPayments */
/*
 * Served as /checkout/toss.js to our Toss checkout page (pages.ts): reads the order from the page's
 * JSON data block and opens Toss's payment window (SDK v2) when the shopper taps the button. Toss
 * then sends the browser to successUrl (paymentKey, orderId, amount) or failUrl (code, message,
 * orderId). A promise the SDK rejects (a closed popup on a PC) goes to failUrl the same way.
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

  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      await payment.requestPayment({
        method: 'CARD',
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
