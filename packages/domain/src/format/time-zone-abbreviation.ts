import { getTimezoneOffset } from 'date-fns-tz';
import type { Language } from '../shared/enums';

/**
 * Canadian zones by their standard UTC offset in minutes: the English letter (EST, AST, ...) and the French
 * one (HNE, HNA, ...; R for Rocheuses, T for Terre-Neuve). Computed from offsets rather than read from
 * Intl, whose short names differ between locales and ICU versions (en-US has no NST).
 */
const CANADIAN_ZONES: Readonly<Record<number, { readonly en: string; readonly fr: string }>> = {
  [-210]: { en: 'N', fr: 'T' },
  [-240]: { en: 'A', fr: 'A' },
  [-300]: { en: 'E', fr: 'E' },
  [-360]: { en: 'C', fr: 'C' },
  [-420]: { en: 'M', fr: 'R' },
  [-480]: { en: 'P', fr: 'P' },
};

/** English Canadian abbreviations and their French forms (spec 9). */
export const FRENCH_ZONE_ABBREVIATIONS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(CANADIAN_ZONES).flatMap(({ en, fr }) => [
    [`${en}ST`, `HN${fr}`],
    [`${en}DT`, `HA${fr}`],
  ]),
);

/** The French form of an English Canadian abbreviation ("EDT" → "HAE"); any other text is returned as is. */
export const frenchZoneAbbreviation = (abbreviation: string): string =>
  FRENCH_ZONE_ABBREVIATIONS[abbreviation] ?? abbreviation;

const utcOffsetText = (minutes: number): string => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.trunc(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

const offsetMinutes = (timeZone: string, at: Date): number =>
  Math.round(getTimezoneOffset(timeZone, at) / 60_000);

/**
 * The zone abbreviation at `instant` in `timeZone`, in English or French; a zone outside Canada's set of
 * offsets gives `UTC±hh:mm`, and an unknown zone ''.
 */
export const timeZoneAbbreviation = (instant: Date, timeZone: string, lang: Language): string => {
  const offset = offsetMinutes(timeZone, instant);
  if (!Number.isFinite(offset)) return '';
  const year = instant.getUTCFullYear();
  // The standard offset is the smaller of winter and summer (both hemispheres; equal where there is no DST).
  const standard = Math.min(
    offsetMinutes(timeZone, new Date(Date.UTC(year, 0, 15))),
    offsetMinutes(timeZone, new Date(Date.UTC(year, 6, 15))),
  );
  const zone = CANADIAN_ZONES[standard];
  if (!zone) return utcOffsetText(offset);
  const daylight = offset > standard;
  return lang === 'fr' ? `H${daylight ? 'A' : 'N'}${zone.fr}` : `${zone.en}${daylight ? 'D' : 'S'}T`;
};
