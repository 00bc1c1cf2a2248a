-- The limits a stranger meets before the free plan does (issue 50).
--
-- `totali`: the number of subscriptions, kept in step by triggers, so that the cap
-- (NOTIFICHE_MAX_ISCRIZIONI) reads one row instead of counting the table. Triggers rather than a
-- statement in each handler's batch: every path that adds or removes a row (the browser's calls, the
-- sender's report, the purge, an organiser's `wrangler d1 execute`) keeps it right, with no code path
-- able to forget. An upsert that updates an existing row fires no INSERT trigger. The row must exist:
-- without it every new subscription is refused (the cap's comparison with NULL is false).
CREATE TABLE totali (
  nome TEXT PRIMARY KEY,
  valore INTEGER NOT NULL
) WITHOUT ROWID;

INSERT INTO totali (nome, valore) SELECT 'iscrizioni', count(*) FROM iscrizioni;

CREATE TRIGGER iscrizioni_contate_in_entrata AFTER INSERT ON iscrizioni
BEGIN
  UPDATE totali SET valore = valore + 1 WHERE nome = 'iscrizioni';
END;

CREATE TRIGGER iscrizioni_contate_in_uscita AFTER DELETE ON iscrizioni
BEGIN
  UPDATE totali SET valore = valore - 1 WHERE nome = 'iscrizioni';
END;

-- `contatori_indirizzi`: the subscribe and unsubscribe calls of each client in the current window
-- (NOTIFICHE_LIMITE_ORARIO per CLIENT_WINDOW_MINUTES, notifications/api/client-limit.ts). `chiave` is an
-- HMAC-SHA-256 of the window and the client's address under a key derived from NOTIFICHE_SECRET: no
-- address is stored, and the rows of two windows cannot be linked. `finestra` is the window's number
-- (minutes since 1970 divided by the window's length); the primary key starts with it, so deleting the
-- past windows' rows reads only them, with no index of its own to write.
CREATE TABLE contatori_indirizzi (
  finestra INTEGER NOT NULL,
  chiave TEXT NOT NULL,
  richieste INTEGER NOT NULL,
  PRIMARY KEY (finestra, chiave)
) WITHOUT ROWID;
