// A build without VAPID_PUBLIC_KEY: the pocket has no notifications at all, saved events or not.
import React from "react";
import { render, screen } from "@testing-library/react";
import { ProgrammeSection } from "../../../components/programme/programme-section";
import { programmeDaysFixture, programmeSiteFixture } from "../../../test-support/fixtures";
import { Pocket } from "../../pocket/pocket";
import { createPocketSlots } from "../../pocket/read-pocket-slots";
import { createProgrammeLocation } from "../../pocket/programme-state";
import { SAVED_EVENTS_KEY, createSavedEventsStore, createSavedStore } from "../../pocket/saved-events";
import { createSavedFactsStore } from "../../pocket/saved-facts";
import { SUBSCRIBE_LABEL } from "../push-texts";

it("shows no button, no privacy text and nothing of the feature, with an event saved", async () => {
  expect(process.env.VAPID_PUBLIC_KEY).toBeUndefined();
  localStorage.setItem(SAVED_EVENTS_KEY, JSON.stringify([programmeDaysFixture.flatMap((giorno) => giorno.eventi)[0].eventId]));
  render(<ProgrammeSection sito={programmeSiteFixture} giorni={programmeDaysFixture} concerti={[]} talks={[]} />);
  render(
    <Pocket
      pageSlots={createPocketSlots()}
      saved={createSavedEventsStore(createSavedStore(localStorage))}
      facts={createSavedFactsStore(localStorage)}
      programmeLocation={createProgrammeLocation()}
    />,
  );
  await screen.findByRole("group", { name: "Filtri del programma" });
  // The save toggles are there: the pocket works, without the feature.
  expect(screen.getAllByRole("button", { name: /^Salva nel mio programma: / }).length).toBeGreaterThan(0);
  expect(document.querySelector("[data-notifiche]")).toBeNull();
  expect(screen.queryByRole("button", { name: SUBSCRIBE_LABEL })).toBeNull();
  expect(document.querySelector('[data-enhancement="push"]')).toBeNull();
});
