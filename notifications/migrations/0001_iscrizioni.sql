-- The push subscriptions of "Avvisami se cambiano" (issue 44): one row per browser, keyed by its push
-- address. `eventi` is a JSON object {event id: the sequenza the visitor already knows}; `scade` is
-- seven days after the edition's last day (ISO 8601, UTC), when every call deletes the row.
CREATE TABLE iscrizioni (
  endpoint TEXT PRIMARY KEY,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  eventi TEXT NOT NULL,
  creata TEXT NOT NULL,
  aggiornata TEXT NOT NULL,
  scade TEXT NOT NULL
);

-- Every call deletes the expired rows: with this index that reads only them, not the whole table
-- (D1 counts rows read against the free plan's daily allowance).
CREATE INDEX iscrizioni_scade ON iscrizioni (scade);
