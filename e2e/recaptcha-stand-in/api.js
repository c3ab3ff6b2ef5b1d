/* global window, document */
/*
 * A local stand-in for Google's https://www.google.com/recaptcha/api.js?render=<site key>, served by the
 * browser test through page.route because the tests run offline. Like Google's loader, it defines
 * grecaptcha.ready at once and loads the rest of reCAPTCHA from www.gstatic.com/recaptcha/ as an
 * anonymous cross-origin script; the page's Content-Security-Policy must admit both.
 */
(function () {
  var config = (window.___grecaptcha_cfg = window.___grecaptcha_cfg || {});
  var grecaptcha = (window.grecaptcha = window.grecaptcha || {});
  grecaptcha.ready =
    grecaptcha.ready ||
    function (callback) {
      (config.fns = config.fns || []).push(callback);
    };
  var siteKey = new URL(document.currentScript.src).searchParams.get('render');
  (config.render = config.render || []).push(siteKey);
  var release = document.createElement('script');
  release.async = true;
  release.crossOrigin = 'anonymous';
  release.src = 'https://www.gstatic.com/recaptcha/releases/stand-in/recaptcha__en.js';
  document.head.appendChild(release);
})();
