// The release-date window of distribution (spec 2 §5.5, READING "Release dates"). These
// numbers are not yet in @indiwave/domain/constants; the distribution form will need them
// too, so they belong there once that module lands.

/** A new release goes live at least this many days after the day it is submitted. */
export const NEW_RELEASE_MIN_DAYS_AHEAD = 10;
/** …and at most this many years ahead. */
export const NEW_RELEASE_MAX_YEARS_AHEAD = 10;
/** A transfer or re-release goes live between today and this many days ahead. */
export const TRANSFER_MAX_DAYS_AHEAD = 15;
/** A transfer's original release date is at most this many years back. */
export const ORIGINAL_RELEASE_MAX_YEARS_BACK = 15;
