// The board builder's small improvements (the form works without them): names offered from the
// catalogue while typing (the card search API), and a character's grid filled from its card.
(function () {
  "use strict";
  var list = document.getElementById("card-names");
  if (!list || !window.fetch) { return; }
  var timer = null;
  var found = {};

  function search(query, onlyCharacters) {
    var url = "/api/v1/cards/?q=" + encodeURIComponent(query) + (onlyCharacters ? "&type=character" : "");
    return fetch(url, { headers: { Accept: "application/json" } })
      .then(function (r) { return r.ok ? r.json() : { results: [] }; })
      .catch(function () { return { results: [] }; });
  }

  function offer(results) {
    list.textContent = "";
    results.slice(0, 12).forEach(function (card) {
      found[card.name] = card;
      var option = document.createElement("option");
      option.value = card.name;
      list.appendChild(option);
    });
  }

  function lastPart(value) {
    // In a list of cards ("7 Fighting, Wolverine - Sid"), the part being typed.
    var parts = value.split(",");
    return parts[parts.length - 1].replace(/^\s*"?/, "").trim();
  }

  document.addEventListener("input", function (event) {
    var input = event.target;
    if (!input.matches || !input.matches("input[data-card-search]")) { return; }
    var query = lastPart(input.value);
    clearTimeout(timer);
    if (query.length < 2 || /^\d/.test(query)) { return; }
    timer = setTimeout(function () {
      search(query, input.name.endsWith("-name")).then(function (data) { offer(data.results || []); });
    }, 200);
  });

  document.addEventListener("change", function (event) {
    var input = event.target;
    if (!input.matches || !input.matches("input[data-card-search]") || !input.name.endsWith("-name")) { return; }
    var prefix = input.name.slice(0, -"name".length);
    var fill = function (card) {
      if (!card || !card.grid) { return; }
      ["energy", "fighting", "strength", "intellect"].forEach(function (type) {
        var box = document.querySelector('input[name="' + prefix + type + '"]');
        if (box && box.value === "" && card.grid[type] !== null) { box.value = card.grid[type]; }
      });
    };
    if (found[input.value]) { fill(found[input.value]); return; }
    search(input.value, true).then(function (data) {
      var exact = (data.results || []).filter(function (c) { return c.name.toLowerCase() === input.value.toLowerCase(); });
      fill(exact[0]);
    });
  });
})();
