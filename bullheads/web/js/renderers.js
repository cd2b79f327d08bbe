// The table renderer of each game; any other game gets the generic one.
import * as take6 from "./take6.js";
import * as buffalo from "./buffalo.js";
import * as take11 from "./take11.js";
import * as numeranza from "./numeranza.js";
import * as generic from "./generic.js";

const RENDERERS = { take6, buffalo, take11, numeranza };

/** The table of `game`: its own, else the generic one; the generic one for every game when
 * the address asks for the plain table (`?plain`: the view as text, the choices as buttons). */
export function rendererFor(game) {
  if (new URLSearchParams(location.search).has("plain")) return generic;
  return RENDERERS[game] || generic;
}
