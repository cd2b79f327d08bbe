// The table renderer of each game; any other game gets the generic one.
import * as take6 from "./take6.js";
import * as generic from "./generic.js";

const RENDERERS = { take6 };

export function rendererFor(game) {
  return RENDERERS[game] || generic;
}
