// remote-list.js: the gallery's list of this device's games with friends (remote-games.js): whose move, since when, a link to open each and a button to remove it.
//
// The games' names and pages come from the gallery's own cards (data-game), so no list of games is
// kept here; a game whose card is missing (a build without it) is listed under its id.
import commonWords from './common-words.js';
import { wordsIn } from './page-words.js';
import { forgetRemoteGame, remoteGames } from './remote-games.js';
import { forgetRemoteSecret } from './remote-secrets.js';
import remoteWords from './remote-words.js';
import { siteLanguage, translatePage } from './site-lang.js';

const UNITS = /** @type {const} */ ([['day', 86400], ['hour', 3600], ['minute', 60]]);

/** "3 hours ago" in `lang` for a time `ms` before now (minutes at least). */
function ago(lang, ms) {
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const seconds = Math.max(0, ms / 1000);
  for (const [unit, size] of UNITS) if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  return format.format(0, 'minute');
}

function entry(t, game) {
  const link = document.querySelector(`.card[data-game="${CSS.escape(game.game)}"] .card-link`);
  const name = link?.textContent ?? game.game;
  const page = link?.getAttribute('href') ?? `${game.game}.html`;
  const open = document.createElement('a');
  open.className = 'remote-open';
  open.href = `${page}#play=${game.link}`;
  open.textContent = name;
  const state = document.createElement('span');
  state.className = 'remote-state';
  const whose = game.over ? t('remote.listOver') : game.seats.includes(game.toMove) ? t('remote.listYourMove') : t('remote.listFriendMove');
  state.textContent = `${whose} · ${t('remote.listMove', { n: game.turn })} · ${ago(document.documentElement.lang || siteLanguage, Date.now() - game.at)}`;
  const remove = document.createElement('button');
  remove.type = 'button';
  remove.className = 'remote-remove';
  remove.textContent = t('remote.remove');
  remove.setAttribute('aria-label', t('remote.removeLabel', { name }));
  remove.addEventListener('click', () => {
    forgetRemoteGame(game.gameId);
    forgetRemoteSecret(game.gameId);  // a code maker's secret goes with its game
    show();
  });
  const item = document.createElement('li');
  item.className = 'remote-game';
  item.append(open, state, remove);
  return item;
}

/** Fills the gallery's section#remote-games (hidden when this device has none). */
function show() {
  const section = document.getElementById('remote-games');
  const list = section?.querySelector('ul');
  if (!section || !list) return;
  const t = wordsIn(siteLanguage, remoteWords, commonWords);
  const games = remoteGames();
  list.replaceChildren(...games.map((game) => entry(t, game)));
  section.hidden = games.length === 0;
}

// The list's heading is a remote word too (the gallery's other words are the shared ones).
translatePage(remoteWords);
show();
// Another tab that plays a turn updates the list here.
addEventListener('storage', (event) => { if (event.key === 'kata-arcade:remote') show(); });
