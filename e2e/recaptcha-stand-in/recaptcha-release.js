/* global window, document */
/*
 * The stand-in's reCAPTCHA release (Google's is https://www.gstatic.com/recaptcha/releases/<v>/recaptcha__en.js).
 * As Google's v3 does, it renders the invisible anchor frame from www.google.com/recaptcha/ for the
 * site key, calls the ready callbacks once that frame has loaded, and answers execute() with a token
 * made inside the frame. A frame the page's policy refuses never loads: ready is then never called.
 */
(function () {
  var FRAME_ORIGIN = 'https://www.google.com';
  var config = window.___grecaptcha_cfg;
  var grecaptcha = window.grecaptcha;
  var siteKey = config.render[0];
  var waiting = {};
  var nextRequest = 1;
  var frame = document.createElement('iframe');
  frame.title = 'reCAPTCHA';
  frame.src = FRAME_ORIGIN + '/recaptcha/api2/anchor?k=' + encodeURIComponent(siteKey) + '&size=invisible';
  frame.style.cssText = 'width:256px;height:60px;border:0;position:fixed;bottom:14px;right:-186px;';

  window.addEventListener('message', function (event) {
    if (event.origin !== FRAME_ORIGIN || event.source !== frame.contentWindow) return;
    var data = event.data || {};
    if (data.standIn !== 'recaptcha') return;
    if (data.kind === 'ready') {
      grecaptcha.ready = function (callback) {
        callback();
      };
      (config.fns || []).splice(0).forEach(function (callback) {
        callback();
      });
    } else if (data.kind === 'token' && waiting[data.request]) {
      waiting[data.request](data.token);
      delete waiting[data.request];
    }
  });

  grecaptcha.execute = function (key, options) {
    if (key !== siteKey) return Promise.reject(new Error('Invalid site key or not loaded in api.js: ' + key));
    return new Promise(function (resolve) {
      var request = nextRequest++;
      waiting[request] = resolve;
      frame.contentWindow.postMessage(
        { standIn: 'recaptcha', request: request, action: (options && options.action) || '' },
        FRAME_ORIGIN,
      );
    });
  };

  document.body.appendChild(frame);
})();
