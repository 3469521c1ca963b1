// transq console: refresh the page body every 2 s, and ask before destructive actions.
// Vendored and tiny on purpose: no framework, no CDN.
(function () {
  "use strict";
  document.addEventListener("submit", function (event) {
    var question = event.target.getAttribute("data-confirm");
    if (question && !window.confirm(question)) {
      event.preventDefault();
    }
  });
  var body = document.getElementById("live");
  if (!body) {
    return;
  }
  setInterval(function () {
    fetch("/console?partial=1", { credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.text() : null; })
      .then(function (html) { if (html !== null) { body.innerHTML = html; } })
      .catch(function () { /* the next refresh tries again */ });
  }, 2000);
})();
