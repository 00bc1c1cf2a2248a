import React, { useState, type ReactNode, type RefObject } from "react";
import { EVERYTHING, shareHref, type AccessFilter, type ProgrammeState } from "./programme-state";
import { ACCESS_CHOICES } from "./programme-filters";
import { pagePaths } from "../../utils/page-paths";
import { downloadEventsCalendar } from "./my-events-calendar";
import { StarIcon } from "./star-icon";
import { eventi, plural } from "../kit/plural";
import { action, actions, chip, count, field, filters, note, plain, status, tools, warning } from "./pocket.module.scss";

export interface FilterOption {
  value: string;
  label: string;
}

export interface ProgrammeToolsProps {
  /** What the address asks for. */
  state: ProgrammeState;
  /** The type and venue actually selected: null where the address names one the programme no longer has. */
  tipo: string | null;
  luogo: string | null;
  tipi: readonly FilterOption[];
  luoghi: readonly FilterOption[];
  /** The count's text ("12 eventi in programma", "3 eventi su 12", or how to see more). */
  countText: string;
  countRef: RefObject<HTMLParagraphElement>;
  /** The venues the step-free filter leaves out because their entrance is still "da verificare". */
  unverified: readonly string[];
  /** "I miei eventi"'s warnings: saved events that overlap or are too far apart on foot (plan-warnings.ts). */
  warnings: readonly string[];
  /** The programme's events this visitor saved, in programme order. */
  savedEvents: readonly string[];
  /** The events of a shared link that are in the programme, in programme order. */
  sharedEvents: readonly string[];
  calendarFileName: string;
  navigate: (next: ProgrammeState) => void;
  saveEvents: (events: readonly string[]) => void;
}

const NOTHING_SAVED = "Non hai ancora salvato eventi: premi «Salva» su quelli che ti interessano.";

/**
 * The home programme's tools, in the box the page keeps for them: filters by type and venue,
 * "Solo i miei", the access filters (which say what the step-free one leaves out unchecked), the count,
 * the warnings of "I miei eventi", and either my events' calendar file and link or, for a shared link,
 * the button that saves its events.
 */
export function ProgrammeTools(props: ProgrammeToolsProps) {
  const { state, tipo, luogo, tipi, luoghi, countText, countRef, unverified, warnings, savedEvents, sharedEvents, calendarFileName, navigate, saveEvents } =
    props;
  const [message, setMessage] = useState<ReactNode>("");
  const go = (next: ProgrammeState) => {
    setMessage("");
    navigate(next);
  };
  const onlyMine = state.soloMiei && !state.condivisi;
  /** The access filters with `name` set or cleared, in the address's order. */
  const toggled = (name: AccessFilter): AccessFilter[] =>
    state.accesso.includes(name)
      ? state.accesso.filter((other) => other !== name)
      : ACCESS_CHOICES.map((choice) => choice.name).filter((other) => other === name || state.accesso.includes(other));

  /** The saved events, or null after telling the visitor how to save some. */
  const savedOrExplain = (): readonly string[] | null => {
    if (savedEvents.length > 0) return savedEvents;
    setMessage(NOTHING_SAVED);
    return null;
  };

  const downloadMine = async () => {
    const mine = savedOrExplain();
    if (!mine) return;
    try {
      await downloadEventsCalendar(mine, calendarFileName);
      setMessage(`Scaricato un file con ${eventi(mine.length)}: aprilo per aggiungerli al tuo calendario.`);
    } catch {
      setMessage("Non è stato possibile preparare il file: controlla la connessione e riprova.");
    }
  };

  const copyMyLink = async () => {
    const mine = savedOrExplain();
    if (!mine) return;
    const link = new URL(shareHref(location.pathname, mine), location.href).href;
    try {
      await navigator.clipboard.writeText(link);
      setMessage(`Link copiato (${eventi(mine.length)}): incollalo in un messaggio per condividerlo.`);
    } catch {
      // No clipboard (an old browser, a denied permission): show the link to copy by hand.
      setMessage(
        <>
          Ecco il link dei tuoi eventi: <a href={link}>{link}</a>
        </>,
      );
    }
  };

  const saveShared = () => {
    saveEvents(sharedEvents);
    setMessage(`Salvati nel tuo programma: ${eventi(sharedEvents.length)}.`);
  };

  const select = (label: string, all: string, name: "tipo" | "luogo", value: string | null, options: readonly FilterOption[]) => (
    <label className={field}>
      {label}
      <select value={value ?? ""} onChange={(event) => go({ ...state, [name]: event.target.value || null })}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className={tools} data-enhancement="pocket">
      <div className={filters} role="group" aria-label="Filtri del programma">
        {select("Tipo", "Tutti i tipi", "tipo", tipo, tipi)}
        {select("Luogo", "Tutti i luoghi", "luogo", luogo, luoghi)}
        <button
          type="button"
          className={chip}
          aria-pressed={onlyMine}
          onClick={() => go({ ...state, soloMiei: state.condivisi ? true : !state.soloMiei, condivisi: null })}
        >
          <StarIcon />
          Solo i miei
        </button>
        {ACCESS_CHOICES.map(({ name, label: words }) => (
          <button
            key={name}
            type="button"
            className={chip}
            aria-pressed={state.accesso.includes(name)}
            onClick={() => go({ ...state, accesso: toggled(name) })}
          >
            {words}
          </button>
        ))}
        <button type="button" className={`${chip} ${plain}`} onClick={() => go(EVERYTHING)}>
          Mostra tutto
        </button>
      </div>
      <div className={status}>
        <p ref={countRef} className={count} tabIndex={-1} role="status" aria-live="polite">
          {countText}
        </p>
        {unverified.length > 0 && (
          // Never hidden silently: which venues the step-free filter leaves out only because nobody checked them yet.
          <p className={warning}>
            {`${plural(unverified.length, "luogo ha", "luoghi hanno")} l'ingresso ancora da verificare (${unverified.join(", ")}): ${unverified.length === 1 ? "i suoi eventi non sono mostrati" : "i loro eventi non sono mostrati"}. `}
            <a href={pagePaths.luoghi}>Vedi i luoghi</a>
          </p>
        )}
        {warnings.length > 0 && (
          <ul className={warning} aria-label="Avvisi sui tuoi eventi">
            {warnings.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
        {state.condivisi ? (
          <div className={actions}>
            <span>{`Un link condiviso ti mostra ${eventi(sharedEvents.length)}.`}</span>
            <button type="button" className={action} onClick={saveShared}>
              Salva questi eventi nel mio programma
            </button>
          </div>
        ) : (
          <div className={actions}>
            <button type="button" className={action} onClick={() => void downloadMine()}>
              Aggiungi i miei eventi al calendario
            </button>
            <button type="button" className={action} onClick={() => void copyMyLink()}>
              Copia il link dei miei eventi
            </button>
          </div>
        )}
        <p className={note} aria-live="polite">
          {message}
        </p>
      </div>
    </div>
  );
}
