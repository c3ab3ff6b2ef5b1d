/* global window, document */
/*
 * A local stand-in for Stripe.js (https://js.stripe.com/<release>/stripe.js), served by the browser test
 * through page.route because the tests run offline. It implements only what @stripe/stripe-js and
 * @stripe/react-stripe-js call, and keeps Stripe's one property that matters here (DESIGN §API): the
 * card fields live in an iframe from Stripe's origin (card-frame.html), and the page only ever gets
 * back a PaymentMethod id, never the number or CVC.
 */
(function () {
  var FRAME_ORIGIN = 'https://js.stripe.com';
  var FRAME_URL = FRAME_ORIGIN + '/stand-in/card-frame.html';

  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !/^pk_/.test(publishableKey)) {
      throw new Error('Stripe stand-in: a publishable key (pk_…) is required');
    }
    var waiting = {};
    var nextRequest = 1;
    var mounted = [];

    window.addEventListener('message', function (event) {
      if (event.origin !== FRAME_ORIGIN || !event.data || event.data.standIn !== 'stripe') return;
      var data = event.data;
      if (data.kind === 'answer' && waiting[data.request]) {
        waiting[data.request](data.result);
        delete waiting[data.request];
        return;
      }
      mounted.forEach(function (element) {
        if (element._frame && element._frame.contentWindow === event.source) element._emit(data.kind, data.event);
      });
    });

    function ask(element, question) {
      return new Promise(function (resolve) {
        if (!element || !element._frame || !element._frame.contentWindow) {
          resolve({ error: { type: 'validation_error', message: 'The card element is not mounted.' } });
          return;
        }
        var request = nextRequest++;
        waiting[request] = resolve;
        element._frame.contentWindow.postMessage(
          Object.assign({ standIn: 'stripe', request: request }, question),
          FRAME_ORIGIN,
        );
      });
    }

    function createElement(type, options) {
      var listeners = {};
      var element = {
        _type: type,
        _options: options || {},
        _frame: null,
        _emit: function (name, payload) {
          (listeners[name] || []).slice().forEach(function (listener) {
            listener(Object.assign({ elementType: type }, payload || {}));
          });
        },
        mount: function (target) {
          var host = typeof target === 'string' ? document.querySelector(target) : target;
          if (!host) throw new Error('Stripe stand-in: nothing to mount the element in');
          var frame = document.createElement('iframe');
          frame.src = FRAME_URL;
          frame.title = 'Secure card payment input frame';
          frame.setAttribute('frameborder', '0');
          frame.setAttribute('allowtransparency', 'true');
          frame.style.cssText = 'border:0;width:100%;height:24px;display:block;overflow:hidden;';
          host.appendChild(frame);
          element._frame = frame;
          if (mounted.indexOf(element) < 0) mounted.push(element);
        },
        unmount: function () {
          if (element._frame) element._frame.remove();
          element._frame = null;
          mounted = mounted.filter(function (other) {
            return other !== element;
          });
        },
        destroy: function () {
          element.unmount();
          delete created[type];
        },
        on: function (name, listener) {
          (listeners[name] = listeners[name] || []).push(listener);
          return element;
        },
        off: function (name, listener) {
          listeners[name] = (listeners[name] || []).filter(function (other) {
            return listener !== undefined && other !== listener;
          });
          return element;
        },
        once: function (name, listener) {
          var wrapped = function (payload) {
            element.off(name, wrapped);
            listener(payload);
          };
          return element.on(name, wrapped);
        },
        update: function (options) {
          element._options = Object.assign({}, element._options, options);
        },
        focus: function () {},
        blur: function () {},
        clear: function () {
          ask(element, { kind: 'clear' });
        },
      };
      return element;
    }

    var created = {};
    return {
      _registerWrapper: function () {},
      registerAppInfo: function () {},
      elements: function () {
        return {
          create: function (type, options) {
            if (created[type]) throw new Error('Stripe stand-in: only one ' + type + ' element per Elements');
            created[type] = createElement(type, options);
            return created[type];
          },
          // react-stripe-js passes its component, which carries the element type.
          getElement: function (typeOrComponent) {
            var type =
              typeOrComponent && typeOrComponent.__elementType ? typeOrComponent.__elementType : typeOrComponent;
            return created[type] || null;
          },
          update: function () {},
          fetchUpdates: function () {
            return Promise.resolve({});
          },
        };
      },
      // react-stripe-js checks that these exist; the card element uses PaymentMethods, not tokens.
      createToken: function () {
        return Promise.resolve({ error: { type: 'invalid_request_error', message: 'Use createPaymentMethod.' } });
      },
      createPaymentMethod: function (params) {
        var card = params && (params.card || (params.elements && params.elements.getElement('card')));
        return ask(card, { kind: 'createPaymentMethod' }).then(function (result) {
          if (result.error) return { error: result.error };
          return {
            paymentMethod: Object.assign({}, result.paymentMethod, {
              billing_details: (params && params.billing_details) || {},
            }),
          };
        });
      },
      // The stand-in has no bank page to show: the payment is answered as authenticated.
      handleNextAction: function (params) {
        var secret = (params && params.clientSecret) || '';
        return Promise.resolve({
          paymentIntent: { id: secret.split('_secret_')[0], client_secret: secret, status: 'succeeded' },
        });
      },
      confirmCardPayment: function (clientSecret) {
        return Promise.resolve({
          paymentIntent: { id: clientSecret.split('_secret_')[0], client_secret: clientSecret, status: 'succeeded' },
        });
      },
    };
  }

  // @stripe/stripe-js compares this with the release it expects (its RELEASE_TRAIN).
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
