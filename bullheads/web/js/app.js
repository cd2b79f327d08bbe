// The web client's entry: language, then the page the address asks for.
import { loadTexts, t } from "./i18n.js";
import { showLobby } from "./lobby.js";
import { showRoom } from "./room.js";
import { showReplay } from "./replay.js";

function chosenLanguage() {
  const linked = new URLSearchParams(location.search).get("lang");
  // a language given in the address stays for the pages its links open (replay, lobby)
  if (linked === "en" || linked === "es") localStorage.setItem("bullheads.lang", linked);
  const asked = linked || localStorage.getItem("bullheads.lang");
  if (asked === "en" || asked === "es") return asked;
  return navigator.language.toLowerCase().startsWith("es") ? "es" : "en";
}

async function start() {
  const select = document.getElementById("lang");
  const lang = chosenLanguage();
  await loadTexts(lang);
  select.value = lang;
  document.getElementById("lang-label").textContent = t("web.language");
  document.querySelector(".skip").textContent = t("web.skip");
  select.addEventListener("change", () => {
    localStorage.setItem("bullheads.lang", select.value);
    const url = new URL(location.href);
    url.searchParams.delete("lang");
    location.href = url.toString();
  });
  const main = document.getElementById("main");
  const [, page, id] = location.pathname.split("/");
  if (page === "room" && id) showRoom(main, id);
  else if (page === "replay") showReplay(main, id);
  else showLobby(main);
}

start();
