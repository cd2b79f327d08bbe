// The table renderer of each game; any other game gets the generic one.
import * as take6 from "./take6.js";
import * as buffalo from "./buffalo.js";
import * as take11 from "./take11.js";
import * as numeranza from "./numeranza.js";
import * as generic from "./generic.js";

const RENDERERS = { take6, buffalo, take11, numeranza };

export function rendererFor(game) {
  return RENDERERS[game] || generic;
}
